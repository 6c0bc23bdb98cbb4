import { describe, expect, it } from 'vitest';
import type { RepairMove } from '../../contract/repairs';
import { moveDirection, timelineSteps, visibleOf } from './timeline-steps';

let n = 0;
function move(fromStep: RepairMove['fromStep'], toStep: RepairMove['toStep'], extra: Partial<RepairMove> = {}): RepairMove {
  n += 1;
  return {
    _id: n.toString(16).padStart(24, '0'),
    fromStep,
    toStep,
    note: '',
    photos: [],
    shared: false,
    staff: null,
    createdAt: new Date(Date.UTC(2026, 2, 10, 1, n)).toISOString(),
    ...extra,
  };
}

describe('timelineSteps', () => {
  it('marks the steps behind, at and ahead of the job, with the latest move into each', () => {
    const moves = [move(null, 'received'), move('received', 'inspection'), move('inspection', 'diagnosis'), move('diagnosis', 'inspection', { note: 'Thiếu ảnh gầm xe' })];
    const steps = timelineSteps({ step: 'inspection', moves }, 'staff');
    expect(steps.map((step) => step.state).slice(0, 4)).toEqual(['done', 'current', 'later', 'later']);
    expect(steps[1]!.reachedAt).toBe(moves[3]!.createdAt);
    // Reached once, then moved back from: ahead again, its time kept for the record.
    expect(steps[2]!.reachedAt).toBe(moves[2]!.createdAt);
    expect(steps[1]!.moves.map((shown) => shown._id)).toEqual([moves[3]!._id]);
  });

  it('keeps a skipped step behind the job without a time, and shows the skip under the step reached', () => {
    const moves = [move(null, 'received'), move('received', 'diagnosis', { note: 'Khách đã kiểm tra ở nơi khác' })];
    const steps = timelineSteps({ step: 'diagnosis', moves }, 'customer');
    expect(steps[1]).toMatchObject({ step: 'inspection', state: 'done', reachedAt: null, moves: [] });
    expect(steps[2]!.moves).toHaveLength(1);
    expect(moveDirection(moves[1]!)).toBe('skip');
  });

  it('never shows the customer an unshared move in order, even when staff data reaches it', () => {
    const moves = [move(null, 'received', { note: 'Nội bộ', photos: ['/media/a.jpg'] }), move('received', 'inspection', { note: 'Đã kiểm tra', shared: true })];
    expect(timelineSteps({ step: 'inspection', moves }, 'customer')[0]!.moves).toEqual([]);
    expect(timelineSteps({ step: 'inspection', moves }, 'staff')[0]!.moves).toHaveLength(1);
    expect(visibleOf(moves[0]!, 'customer')).toEqual({ note: '', photos: [] });
    expect(visibleOf(moves[0]!, 'staff')).toEqual({ note: 'Nội bộ', photos: ['/media/a.jpg'] });
  });

  it('orders moves by time whatever order they arrive in', () => {
    const moves = [move(null, 'received'), move('received', 'inspection', { note: 'Lần 1', shared: true }), move('inspection', 'received', { note: 'Lùi' }), move('received', 'inspection', { note: 'Lần 2', shared: true })];
    const steps = timelineSteps({ step: 'inspection', moves: [...moves].reverse() }, 'customer');
    expect(steps[1]!.moves.map((shown) => shown.note)).toEqual(['Lần 1', 'Lần 2']);
    expect(steps[1]!.reachedAt).toBe(moves[3]!.createdAt);
  });
});
