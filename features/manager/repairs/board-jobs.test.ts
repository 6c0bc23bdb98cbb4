import { describe, expect, it } from 'vitest';
import type { RepairSummary } from '../../../contract/repairs';
import { boardFilter, cardOverdue, durationText, filterRepairs, groupBySteps, limitText, matchesText, NO_STAFF } from './board-jobs';

const now = new Date('2026-11-24T08:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

let sequence = 0;
function job(overrides: Partial<RepairSummary> = {}): RepairSummary {
  sequence += 1;
  const id = sequence.toString(16).padStart(24, 'a');
  return {
    _id: id,
    code: 'K7M2QX',
    branch: 'quan-12',
    step: 'received',
    version: 1,
    stepStartedAt: minutesAgo(10),
    closedAt: null,
    vehicle: { _id: id, plate: '51A-123.45', model: 'Toyota Vios', year: 2019, lastOdometerKm: 42000 },
    fullName: 'Nguyễn Văn An',
    numberPhone: '0912345667',
    serviceName: '',
    staff: null,
    bookingId: null,
    quoteState: 'none',
    customerAnsweredAt: null,
    unassignedLabour: 0,
    leadTechnician: null,
    createdAt: minutesAgo(60),
    ...overrides,
  };
}

describe('boardFilter', () => {
  it('reads staff, text and a real step from the address, and nothing else', () => {
    expect(boardFilter(new URLSearchParams('staff=abc&q=%2051A%20&step=quote'))).toEqual({ staff: 'abc', q: '51A', step: 'quote' });
    expect(boardFilter(new URLSearchParams('step=painting&q=%20'))).toEqual({ staff: undefined, q: undefined, step: undefined });
  });
});

describe('matchesText', () => {
  const car = job({ vehicle: { _id: 'b'.repeat(24), plate: '51A-123.45', model: 'Honda City', year: null, lastOdometerKm: null } });
  it('finds a plate however it is written', () => {
    expect(matchesText(car, '51a 123')).toBe(true);
    expect(matchesText(car, '51A12345')).toBe(true);
    expect(matchesText(car, '30E')).toBe(false);
  });
  it('finds the customer without accents, the model, the phone and the reference', () => {
    expect(matchesText(car, 'van an')).toBe(true);
    expect(matchesText(car, 'honda')).toBe(true);
    expect(matchesText(car, '2345667')).toBe(true);
    expect(matchesText(car, 'k7m2qx')).toBe(true);
    expect(matchesText(car, 'Trần')).toBe(false);
  });
});

describe('filterRepairs', () => {
  const mai = { _id: 'c'.repeat(24), fullName: 'Lê Thị Mai' };
  const jobs = [job({ staff: mai, step: 'repair' }), job({ staff: null, step: 'repair' }), job({ staff: mai, step: 'quote', fullName: 'Trần Bình' })];
  it('narrows to a staff member, to nobody in charge, to a step and to text, together', () => {
    expect(filterRepairs(jobs, { staff: mai._id })).toEqual([jobs[0], jobs[2]]);
    expect(filterRepairs(jobs, { staff: NO_STAFF })).toEqual([jobs[1]]);
    expect(filterRepairs(jobs, { step: 'quote' })).toEqual([jobs[2]]);
    expect(filterRepairs(jobs, { staff: mai._id, q: 'binh' })).toEqual([jobs[2]]);
    expect(filterRepairs(jobs, {})).toEqual(jobs);
  });
});

describe('groupBySteps', () => {
  it('makes one column per group with every step inside, longest in the step first', () => {
    const recent = job({ step: 'inspection', stepStartedAt: minutesAgo(5) });
    const waiting = job({ step: 'inspection', stepStartedAt: minutesAgo(90) });
    const done = job({ step: 'warranty', closedAt: minutesAgo(1) });
    const columns = groupBySteps([recent, done, waiting]);
    expect(columns.map((column) => column.id)).toEqual(['reception', 'quote', 'work', 'delivery', 'done']);
    expect(columns.flatMap((column) => column.steps.map((item) => item.step))).toHaveLength(12);
    expect(columns[0]!.count).toBe(2);
    expect(columns[0]!.steps[1]!.jobs).toEqual([waiting, recent]);
    expect(columns[4]!.steps[0]!.jobs).toEqual([done]);
    expect(columns[1]!.count).toBe(0);
  });
});

describe('durationText and limitText', () => {
  it('says time in a step in minutes, hours and days', () => {
    expect(durationText(minutesAgo(0), now)).toBe('0 phút');
    expect(durationText(minutesAgo(45), now)).toBe('45 phút');
    expect(durationText(minutesAgo(120), now)).toBe('2 giờ');
    expect(durationText(minutesAgo(185), now)).toBe('3 giờ 5 phút');
    expect(durationText(minutesAgo(52 * 60), now)).toBe('2 ngày 4 giờ');
    expect(durationText(minutesAgo(48 * 60), now)).toBe('2 ngày');
    // A clock a little behind the server's never shows a negative time.
    expect(durationText(minutesAgo(-3), now)).toBe('0 phút');
  });
  it('says a limit the way the master set it', () => {
    expect(limitText(90)).toBe('90 phút');
    expect(limitText(480)).toBe('8 giờ');
    expect(limitText(2880)).toBe('2 ngày');
    expect(limitText(null)).toBe('Không giới hạn');
  });
});

describe('cardOverdue', () => {
  const limits = { received: 30, warranty: null };
  it('is red past the step limit only, never for a handed-over job or before the limits load', () => {
    expect(cardOverdue(job({ stepStartedAt: minutesAgo(31) }), limits, now)).toBe(true);
    expect(cardOverdue(job({ stepStartedAt: minutesAgo(29) }), limits, now)).toBe(false);
    expect(cardOverdue(job({ stepStartedAt: minutesAgo(31) }), undefined, now)).toBe(false);
    expect(cardOverdue(job({ step: 'warranty', stepStartedAt: minutesAgo(9000), closedAt: minutesAgo(9000) }), limits, now)).toBe(false);
  });
});
