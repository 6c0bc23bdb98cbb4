import { describe, expect, it } from 'vitest';
import { passesTechnicianGate } from './repair-steps';
import { clockText, closingOf, commissionOf, efficiencyOf, foldClock, markedUpPrice, DEFAULT_MARKUP_BANDS, type ClockEventLike } from './workshop-rules';

// 2026-12-07 is a Monday: the garage closes at 17:00 (10:00 UTC).
const at = (time: string) => `2026-12-07T${time}:00+07:00`;
const now = new Date(at('16:00'));

describe('foldClock', () => {
  it('counts the stretches between start and pause or finish', () => {
    const events: ClockEventLike[] = [
      { kind: 'start', at: at('08:00') },
      { kind: 'pause', at: at('09:30') },
      { kind: 'start', at: at('10:00') },
      { kind: 'finish', at: at('10:45') },
    ];
    expect(foldClock(events, now)).toEqual({ state: 'finished', seconds: (90 + 45) * 60, runningSince: null });
  });

  it('gives the same total whatever order the events arrived in, and a replayed start changes nothing', () => {
    const events: ClockEventLike[] = [
      { kind: 'finish', at: at('10:45') },
      { kind: 'start', at: at('10:00') },
      { kind: 'pause', at: at('09:30') },
      { kind: 'start', at: at('08:00') },
      { kind: 'start', at: at('08:00') },
    ];
    expect(foldClock(events, now).seconds).toBe((90 + 45) * 60);
  });

  it('reads a start and a pause at the same instant as a stretch of nothing, whichever was written first', () => {
    const pauseFirst = foldClock([{ kind: 'auto_pause', at: at('09:00') }, { kind: 'start', at: at('09:00') }], now);
    expect(pauseFirst).toMatchObject({ state: 'paused', seconds: 0 });
  });

  it('counts a running clock up to now', () => {
    const fold = foldClock([{ kind: 'start', at: at('15:30') }], now);
    expect(fold).toEqual({ state: 'running', seconds: 30 * 60, runningSince: new Date(at('15:30')) });
  });

  it('stops a clock left running at the closing time of its day', () => {
    const evening = new Date(at('19:00'));
    expect(foldClock([{ kind: 'start', at: at('16:30') }], evening)).toEqual({ state: 'paused', seconds: 30 * 60, runningSince: null });
    // A pause sent the next morning counts no more than the closing pause did.
    const late = foldClock([{ kind: 'start', at: at('16:30') }, { kind: 'pause', at: '2026-12-08T07:30:00+07:00' }], evening);
    expect(late.seconds).toBe(30 * 60);
  });

  it('adds corrections, never going below zero', () => {
    const events: ClockEventLike[] = [
      { kind: 'start', at: at('08:00') },
      { kind: 'finish', at: at('09:00') },
      { kind: 'correction', at: at('12:00'), seconds: -15 * 60 },
    ];
    expect(foldClock(events, now).seconds).toBe(45 * 60);
    expect(foldClock([{ kind: 'correction', at: at('12:00'), seconds: -600 }], now).seconds).toBe(0);
  });

  it('reads the closing time of the day (Sunday hours differ)', () => {
    expect(closingOf(new Date(at('09:00'))).toISOString()).toBe('2026-12-07T10:00:00.000Z');
  });
});

describe('workshop figures', () => {
  it('writes a clock face and the efficiency and commission', () => {
    expect(clockText(5400)).toBe('1:30');
    expect(clockText(59)).toBe('0:00');
    expect(efficiencyOf(3, 2.5)).toBe(1.2);
    expect(efficiencyOf(3, 0)).toBeNull();
    expect(commissionOf(1_250_000, 10)).toBe(125_000);
    expect(commissionOf(1_250_000, null)).toBeNull();
  });

  it('prices a part by its cost band, rounded up to the thousand dong', () => {
    expect(markedUpPrice(100_000, DEFAULT_MARKUP_BANDS)).toBe(140_000);
    expect(markedUpPrice(500_001, DEFAULT_MARKUP_BANDS)).toBe(651_000);
    expect(markedUpPrice(20_000_000, DEFAULT_MARKUP_BANDS)).toBe(23_000_000);
    expect(markedUpPrice(123_456, [{ upTo: null, percent: 10 }])).toBe(136_000);
  });

  it('keeps a job at the quality check while a labour line has no technician', () => {
    expect(passesTechnicianGate('recheck', 'cleaning', 1)).toBe(false);
    expect(passesTechnicianGate('repair', 'acceptance', 2)).toBe(false);
    expect(passesTechnicianGate('repair', 'recheck', 1)).toBe(true);
    expect(passesTechnicianGate('recheck', 'cleaning', 0)).toBe(true);
  });
});
