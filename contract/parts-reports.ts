import { z } from 'zod';
import { endpoint } from './endpoint';
import { BRANCH_IDS } from './garage';
import { messages } from './messages';
import { choiceParam } from './paging';
import { isReportMonth } from './reports';

/** A part with stock that left no branch shelf (used, sold, moved, returned) for this many days is a slow mover. */
export const SLOW_MOVER_DAYS = 90;

/** The parts store's figures, each downloadable as a CSV file of its own. */
export const PARTS_REPORT_FIGURES = ['stock-value', 'parts-margin', 'slow-movers', 'supplier-spend'] as const;
export type PartsReportFigure = (typeof PARTS_REPORT_FIGURES)[number];

/** The movements that take units off a branch's shelf: what a slow mover has had none of. */
export const OUTGOING_MOVEMENT_KINDS = ['job-use', 'shop-sale', 'transfer-out', 'return'] as const;

const monthParam = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string({ error: messages.reports.monthInvalid })
    .trim()
    .refine(isReportMonth, messages.reports.monthInvalid)
    .optional(),
);

const partsQueryShape = { month: monthParam, branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired) };

/** One month ('YYYY-MM', this month by default) and one branch or both. Stock value and slow movers are of now. */
export const partsReportQuerySchema = z.object(partsQueryShape);
export type PartsReportQuery = z.output<typeof partsReportQuerySchema>;

export const partsReportExportQuerySchema = z.object({ ...partsQueryShape, figure: z.enum(PARTS_REPORT_FIGURES, { error: messages.reports.figureInvalid }) });
export type PartsReportExportQuery = z.output<typeof partsReportExportQuerySchema>;

const count = z.number().int().nonnegative();
/** A difference of money may fall below zero (a part sold under its cost). */
const signed = z.number().int();

export const stockValueRowSchema = z.object({ branch: z.enum(BRANCH_IDS), parts: count, quantity: count, value: count });
export type StockValueRow = z.infer<typeof stockValueRowSchema>;

export const partsMarginRowSchema = z.object({
  repairId: z.string(),
  code: z.string(),
  branch: z.enum(BRANCH_IDS),
  closedAt: z.string(),
  /** The approved part lines' totals. */
  sale: count,
  /** What the parts the job used cost, from the ledger. */
  cost: count,
  margin: signed,
});
export type PartsMarginRow = z.infer<typeof partsMarginRowSchema>;

export const slowMoverRowSchema = z.object({
  partId: z.string(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  branch: z.enum(BRANCH_IDS),
  onHand: count,
  /** On hand at the part's cost price. */
  value: count,
  /** The last time units left this branch's shelf; null when they never did. */
  lastOutAt: z.string().nullable(),
});
export type SlowMoverRow = z.infer<typeof slowMoverRowSchema>;

export const supplierSpendRowSchema = z.object({ supplierId: z.string(), name: z.string(), receipts: count, amount: count });
export type SupplierSpendRow = z.infer<typeof supplierSpendRowSchema>;

export const partsReportSchema = z.object({
  month: z.string().refine(isReportMonth),
  branch: z.enum(BRANCH_IDS).nullable(),
  /** Now, per branch, at the parts' cost price. */
  stockValue: z.object({ quantity: count, value: count, rows: z.array(stockValueRowSchema) }),
  /** Jobs closed in the month that fitted parts, the latest first. */
  partsMargin: z.object({ sale: count, cost: count, margin: signed, rows: z.array(partsMarginRowSchema) }),
  /** Now; the most money on the shelf first. */
  slowMovers: z.object({ onHand: count, value: count, rows: z.array(slowMoverRowSchema) }),
  /** Goods received in the month on purchase orders, by supplier, the most paid first. */
  supplierSpend: z.object({ receipts: count, amount: count, rows: z.array(supplierSpendRowSchema) }),
});
export type PartsReport = z.infer<typeof partsReportSchema>;

export const getPartsReport = endpoint({
  method: 'GET',
  path: '/api/reports/parts',
  access: 'master',
  summary:
    'Báo cáo phụ tùng của một tháng (mặc định tháng này, giờ Việt Nam) và chi nhánh: giá trị tồn kho theo giá vốn (hiện tại), lãi phụ tùng theo phiếu sửa chữa đã đóng, hàng chậm luân chuyển (hiện tại) và tiền trả nhà cung cấp',
  query: partsReportQuerySchema,
  response: partsReportSchema,
});

export const exportPartsReport = endpoint({
  method: 'GET',
  path: '/api/reports/parts/export',
  access: 'master',
  summary: 'Một số liệu của báo cáo phụ tùng (figure) dạng CSV UTF-8 có BOM, cùng tháng và chi nhánh, dòng cuối là tổng cộng',
  query: partsReportExportQuerySchema,
  /** The CSV text itself (text/csv), not JSON. */
  response: z.string(),
});
