/**
 * The garage's 12 steps of a repair order ('phiếu sửa chữa'), the ones '/quy-trinh' promises, and
 * the rules of moving a job between them. Zod-free: the board, the customer's timeline and the
 * server's service all read this one module.
 */
import { format, messages } from './messages';
import { isQuoteAnswered } from './quote-rules';
import { TECHNICIAN_GATE_STEP } from './workshop-rules';

export { REPAIR_STEPS, REPAIR_STEP_LABELS, type RepairStep } from './repair-step-names';
import { REPAIR_STEPS, REPAIR_STEP_LABELS, type RepairStep } from './repair-step-names';


/**
 * A job that reaches this step has been handed over: it is closed, and nothing moves it again.
 * Its warranty runs from then.
 */
export const CLOSING_STEP: RepairStep = 'warranty';

/** Steps at which the customer is mailed (the issue 'The repair, live'). */
export const MAILED_STEPS: readonly RepairStep[] = ['received', 'quote', 'handover'];

/** Twelve columns do not fit 1280 px: the board groups them, each group a column with its steps inside. */
export const REPAIR_STEP_GROUPS: ReadonlyArray<{ id: string; label: string; steps: readonly RepairStep[] }> = [
  { id: 'reception', label: 'Tiếp nhận và chẩn đoán', steps: ['received', 'inspection', 'diagnosis'] },
  { id: 'quote', label: 'Báo giá và xác nhận', steps: ['quote', 'confirmation'] },
  { id: 'work', label: 'Sửa chữa', steps: ['preparation', 'repair', 'recheck'] },
  { id: 'delivery', label: 'Hoàn thiện và giao xe', steps: ['cleaning', 'acceptance', 'handover'] },
  { id: 'done', label: 'Đã giao xe', steps: ['warranty'] },
];

/**
 * How long a job may stay in a step before its card turns red, in minutes, until the master sets
 * another (PUT /api/repairs/step-limits). null: no limit (the warranty runs for months).
 */
export const DEFAULT_STEP_LIMIT_MINUTES: Readonly<Record<RepairStep, number | null>> = {
  received: 30,
  inspection: 60,
  diagnosis: 120,
  quote: 60,
  confirmation: 240,
  preparation: 480,
  repair: 480,
  recheck: 60,
  cleaning: 60,
  acceptance: 60,
  handover: 120,
  warranty: null,
};
/** The longest limit the master can set: 30 days. */
export const STEP_LIMIT_MAX_MINUTES = 30 * 24 * 60;

export function isRepairStep(value: unknown): value is RepairStep {
  return typeof value === 'string' && (REPAIR_STEPS as readonly string[]).includes(value);
}

export function stepIndex(step: RepairStep): number {
  return REPAIR_STEPS.indexOf(step);
}

/** The step after `step`; null at the last. */
export function nextStep(step: RepairStep): RepairStep | null {
  return REPAIR_STEPS[stepIndex(step) + 1] ?? null;
}

export function previousStep(step: RepairStep): RepairStep | null {
  const index = stepIndex(step);
  return index > 0 ? REPAIR_STEPS[index - 1]! : null;
}

/** Only the next step is a move in order; back, or past a step, needs a reason. */
export function moveNeedsReason(from: RepairStep, to: RepairStep): boolean {
  return stepIndex(to) !== stepIndex(from) + 1;
}

export const REPAIR_NOTE_MAX = 1000;

/**
 * Why a move cannot be made, in the words staff read; undefined when it can. The server checks
 * it again under the job's row, with the version.
 */
