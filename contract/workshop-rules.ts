/**
 * The workshop floor's rules (issue 44), zod-free: the tablet, the job page, the reports and the
 * server all read this one module. A line's clock is a list of events; its time is folded from them
 * in the order they happened (`at`), never the order they arrived, so events kept on a tablet while
 * the Wi-Fi was down and sent late, twice or out of order give the same total.
 */
import { hoursOn } from './opening-hours';
import type { RepairStep } from './repair-step-names';

export const TECHNICIAN_ROLE = 'technician';

export const CLOCK_ACTIONS = ['start', 'pause', 'finish'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];
/** What a technician sends, what the server adds (a pause when another line starts, the closing pause) and a staff correction. */
export const CLOCK_EVENT_KINDS = ['start', 'pause', 'finish', 'auto_pause', 'closing_pause', 'correction'] as const;
export type ClockEventKind = (typeof CLOCK_EVENT_KINDS)[number];
export const CLOCK_EVENT_LABELS: Readonly<Record<ClockEventKind, string>> = {
  start: 'Bắt đầu',
  pause: 'Tạm dừng',
  finish: 'Hoàn thành',
  auto_pause: 'Tự tạm dừng (bắt đầu việc khác)',
  closing_pause: 'Tự tạm dừng lúc đóng cửa',
  correction: 'Điều chỉnh',
};

export const CLOCK_STATES = ['idle', 'running', 'paused', 'finished'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];
export const CLOCK_STATE_LABELS: Readonly<Record<ClockState, string>> = {
  idle: 'Chưa bắt đầu',
  running: 'Đang làm',
  paused: 'Tạm dừng',
  finished: 'Đã xong',
};

export interface ClockEventLike {
  kind: ClockEventKind;
  at: string | Date;
  /** A correction's change, in seconds (negative takes time off). */
  seconds?: number | null;
}

export interface ClockFold {
  state: ClockState;
  /** Worked seconds, corrections included, never below zero; a running clock counts up to `now`. */
  seconds: number;
  /** When the running stretch began; null unless running. */
  runningSince: Date | null;
}

const VIETNAM_OFFSET_MS = 7 * 3600_000;

