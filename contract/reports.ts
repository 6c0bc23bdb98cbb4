import { z } from 'zod';
import { endpoint } from './endpoint';
import { BRANCH_IDS, branchOf, type BranchId } from './garage';
import { format, messages } from './messages';
import { choiceParam } from './paging';
import { QUOTE_LINE_KINDS } from './quote-rules';
import { REPAIR_STEPS } from './repair-step-names';

/** The months a report covers when none are asked for: this month and the eleven before it. */
export const REPORT_DEFAULT_MONTHS = 12;
/** The longest period one report reads: three years, month by month. */
export const REPORT_MAX_MONTHS = 36;
/** A chat counts as leading to a booking when the customer books within this many days of writing. */
export const CHAT_BOOKING_DAYS = 14;
/** The services named one by one; the rest are summed in one row. */
export const TOP_SERVICES = 10;

/** The last row of every figure's table and file. */
export const REPORT_TOTAL_LABEL = 'Tổng cộng';

/** The figures of the page, each downloadable as a CSV file of its own. */
export const REPORT_FIGURES = ['revenue', 'steps', 'services', 'quotes', 'attendance', 'chats'] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

/** Where money came in: a branch's workshop, or the online shop, whose orders have no branch. */
export const REVENUE_SOURCES = [...BRANCH_IDS, 'online'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

export function revenueSourceName(source: RevenueSource): string {
  return branchOf(source)?.name ?? messages.reports.onlineShop;
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isReportMonth = (value: string) => MONTH_PATTERN.test(value);

/** The month `count` months after 'YYYY-MM' (before, when negative). */
export function shiftMonth(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + count;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both counted. */
export function monthSpan(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/** Every month from `from` to `to`, in order. */
export function reportMonths(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, monthSpan(from, to)) }, (_, index) => shiftMonth(from, index));
}

/** What is wrong with a period, if anything: a start after its end, or more than REPORT_MAX_MONTHS. */
export function reportPeriodProblem(from: string, to: string): string | undefined {
  if (from > to) return messages.reports.rangeInvalid;
  if (monthSpan(from, to) > REPORT_MAX_MONTHS) return format(messages.reports.rangeTooLong, { max: REPORT_MAX_MONTHS });
  return undefined;
}

/**
 * The months a report covers: those asked for, the end defaulting to this month and the start to
 * REPORT_DEFAULT_MONTHS - 1 months before the end. `today` is the garage's 'YYYY-MM-DD'.
 */
export function reportPeriod(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = query.to ?? today.slice(0, 7);
  return { from: query.from ?? shiftMonth(to, -(REPORT_DEFAULT_MONTHS - 1)), to };
}

/** '2026-03' as the garage's tables write a month: 03/2026. */
export function monthText(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

/** `part` of `whole` in per cent with one decimal, vi-VN: '42,5%'; a dash when there is no whole. */
export function shareText(part: number, whole: number): string {
  if (whole <= 0) return '–';
  const tenths = Math.round((part * 1000) / whole);
  return `${Math.floor(tenths / 10)}${tenths % 10 ? `,${tenths % 10}` : ''}%`;
}

const monthParam = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string({ error: messages.reports.monthInvalid })
    .trim()
    .refine(isReportMonth, messages.reports.monthInvalid)
    .optional(),
);

const reportQueryShape = { from: monthParam, to: monthParam, branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired) };

function checkPeriod(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  const problem = reportPeriodProblem(query.from, query.to);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
}

/** From and to as 'YYYY-MM' (both counted, this month and the eleven before by default), and one branch or both. */
export const reportQuerySchema = z.object(reportQueryShape).superRefine(checkPeriod);
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportExportQuerySchema = z
  .object({ ...reportQueryShape, figure: z.enum(REPORT_FIGURES, { error: messages.reports.figureInvalid }) })
  .superRefine(checkPeriod);
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;

const monthSchema = z.string().refine(isReportMonth);
const count = z.number().int().nonnegative();