export function moveProblem(
  job: { step: RepairStep; closed: boolean; quoteState: QuoteState; /** Approved labour lines without a technician (issue 44). */ unassignedLabour?: number },
  to: RepairStep,
  note: string,
): string | undefined {
  if (job.closed) return messages.repairs.closed;
  if (to === job.step) return format(messages.repairs.sameStep, { step: REPAIR_STEP_LABELS[to] });
  // Closing is the payment's (POST /api/repairs/:id/payment), which also writes the invoice and the warranties.
  if (to === CLOSING_STEP) return messages.quotes.paymentRequired;
  if (!passesQuoteGate(to, job.quoteState)) return messages.quotes.answerRequired;
  if (!passesTechnicianGate(job.step, to, job.unassignedLabour ?? 0)) return format(messages.workshop.labourUnassigned, { n: job.unassignedLabour ?? 0 });
  if (moveNeedsReason(job.step, to) && note.trim() === '') return messages.repairs.reasonRequired;
  return undefined;
}

/**
 * The quality check ('Kiểm tra lại', issue 44): a job at it or before it does not go past it while
 * an approved labour line has no technician, so every hour billed has someone who did it.
 */
export function passesTechnicianGate(from: RepairStep, to: RepairStep, unassignedLabour: number): boolean {
  return unassignedLabour === 0 || stepIndex(to) <= stepIndex(TECHNICIAN_GATE_STEP) || stepIndex(from) > stepIndex(TECHNICIAN_GATE_STEP);
}

/** A job does not leave this step until the customer has answered its quote as it is now. */
export const QUOTE_GATE_STEP: RepairStep = 'confirmation';

/** Where a job's quote stands: none written, waiting for the customer's answer (also after a change), answered. */
export type QuoteState = 'none' | 'waiting' | 'answered';

/** Whether a job may go to `to` as its quote stands: past 'Xác nhận' only with the quote answered as it is now. */
export function passesQuoteGate(to: RepairStep, quoteState: QuoteState): boolean {
  return stepIndex(to) <= stepIndex(QUOTE_GATE_STEP) || quoteState === 'answered';
}

export function quoteStateOf(quote: { version: number; answeredVersion: number | null } | null): QuoteState {
  if (!quote) return 'none';
  return isQuoteAnswered(quote) ? 'answered' : 'waiting';
}

/** Whether a job has been in its step longer than the limit (a red card). */
export function isOverdue(stepStartedAt: string | Date, limitMinutes: number | null, now: Date): boolean {
  if (limitMinutes === null) return false;
  return now.getTime() - new Date(stepStartedAt).getTime() > limitMinutes * 60_000;
}

/** The fuel gauge as staff read it at check-in, in quarters. */
export const FUEL_LEVELS = [0, 25, 50, 75, 100] as const;
export type FuelLevel = (typeof FUEL_LEVELS)[number];
export const FUEL_LEVEL_LABELS: Readonly<Record<FuelLevel, string>> = { 0: 'Cạn', 25: '1/4', 50: '1/2', 75: '3/4', 100: 'Đầy' };

/**
 * A vehicle's key: the plate without its separators, upper-cased. '51A-123.45', '51a 12345' and
 * '51A12345' are one car.
 */
export function normalizePlate(plate: string): string {
  return plate.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** A plate as the garage writes it on paper: '51A-123.45' (five digits) or '51A-1234' (four). */
export function displayPlate(plate: string): string {
  const key = normalizePlate(plate);
  // The series digit is lazy: '51A12345' is a car's 51A-123.45, not 51A1-2345; a motorbike's '59X123456' still takes it.
  const match = /^(\d{2}[A-Z]{1,2}\d??)(\d{4,5})$/.exec(key);
  if (!match) return key;
  const [, series, digits] = match as unknown as [string, string, string];
  return digits.length === 5 ? `${series}-${digits.slice(0, 3)}.${digits.slice(3)}` : `${series}-${digits}`;
}

/** The oldest model year a form takes, and the km a dashboard can show. */
export const VEHICLE_YEAR_MIN = 1950;
export const ODOMETER_MAX_KM = 2_000_000;

/** The pages and the socket namespace live in their own module, so links from every page bring nothing else along. */
export { MY_VEHICLES_PATH, REPAIR_TRACKING_PATH, REPAIR_WATCH_NAMESPACE, repairTrackingHref } from './repair-tracking-path';
