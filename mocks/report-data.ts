import { BRANCH_IDS, type BranchId } from '../contract/garage';
import { messages } from '../contract/messages';
import { QUOTE_LINE_KINDS, type QuoteLineKind } from '../contract/quote-rules';
import { REPAIR_STEPS } from '../contract/repair-step-names';
import { reportMonths, REVENUE_SOURCES, type Report, type RevenueSource } from '../contract/reports';

// Demo business reports for stories, valid against contract/reports.ts (mockOk parses them with
// the schema the server answers with). The numbers follow the months' positions in the period,
// not the calendar, so a 12-month story shows the same totals whenever it runs.

export interface DemoReportQuery {
  from: string;
  to: string;
  branch?: BranchId | null;
}

const add = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((sum, row) => sum + value(row), 0);

/** Each source's money in the period's `index`-th month: Quận 12 the largest, the online shop small. */
const revenueAt: Record<RevenueSource, (index: number) => { count: number; amount: number }> = {
  'quan-12': (index) => ({ count: 20 + index, amount: 40_000_000 + index * 2_500_000 }),
  'thu-duc': (index) => ({ count: 15 + index, amount: 30_000_000 + index * 1_500_000 }),
  online: (index) => ({ count: 4, amount: 2_000_000 + index * 250_000 }),
};

/** Open jobs, finished stays and average minutes per step, in REPAIR_STEPS order. */
const stepFigures: ReadonlyArray<[open: number, stays: number, minutes: number | null]> = [
  [3, 412, 25],
  [2, 405, 55],
  [1, 398, 130],
  [2, 390, 45],
  [1, 371, 300],
  [1, 360, 400],
  [4, 352, 520],
  [1, 349, 50],
  [1, 346, 40],
  [0, 344, 35],
  [1, 341, 90],
  [0, 0, null],
];

/** Lines answered and approved per kind, and their worth: 176 of 230 approved (76,5 %). */
const quoteFigures: Record<QuoteLineKind, { answered: number; approved: number; answeredAmount: number; approvedAmount: number }> = {
  part: { answered: 120, approved: 84, answeredAmount: 96_000_000, approvedAmount: 70_000_000 },
  labour: { answered: 90, approved: 81, answeredAmount: 45_000_000, approvedAmount: 41_000_000 },
  other: { answered: 20, approved: 11, answeredAmount: 4_000_000, approvedAmount: 2_500_000 },
};

export const DEMO_SERVICES: ReadonlyArray<[name: string, repairs: number, bookings: number]> = [
  ['Bảo dưỡng định kỳ 10.000 km', 58, 72],
  ['Thay dầu nhớt và lọc dầu', 41, 50],
  ['Sửa hệ thống phanh', 22, 30],
  ['Sửa điều hòa ô tô', 15, 18],
  ['Đồng sơn trầy xước', 9, 12],
  ['Thay lốp và cân mâm', 8, 10],
  ['Vệ sinh kim phun', 6, 7],
  ['Thay ắc quy', 5, 6],
  ['Sửa hộp số tự động', 3, 4],
  ['Phủ ceramic', 2, 3],
];

/** A report as the server would answer the period and branch: every figure filled. */
export function demoReport({ from, to, branch = null }: DemoReportQuery): Report {
  const months = reportMonths(from, to);
  const sources: readonly RevenueSource[] = branch ? [branch] : REVENUE_SOURCES;
  const branches: readonly BranchId[] = branch ? [branch] : BRANCH_IDS;
  const revenueRows = months.flatMap((month, index) => sources.map((source) => ({ month, source, ...revenueAt[source](index) })));
  const stepRows = REPAIR_STEPS.map((step, index) => {
    const [open, stays, averageMinutes] = stepFigures[index]!;
    return { step, open, stays, averageMinutes };
  });
  const serviceRows = [
    ...DEMO_SERVICES.map(([name, repairs, bookings]) => ({ name, rest: false, repairs, bookings })),
    { name: messages.reports.otherServices, rest: true, repairs: 7, bookings: 9 },
  ];
  const quoteRows = QUOTE_LINE_KINDS.map((kind) => ({ kind, ...quoteFigures[kind] }));
  const attendanceRows = months.flatMap((month, index) => branches.map((branchId) => ({ month, branch: branchId, bookings: 60 + index, cancelled: 5 + (index % 3), noShows: 3 + (index % 2) })));
  const chatRows = months.map((month, index) => ({ month, chats: 30 + index, converted: 9 + (index % 4) }));
  return {
    from,
    to,
    branch,
    revenue: { count: add(revenueRows, (row) => row.count), amount: add(revenueRows, (row) => row.amount), rows: revenueRows },
    steps: { open: add(stepRows, (row) => row.open), stays: add(stepRows, (row) => row.stays), rows: stepRows },
    services: { repairs: add(serviceRows, (row) => row.repairs), bookings: add(serviceRows, (row) => row.bookings), rows: serviceRows },
    quotes: {
      answered: add(quoteRows, (row) => row.answered),
      approved: add(quoteRows, (row) => row.approved),
      answeredAmount: add(quoteRows, (row) => row.answeredAmount),
      approvedAmount: add(quoteRows, (row) => row.approvedAmount),
      rows: quoteRows,
    },
    attendance: {
      bookings: add(attendanceRows, (row) => row.bookings),
      cancelled: add(attendanceRows, (row) => row.cancelled),
      noShows: add(attendanceRows, (row) => row.noShows),
      rows: attendanceRows,
    },
    chats: { chats: add(chatRows, (row) => row.chats), converted: add(chatRows, (row) => row.converted), rows: chatRows },
  };
}

/** A period with nothing in it: every month and source listed, all zero, no service. */
export function emptyReport({ from, to, branch = null }: DemoReportQuery): Report {
  const filled = demoReport({ from, to, branch });
  const zero = <T extends object>(row: T, keys: ReadonlyArray<keyof T>) => ({ ...row, ...Object.fromEntries(keys.map((key) => [key, 0])) });
  return {
    ...filled,
    revenue: { count: 0, amount: 0, rows: filled.revenue.rows.map((row) => zero(row, ['count', 'amount'])) },
    steps: { open: 0, stays: 0, rows: filled.steps.rows.map((row) => ({ ...zero(row, ['open', 'stays']), averageMinutes: null })) },
    services: { repairs: 0, bookings: 0, rows: [] },
    quotes: { answered: 0, approved: 0, answeredAmount: 0, approvedAmount: 0, rows: filled.quotes.rows.map((row) => zero(row, ['answered', 'approved', 'answeredAmount', 'approvedAmount'])) },
    attendance: { bookings: 0, cancelled: 0, noShows: 0, rows: filled.attendance.rows.map((row) => zero(row, ['bookings', 'cancelled', 'noShows'])) },
    chats: { chats: 0, converted: 0, rows: filled.chats.rows.map((row) => zero(row, ['chats', 'converted'])) },
  };
}