export const revenueRowSchema = z.object({ month: monthSchema, source: z.enum(REVENUE_SOURCES), count, amount: count });
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const stepRowSchema = z.object({
  step: z.enum(REPAIR_STEPS),
  /** Jobs in this step now (not of the period). */
  open: count,
  /** Stays in this step that ended (the job moved on) in the period. */
  stays: count,
  /** Their average length in whole minutes; null without any. */
  averageMinutes: count.nullable(),
});
export type StepRow = z.infer<typeof stepRowSchema>;

export const serviceRowSchema = z.object({
  name: z.string(),
  /** The row of every service after the first TOP_SERVICES, summed. */
  rest: z.boolean(),
  /** Jobs checked in during the period with this service. */
  repairs: count,
  /** Bookings not cancelled whose day is in the period with this service. */
  bookings: count,
});
export type ServiceRow = z.infer<typeof serviceRowSchema>;

const quoteCounts = { answered: count, approved: count, answeredAmount: count, approvedAmount: count };
export const quoteRowSchema = z.object({ kind: z.enum(QUOTE_LINE_KINDS), ...quoteCounts });
export type QuoteRow = z.infer<typeof quoteRowSchema>;

const attendanceCounts = { bookings: count, cancelled: count, noShows: count };
export const attendanceRowSchema = z.object({ month: monthSchema, branch: z.enum(BRANCH_IDS), ...attendanceCounts });
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

export const chatRowSchema = z.object({ month: monthSchema, chats: count, converted: count });
export type ChatRow = z.infer<typeof chatRowSchema>;

/**
 * Every figure with its rows and its total, the total counted by the database on its own (not
 * added up from the rows), so a row lost on the way shows as a difference.
 */
export const reportSchema = z.object({
  from: monthSchema,
  to: monthSchema,
  branch: z.enum(BRANCH_IDS).nullable(),
  /** Money in whole dong per month and source, every month and source of the period listed. */
  revenue: z.object({ count, amount: count, rows: z.array(revenueRowSchema) }),
  /** Every step in order. */
  steps: z.object({ open: count, stays: count, rows: z.array(stepRowSchema) }),
  /** The most asked first, at most TOP_SERVICES, then the rest in one row. */
  services: z.object({ repairs: count, bookings: count, rows: z.array(serviceRowSchema) }),
  /** Quote lines the customer answered, per kind of line, every kind listed. */
  quotes: z.object({ ...quoteCounts, rows: z.array(quoteRowSchema) }),
  /** Bookings by month of their day and branch, every month and branch of the period listed. */
  attendance: z.object({ ...attendanceCounts, rows: z.array(attendanceRowSchema) }),
  /** Every month of the period. */
  chats: z.object({ chats: count, converted: count, rows: z.array(chatRowSchema) }),
});
export type Report = z.infer<typeof reportSchema>;

export const getReport = endpoint({
  method: 'GET',
  path: '/api/reports',
  access: 'master',
  summary:
    'Báo cáo kinh doanh theo khoảng tháng (mặc định 12 tháng gần nhất, giờ Việt Nam) và chi nhánh: doanh thu, xe theo bước và thời gian trung bình mỗi bước, dịch vụ nhiều nhất, tỷ lệ đồng ý hạng mục báo giá, lịch hủy và không đến, tin nhắn dẫn đến đặt lịch',
  query: reportQuerySchema,
  response: reportSchema,
});

export const exportReport = endpoint({
  method: 'GET',
  path: '/api/reports/export',
  access: 'master',
  summary: 'Một số liệu của báo cáo kinh doanh (figure) dạng CSV UTF-8 có BOM, cùng khoảng tháng và chi nhánh, dòng cuối là tổng cộng',
  query: reportExportQuerySchema,
  /** The CSV text itself (text/csv), not JSON. */
  response: z.string(),
});

/** A branch filter said in words, for the page and the files: 'Chi nhánh Thủ Đức' or both. */
export function branchScope(branch: BranchId | null | undefined): string {
  return branch ? (branchOf(branch)?.name ?? branch) : 'Cả hai chi nhánh';
}