/** The Vietnam calendar day of an instant. */
export function vietnamDayOf(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the garage closes on the Vietnam day of `at` (the branch hours of that day). */
export function closingOf(at: Date): Date {
  const day = vietnamDayOf(at);
  const { closes } = hoursOn(day);
  return new Date(Date.parse(`${day}T${closes}:00+07:00`));
}

/**
 * Where a stretch started at `since` stops by itself: at the day's closing time, or at midnight
 * (Vietnam) for one started after closing (overtime is counted, but not across the night).
 */
export function runLimitOf(since: Date): Date {
  const closing = closingOf(since);
  if (since.getTime() < closing.getTime()) return closing;
  return new Date(Date.parse(`${vietnamDayOf(since)}T00:00:00+07:00`) + 86_400_000);
}

/**
 * A line's clock from its events. Sorted by `at` (ties: a start first, then the order given), a start runs the clock,
 * a pause or finish stops it; a pause that finds nothing running, or a second start, changes
 * nothing (a replayed or crossed event), and a stretch never runs past its day's closing time.
 */
export function foldClock(events: readonly ClockEventLike[], now: Date): ClockFold {
  const sorted = events
    .map((event, index) => ({ event, index, time: new Date(event.at).getTime() }))
    // At one instant a start comes first: a pause the server adds at the moment of a start stops the stretch begun then.
    .sort((a, b) => a.time - b.time || Number(a.event.kind !== 'start') - Number(b.event.kind !== 'start') || a.index - b.index);
  let seconds = 0;
  let since: number | null = null;
  let state: ClockState = 'idle';
  const stop = (time: number) => {
    if (since === null) return;
    const limit = runLimitOf(new Date(since)).getTime();
    seconds += Math.max(0, Math.min(time, limit) - since) / 1000;
    since = null;
  };
  for (const { event, time } of sorted) {
    if (event.kind === 'correction') {
      seconds += event.seconds ?? 0;
      continue;
    }
    if (since !== null && time > runLimitOf(new Date(since)).getTime()) {
      stop(time);
      state = 'paused';
    }
    if (event.kind === 'start') {
      if (since === null) since = time;
      state = 'running';
    } else if (event.kind === 'finish') {
      stop(time);
      state = 'finished';
    } else {
      stop(time);
      if (state !== 'finished') state = state === 'idle' ? 'idle' : 'paused';
    }
  }
  let runningSince: Date | null = null;
  if (since !== null) {
    const limit = runLimitOf(new Date(since)).getTime();
    if (now.getTime() >= limit) {
      stop(limit);
      state = 'paused';
    } else {
      runningSince = new Date(since);
      seconds += Math.max(0, now.getTime() - since) / 1000;
    }
  }
  return { state, seconds: Math.max(0, Math.round(seconds)), runningSince };
}

/** Hours with two decimals, as reports and the job page show them. */
export function hoursOf(seconds: number): number {
  return Math.round((seconds / 3600) * 100) / 100;
}

/** 'h:mm' for a clock face: 5400 s is '1:30'. */
export function clockText(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Steps a technician may move their own job on from, to the next step, on the tablet: the
 * reception's checks and the work itself. The quote, the customer's answer, the acceptance and the
 * handover are the desk's.
 */
export const TECHNICIAN_MOVE_STEPS: readonly RepairStep[] = ['received', 'inspection', 'diagnosis', 'preparation', 'repair', 'recheck'];

/** Inspection is filled on the tablet at these steps (the same as the desk's). */
export const TECHNICIAN_INSPECTION_STEPS: readonly RepairStep[] = ['inspection', 'diagnosis', 'quote'];

/** The quality check: a job does not leave it while an approved labour line has no technician. */
export const TECHNICIAN_GATE_STEP: RepairStep = 'recheck';

/** Labour lines the job will be paid for (approved) that nobody is named on. */
export function unassignedLabourLines<L extends { kind: string; approved: boolean | null; technicianId: string | null }>(lines: readonly L[]): L[] {
  return lines.filter((line) => line.kind === 'labour' && line.approved === true && !line.technicianId);
}

/** Photos a tablet keeps while offline, in total (data URLs' bytes). */
export const OFFLINE_PHOTOS_MAX_BYTES = 8 * 1024 * 1024;

/** Efficiency: hours billed over hours clocked; null when nothing was clocked. */
export function efficiencyOf(billedHours: number, clockedHours: number): number | null {
  return clockedHours > 0 ? Math.round((billedHours / clockedHours) * 1000) / 1000 : null;
}

/** Commission on labour revenue at a share in percent, to the dong. */
export function commissionOf(labourRevenue: number, sharePercent: number | null): number | null {
  return sharePercent === null ? null : Math.round((labourRevenue * sharePercent) / 100);
}

// ---------------------------------------------------------------- pricing

/** A markup band: parts costing up to `upTo` dong (null: any cost) sell at cost plus `percent`. */
export interface MarkupBand {
  upTo: number | null;
  percent: number;
}

export const DEFAULT_MARKUP_BANDS: readonly MarkupBand[] = [
  { upTo: 500_000, percent: 40 },
  { upTo: 2_000_000, percent: 30 },
  { upTo: 10_000_000, percent: 20 },
  { upTo: null, percent: 15 },
];

/** The labour rate of a branch without its own, in dong per hour. */
export const DEFAULT_LABOUR_RATE = 250_000;

/**
 * A part's sale price from its cost: the first band the cost fits, rounded up to the thousand
 * dong (the prices garages write). Bands are read in order of `upTo`, the open band last.
 */
export function markedUpPrice(cost: number, bands: readonly MarkupBand[]): number {
  const ordered = [...bands].sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  const band = ordered.find((candidate) => candidate.upTo === null || cost <= candidate.upTo) ?? ordered[ordered.length - 1];
  const raw = (cost * (100 + (band?.percent ?? 0))) / 100;
  return Math.ceil(Math.round(raw) / 1000) * 1000;
}
