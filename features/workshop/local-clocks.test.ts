import { describe, expect, it } from 'vitest';
import type { LineClock, WorkshopToday } from '../../contract/workshop';
import { localClocks, serverClockEvents } from './local-clocks';
import { foldClock } from '../../contract/workshop-rules';

// 11/03/2026 10:00 in Vietnam: well before the garage closes (17:30), so no stretch is cut short.
const serverTime = '2026-03-11T03:00:00.000Z';
const at = (minutesAfter: number) => new Date(Date.parse(serverTime) + minutesAfter * 60_000).toISOString();
const person = { _id: '65f000000000000000000001', fullName: 'Võ Văn Tài' };

function line(id: string, clock: LineClock, mine = true) {
  return { _id: id, description: `Hạng mục ${id}`, hours: 1, approved: true, technician: person, clock, mine };
}

function today(lines: ReturnType<typeof line>[]): WorkshopToday {
  return {
    day: '2026-03-11',
    branch: 'quan-12',
    technician: person,
    running: null,
    serverTime,
    jobs: [
      {
        _id: '65f0000000000000000000a1',
        code: 'SC1234',
        branch: 'quan-12',
        step: 'repair',
        version: 3,
        plate: '51A12345',
        model: 'Toyota Vios',
        complaint: 'Phanh kêu',
        photos: [],
        lead: null,
        isLead: false,
        inspection: null,
        lines,
      },
    ],
  };
}

const idle: LineClock = { state: 'idle', seconds: 0, runningSince: null };
/** Running for 20 minutes at the answer, 5 minutes worked before that stretch. */
const running: LineClock = { state: 'running', seconds: 25 * 60, runningSince: at(-20) };
const paused: LineClock = { state: 'paused', seconds: 40 * 60, runningSince: null };

describe('serverClockEvents', () => {
  it('fold back to the server clock at the answer, for every state', () => {
    for (const clock of [idle, running, paused, { state: 'finished', seconds: 3600, runningSince: null } satisfies LineClock]) {
      const fold = foldClock(serverClockEvents(clock, new Date(serverTime)), new Date(serverTime));
      expect({ state: fold.state, seconds: fold.seconds }).toEqual({ state: clock.state, seconds: clock.seconds });
    }
  });
});

describe('localClocks', () => {
  it('a running clock keeps counting after the answer', () => {
    const folds = localClocks(today([line('a', running)]), [], new Date(at(10)));
    expect(folds.get('a')).toMatchObject({ state: 'running', seconds: 35 * 60 });
  });

  it('a waiting pause stops the clock where it was tapped', () => {
    const folds = localClocks(today([line('a', running)]), [{ repairId: 'r', lineId: 'a', action: 'pause', at: at(4) }], new Date(at(30)));
    expect(folds.get('a')).toMatchObject({ state: 'paused', seconds: 29 * 60 });
  });

  it('starting another line pauses the running one at that moment, as the server does', () => {
    const folds = localClocks(today([line('a', running), line('b', idle)]), [{ repairId: 'r', lineId: 'b', action: 'start', at: at(6) }], new Date(at(16)));
    expect(folds.get('a')).toMatchObject({ state: 'paused', seconds: 31 * 60 });
    expect(folds.get('b')).toMatchObject({ state: 'running', seconds: 10 * 60 });
  });

  it("another technician's running line on the same job is not paused", () => {
    const folds = localClocks(today([line('a', running, false), line('b', idle)]), [{ repairId: 'r', lineId: 'b', action: 'start', at: at(6) }], new Date(at(16)));
    expect(folds.get('a')).toMatchObject({ state: 'running', seconds: 41 * 60 });
  });

  it('start, pause, start again and finish offline add up in the order they happened', () => {
    const taps = [
      { repairId: 'r', lineId: 'a', action: 'finish', at: at(50) },
      { repairId: 'r', lineId: 'a', action: 'start', at: at(5) },
      { repairId: 'r', lineId: 'a', action: 'start', at: at(30) },
      { repairId: 'r', lineId: 'a', action: 'pause', at: at(20) },
    ] as const;
    const folds = localClocks(today([line('a', paused)]), taps, new Date(at(90)));
    expect(folds.get('a')).toMatchObject({ state: 'finished', seconds: (40 + 15 + 20) * 60 });
  });

  it('a tap dated before the answer counts from the answer, which did not have it', () => {
    const folds = localClocks(today([line('a', idle)]), [{ repairId: 'r', lineId: 'a', action: 'start', at: at(-30) }], new Date(at(10)));
    expect(folds.get('a')).toMatchObject({ state: 'running', seconds: 10 * 60 });
  });

  it('a tap on a line that is no longer listed changes nothing', () => {
    const folds = localClocks(today([line('a', paused)]), [{ repairId: 'r', lineId: 'gone', action: 'start', at: at(1) }], new Date(at(10)));
    expect([...folds.keys()]).toEqual(['a']);
    expect(folds.get('a')).toMatchObject({ state: 'paused', seconds: 40 * 60 });
  });
});
