import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDateTimeSchema, objectIdSchema, requiredText, typedNumber } from './common';
import { dayParam } from './date-range';
import { BRANCH_IDS } from './garage';
import { format, messages } from './messages';
import { MONEY_ENTRY_MAX, moneyAmountSchema, moneyNoteSchema } from './payments';
import { readWholeNumber } from './typed-number-rules';
import { groupThousands } from './format';

/**
 * Each branch's cash book (sổ quỹ) per day: what was in the drawer in the morning, every cash
 * sum in and out (jobs' cash payments and refunds, shop orders paid cash on delivery, other
 * receipts and expenses staff enter), the closing balance it should hold, and, once the day is
 * closed, the cash counted and the difference. A closed day takes no entry until a master
 * reopens it with a reason.
 */

export const CASH_ENTRY_KINDS = ['receipt', 'expense'] as const;
export type CashEntryKind = (typeof CASH_ENTRY_KINDS)[number];
export const CASH_ENTRY_KIND_LABELS: Readonly<Record<CashEntryKind, string>> = { receipt: 'Thu', expense: 'Chi' };

/** Where an entry came from: a job's payment, a shop order, or typed by staff. */
export const CASH_ENTRY_SOURCES = ['repair', 'order', 'manual'] as const;
export type CashEntrySource = (typeof CASH_ENTRY_SOURCES)[number];

/** What staff may enter by hand, per kind; jobs and orders write their own. */
export const CASH_CATEGORIES = {
  receipt: ['Thu khác', 'Rút tiền từ ngân hàng', 'Tiền lẻ đầu ca', 'Bán phế liệu'],
  expense: ['Mua vật tư, phụ tùng', 'Điện, nước, internet', 'Lương, thưởng, tạm ứng', 'Ăn uống, tiếp khách', 'Vận chuyển', 'Nộp tiền vào ngân hàng', 'Chi khác'],
} as const satisfies Record<CashEntryKind, readonly string[]>;
export const REPAIR_CASH_CATEGORY = 'Thu tiền sửa chữa';
export const REPAIR_REFUND_CATEGORY = 'Hoàn tiền sửa chữa';
export const ORDER_CASH_CATEGORY = 'Thu tiền đơn hàng (COD)';
export const ORDER_REFUND_CATEGORY = 'Hoàn tiền đơn hàng';

export const cashEntrySchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(CASH_ENTRY_KINDS),
  source: z.enum(CASH_ENTRY_SOURCES),
  category: z.string(),
  amount: z.number().int().positive(),
  note: z.string(),
  /** The job or order it belongs to, shown as its code. */
  reference: z.object({ kind: z.enum(['repair', 'order']), _id: objectIdSchema, code: z.string() }).nullable(),
  recordedBy: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type CashEntry = z.infer<typeof cashEntrySchema>;

export const cashDayEventSchema = z.object({
  action: z.enum(['close', 'reopen']),
  countedCash: z.number().int().nullable(),
  difference: z.number().int().nullable(),
  reason: z.string(),
  by: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  at: isoDateTimeSchema,
});

export const cashDaySchema = z.object({
  branch: z.enum(BRANCH_IDS),
  /** 'YYYY-MM-DD' (Vietnam). */
  day: z.string(),
  /** What the drawer held in the morning: the last closed day's counted cash and anything entered on days between. */
  openingBalance: z.number().int(),
  entries: z.array(cashEntrySchema),
  receipts: z.number().int().nonnegative(),
  expenses: z.number().int().nonnegative(),
  /** openingBalance + receipts - expenses. */
  closingBalance: z.number().int(),
  /** Set while the day is closed. */
  closed: z
    .object({
      countedCash: z.number().int().nonnegative(),
      /** countedCash - closingBalance: negative when cash is missing. */
      difference: z.number().int(),
      by: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
      at: isoDateTimeSchema,
    })
    .nullable(),
  /** Closings and reopenings, oldest first. */
  history: z.array(cashDayEventSchema),
});
export type CashDay = z.infer<typeof cashDaySchema>;

const branchSchema = z.enum(BRANCH_IDS, { error: messages.bookings.branchRequired });
const daySchema = dayParam(messages.cashbook.dayRequired);

export const getCashDay = endpoint({
  method: 'GET',
  path: '/api/cashbook',
  access: 'staff',
  summary: 'Sổ quỹ tiền mặt của một chi nhánh trong một ngày: tồn đầu ngày, các khoản thu chi, tồn cuối ngày, tiền đếm được và chênh lệch khi đã chốt',
  query: z.object({ branch: branchSchema, day: daySchema }),
  response: cashDaySchema,
});

export const cashEntryBodySchema = z
  .object({
    branch: branchSchema,
    day: daySchema,
    kind: z.enum(CASH_ENTRY_KINDS, { error: messages.cashbook.kindRequired }),
    category: requiredText(messages.cashbook.categoryRequired, 100),
    amount: moneyAmountSchema,
    note: moneyNoteSchema,
  })
  .superRefine((body, ctx) => {
    if (!(CASH_CATEGORIES[body.kind] as readonly string[]).includes(body.category)) ctx.addIssue({ code: 'custom', path: ['category'], message: messages.cashbook.categoryRequired });
  });

export const addCashEntry = endpoint({
  method: 'POST',
  path: '/api/cashbook/entries',
  access: 'staff',
  summary: 'Ghi một khoản thu hoặc chi tiền mặt khác vào sổ quỹ (danh mục, số tiền, ghi chú); ngày đã chốt: 409; chi vượt tiền trong két: 409',
  body: cashEntryBodySchema,
  response: cashDaySchema,
});

const countedMessage = format(messages.cashbook.countedInvalid, { max: groupThousands(MONEY_ENTRY_MAX) });
export const closeCashDay = endpoint({
  method: 'POST',
  path: '/api/cashbook/close',
  access: 'staff',
  summary: 'Chốt sổ quỹ ngày: ghi tiền mặt đếm được và chênh lệch so với tồn cuối ngày; ngày đã chốt: 409; ngày chưa tới: 409',
  body: z.object({
    branch: branchSchema,
    day: daySchema,
    countedCash: typedNumber(
      readWholeNumber,
      z.number({ error: (issue) => (issue.input === undefined ? messages.cashbook.countedRequired : countedMessage) }).int(countedMessage).min(0, countedMessage).max(MONEY_ENTRY_MAX, countedMessage),
    ),
    /** Why the count differs, when it does. */
    note: moneyNoteSchema,
  }),
  response: cashDaySchema,
});

export const reopenCashDay = endpoint({
  method: 'POST',
  path: '/api/cashbook/reopen',
  access: 'master',
  summary: 'Quản lý mở lại một ngày đã chốt (có lý do, được lưu)',
  body: z.object({ branch: branchSchema, day: daySchema, reason: requiredText(messages.cashbook.reopenReasonRequired, 300) }),
  response: cashDaySchema,
});
