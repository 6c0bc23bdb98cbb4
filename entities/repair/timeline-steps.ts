import { REPAIR_STEPS, stepIndex, type RepairStep } from '../../contract/repair-steps';
import type { RepairDetail, RepairMove } from '../../contract/repairs';

export type TimelineAudience = 'staff' | 'customer';

/**
 * done: behind the job (reached, or passed over by a skip: `reachedAt` null); current: where the
 * job is (a closed job stays at 'Bảo hành'); later: ahead, including a step the job reached once
 * and was moved back from.
 */
export type TimelineStepState = 'done' | 'current' | 'later';

export interface TimelineStep {
  step: RepairStep;
  state: TimelineStepState;
  /** The latest move into this step; null when the job never entered it. */
  reachedAt: string | null;
  /** Moves into this step worth showing under it, oldest first: with a note or photos, or a move back or a skip. */
  moves: RepairMove[];
}

/** Whether a move went back, or forward past a step: the timeline names where it came from. */
export function moveDirection(move: Pick<RepairMove, 'fromStep' | 'toStep'>): 'back' | 'skip' | 'next' {
  if (move.fromStep === null) return 'next';
  const gap = stepIndex(move.toStep) - stepIndex(move.fromStep);
  if (gap < 0) return 'back';
  return gap > 1 ? 'skip' : 'next';
}

/**
 * The 12 steps of a job for its timeline. The customer's copy comes from the server with unshared
 * notes emptied and photos dropped; an unshared move is left out for them all the same, so a
 * staff copy never shows its notes by mistake.
 */
export function timelineSteps(repair: Pick<RepairDetail, 'step' | 'moves'>, audience: TimelineAudience): TimelineStep[] {
  const current = stepIndex(repair.step);
  const moves = [...repair.moves].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return REPAIR_STEPS.map((step, index) => {
    const into = moves.filter((move) => move.toStep === step);
    const shown = into.filter((move) => {
      if (audience === 'customer' && !move.shared && moveDirection(move) === 'next') return false;
      return move.note.trim() !== '' || move.photos.length > 0 || moveDirection(move) !== 'next';
    });
    const state: TimelineStepState = index < current ? 'done' : index === current ? 'current' : 'later';
    return { step, state, reachedAt: into.at(-1)?.createdAt ?? null, moves: shown };
  });
}

/** What the customer may read of a move: staff see everything, the customer only shared notes and photos. */
export function visibleOf(move: RepairMove, audience: TimelineAudience): { note: string; photos: string[] } {
  if (audience === 'customer' && !move.shared) return { note: '', photos: [] };
  return { note: move.note.trim(), photos: move.photos };
}
