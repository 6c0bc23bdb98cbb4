import { normalizePlate, REPAIR_STEP_GROUPS, REPAIR_STEPS, isOverdue, isRepairStep, type RepairStep } from '../../../contract/repair-steps';
import type { RepairSummary } from '../../../contract/repairs';

/** `?staff=` for the jobs nobody is in charge of yet. */
export const NO_STAFF = 'none';

/** What the board narrows to, as the address holds it: `?staff=`, `?q=`, `?step=`. */
export interface BoardFilter {
  /** A staff member's id, NO_STAFF, or undefined for everyone. */
  staff?: string;
  q?: string;
  step?: RepairStep;
}

export function boardFilter(params: URLSearchParams): BoardFilter {
  const staff = params.get('staff')?.trim() || undefined;
  const q = params.get('q')?.trim() || undefined;
  const step = params.get('step');
  return { staff, q, step: isRepairStep(step) ? step : undefined };
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a job matches the text: its plate written any way ('51a 123', '51A-123.45'), the
 * customer's name (case and accents ignored), phone, or the job's reference.
 */
export function matchesText(job: RepairSummary, q: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toLowerCase();
  const text = fold(q.trim());
  if (!text) return true;
  const plateKey = normalizePlate(q);
  if (plateKey && normalizePlate(job.vehicle.plate).includes(plateKey)) return true;
  if (fold(job.fullName).includes(text) || fold(job.vehicle.model).includes(text)) return true;
  const digits = digitsOf(q);
  if (digits.length >= 3 && digits === q.replace(/[\s.-]/g, '') && digitsOf(job.numberPhone).includes(digits)) return true;
  return job.code.toLowerCase() === text.replace(/[\s-]/g, '');
}

export function filterRepairs(jobs: readonly RepairSummary[], filter: BoardFilter): RepairSummary[] {
  return jobs.filter((job) => {
    if (filter.step && job.step !== filter.step) return false;
    if (filter.staff === NO_STAFF && job.staff) return false;
    if (filter.staff && filter.staff !== NO_STAFF && job.staff?._id !== filter.staff) return false;
    return filter.q ? matchesText(job, filter.q) : true;
  });
}

export interface BoardStep {
  step: RepairStep;
  jobs: RepairSummary[];
}
export interface BoardColumn {
  id: string;
  label: string;
  count: number;
  steps: BoardStep[];
}

/**
 * The board's columns (REPAIR_STEP_GROUPS), each step a section inside, its jobs longest in
 * the step first: the car waiting longest is the one to look at.
 */
export function groupBySteps(jobs: readonly RepairSummary[]): BoardColumn[] {
  const byStep = new Map<RepairStep, RepairSummary[]>(REPAIR_STEPS.map((step) => [step, []]));
  for (const job of jobs) byStep.get(job.step)?.push(job);
  for (const list of byStep.values()) list.sort((a, b) => Date.parse(a.stepStartedAt) - Date.parse(b.stepStartedAt));
  return REPAIR_STEP_GROUPS.map((group) => {
    const steps = group.steps.map((step) => ({ step, jobs: byStep.get(step) ?? [] }));
    return { id: group.id, label: group.label, count: steps.reduce((sum, item) => sum + item.jobs.length, 0), steps };
  });
}

/** How long a job has been in its step, as staff say it: '45 phút', '3 giờ 5 phút', '2 ngày 4 giờ'. */
export function durationText(since: string | Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} giờ ${minutes % 60} phút` : `${hours} giờ`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} ngày ${hours % 24} giờ` : `${days} ngày`;
}

/** A step limit as the master reads it: '90 phút', '8 giờ', 'Không giới hạn'. */
export function limitText(minutes: number | null): string {
  if (minutes === null) return 'Không giới hạn';
  if (minutes % (24 * 60) === 0) return `${minutes / (24 * 60)} ngày`;
  if (minutes % 60 === 0) return `${minutes / 60} giờ`;
  return `${minutes} phút`;
}

/** Whether an open job's card turns red: longer in its step than the limit. A handed-over job never does. */
export function cardOverdue(job: Pick<RepairSummary, 'closedAt' | 'stepStartedAt' | 'step'>, limits: Partial<Record<RepairStep, number | null>> | undefined, now: Date): boolean {
  if (job.closedAt || !limits) return false;
  return isOverdue(job.stepStartedAt, limits[job.step] ?? null, now);
}
