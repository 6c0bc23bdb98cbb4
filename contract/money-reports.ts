import { z } from 'zod';
import { endpoint } from './endpoint';
import { checkDateRange, dateRangeShape } from './date-range';
import { BRANCH_IDS } from './garage';
import { messages } from './messages';
import { choiceParam } from './paging';
import { AGEING_BUCKETS } from './payments';
import { PAYMENT_METHODS } from './repair-quotes';

/**
 * The money figures of '/manager/reports': what came in by method and branch, the deposits
 * held on open jobs, receivables by age, and each closed cash day's difference. Every table's
 * total row is the sum of its rows; each table downloads as CSV.
 */

export const MONEY_TABLES = ['revenue-methods', 'deposits', 'receivables', 'cash-differences'] as const;
export type MoneyTable = (typeof MONEY_TABLES)[number];
export const MONEY_TABLE_TITLES: Readonly<Record<MoneyTable, string>> = {
  'revenue-methods': 'Doanh thu theo hình thức thanh toán',
  deposits: 'Tiền cọc đang giữ',
  receivables: 'Công nợ theo tuổi nợ',
  'cash-differences': 'Chênh lệch sổ quỹ',
};

export const moneyReportQuerySchema = z
  .object({ ...dateRangeShape, branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired) })
  .superRefine(checkDateRange);
export type MoneyReportQuery = z.output<typeof moneyReportQuerySchema>;

const branchColumn = z.enum(BRANCH_IDS);

export const moneyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Money in, less refunds, by the day it was taken (Vietnam); shop orders paid on delivery count as cash. */
  revenueMethods: z.object({
    rows: z.array(z.object({ branch: branchColumn, method: z.enum(PAYMENT_METHODS), received: z.number().int(), refunded: z.number().int(), net: z.number().int() })),
    total: z.object({ received: z.number().int(), refunded: z.number().int(), net: z.number().int() }),
  }),
  /** Now, whatever the period: open jobs holding money paid before their handover. */
  deposits: z.object({
    rows: z.array(z.object({ branch: branchColumn, jobs: z.number().int(), amount: z.number().int() })),
    total: z.object({ jobs: z.number().int(), amount: z.number().int() }),
  }),
  /** Now, whatever the period. */
  receivables: z.object({
    rows: z.array(z.object({ branch: branchColumn, bucket: z.enum(AGEING_BUCKETS), count: z.number().int(), balance: z.number().int() })),
    total: z.object({ count: z.number().int(), balance: z.number().int() }),
  }),
  /** Closed days in the period whose count differed. */
  cashDifferences: z.object({
    rows: z.array(z.object({ branch: branchColumn, day: z.string(), expected: z.number().int(), counted: z.number().int(), difference: z.number().int() })),
    total: z.object({ expected: z.number().int(), counted: z.number().int(), difference: z.number().int() }),
  }),
});
export type MoneyReport = z.infer<typeof moneyReportSchema>;

export const getMoneyReport = endpoint({
  method: 'GET',
  path: '/api/reports/money',
  access: 'staff',
  summary: 'Báo cáo tiền: doanh thu theo hình thức và chi nhánh, tiền cọc đang giữ, công nợ theo tuổi nợ, chênh lệch sổ quỹ; from/to là ngày (YYYY-MM-DD)',
  query: moneyReportQuerySchema,
  response: moneyReportSchema,
});

export const exportMoneyReport = endpoint({
  method: 'GET',
  path: '/api/reports/money/:table.csv',
  access: 'staff',
  summary: 'Một bảng của báo cáo tiền dạng CSV (UTF-8 có BOM), dòng cuối là Tổng cộng',
  params: z.object({ table: z.enum(MONEY_TABLES, { error: messages.reports.figureInvalid }) }),
  query: moneyReportQuerySchema,
  response: z.string(),
});
