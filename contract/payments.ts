import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema, requiredText, typedNumber } from './common';
import { BRANCH_IDS } from './garage';
import { JOB_PAYMENT_KINDS, jobMoneySchema, jobPaymentSchema } from './job-money';
import { format, messages } from './messages';
import { choiceParam, searchTextParam } from './paging';
import { PAYMENT_METHODS } from './repair-quotes';
import { readWholeNumber } from './typed-number-rules';
import { groupThousands } from './format';

/**
 * Money the garage takes and is owed: a job's payments (deposit, payment, refund), the handover
 * on credit, the customers and companies a master allows credit, their receivables with ageing
 * and their statements.
 */

/** The largest sum one entry may carry: ten billion dong, beyond any job of this garage. */
export const MONEY_ENTRY_MAX = 10_000_000_000;
export const MONEY_NOTE_MAX = 300;
/** Credit terms a master may give: up to a year, and a limit up to MONEY_ENTRY_MAX. */
export const CREDIT_DAYS_MAX = 365;

const amountMessage = format(messages.money.amountInvalid, { max: groupThousands(MONEY_ENTRY_MAX) });
/** A sum as typed ('200.000', '200 000 đ'), whole dong, at least 1. */
export const moneyAmountSchema = typedNumber(
  readWholeNumber,
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.money.amountRequired : amountMessage) })
    .int(amountMessage)
    .min(1, amountMessage)
    .max(MONEY_ENTRY_MAX, amountMessage),
);
export const moneyNoteSchema = z
  .string()
  .trim()
  .max(MONEY_NOTE_MAX, format(messages.validation.textTooLong, { max: MONEY_NOTE_MAX }))
  .nullish()
  .transform((value) => value ?? '');
const versionSchema = z.number({ error: messages.repairs.versionRequired }).int(messages.repairs.versionRequired).positive(messages.repairs.versionRequired);

export const addPaymentBodySchema = z
  .object({
    kind: z.enum(JOB_PAYMENT_KINDS, { error: messages.money.kindRequired }),
    amount: moneyAmountSchema,
    method: z.enum(PAYMENT_METHODS, { error: messages.quotes.paymentMethodRequired }),
    /** A refund's reason (required), or what the desk wants to remember. */
    note: moneyNoteSchema,
    /** The job's version as the desk saw it: two desks taking money at once cannot both be right. */
    version: versionSchema,
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'refund' && body.note === '') ctx.addIssue({ code: 'custom', path: ['note'], message: messages.money.refundReasonRequired });
  });
export type AddPaymentBody = z.output<typeof addPaymentBodySchema>;

export const paymentResultSchema = z.object({
  payment: jobPaymentSchema,
  money: jobMoneySchema,
  /** The job's version after the payment. */
  version: z.number().int().positive(),
  /** True when this payment brought the balance to zero at the handover and closed the job. */
  closed: z.boolean(),
  /** The invoice's number once the job is closed. */
  invoiceNumber: z.number().int().positive().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const addRepairPayment = endpoint({
  method: 'POST',
  path: '/api/repairs/:id/payments',
  access: 'staff',
  summary:
    'Ghi một khoản tiền của phiếu: đặt cọc (khi phiếu còn mở), thanh toán (không vượt số còn phải trả; phiếu ở bước Bàn giao đóng khi còn 0 đ) hoặc hoàn tiền (có lý do, không vượt số đã thu). Tiền mặt vào sổ quỹ chi nhánh trong ngày (ngày đã chốt: 409). Kèm version của phiếu (409 khi cũ) và tiêu đề Idempotency-Key: gửi lại cùng khóa trả lại kết quả lần đầu.',
  params: idParamsSchema,
  body: addPaymentBodySchema,
  response: paymentResultSchema,
});

export const getRepairMoney = endpoint({
  method: 'GET',
  path: '/api/repairs/:id/payments',
  access: 'staff',
  summary: 'Tiền của phiếu: tổng các dòng khách đồng ý, đã thu, tiền cọc, còn phải trả, các khoản đã ghi và công nợ nếu có',
  params: idParamsSchema,
  response: jobMoneySchema,
});

/** A customer or company the garage lets pay later. */
export const CREDIT_ACCOUNT_KINDS = ['customer', 'company'] as const;
export type CreditAccountKind = (typeof CREDIT_ACCOUNT_KINDS)[number];
export const CREDIT_ACCOUNT_KIND_LABELS: Readonly<Record<CreditAccountKind, string>> = { customer: 'Khách hàng', company: 'Công ty' };

export const creditAccountSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(CREDIT_ACCOUNT_KINDS),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  taxCode: z.string(),
  /** The most it may owe at once, in dong. */
  limit: z.number().int().nonnegative(),
  /** Days from the handover to the due date. */
  days: z.number().int().nonnegative(),
  active: z.boolean(),
  /** What it owes now (open receivables). */
  owed: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;

const creditLimitMessage = format(messages.money.creditLimitInvalid, { max: groupThousands(MONEY_ENTRY_MAX) });
const creditDaysMessage = format(messages.money.creditDaysInvalid, { max: CREDIT_DAYS_MAX });
export const creditAccountBodySchema = z.object({
  kind: z.enum(CREDIT_ACCOUNT_KINDS, { error: messages.money.creditKindRequired }),
  name: requiredText(messages.money.creditNameRequired, 150),
  phone: z.string().trim().max(30, format(messages.validation.textTooLong, { max: 30 })).nullish().transform((value) => value ?? ''),
  email: z.string().trim().max(200, format(messages.validation.textTooLong, { max: 200 })).nullish().transform((value) => value ?? ''),
  taxCode: z.string().trim().max(20, format(messages.validation.textTooLong, { max: 20 })).nullish().transform((value) => value ?? ''),
  limit: typedNumber(readWholeNumber, z.number({ error: creditLimitMessage }).int(creditLimitMessage).min(0, creditLimitMessage).max(MONEY_ENTRY_MAX, creditLimitMessage)),
  days: typedNumber(readWholeNumber, z.number({ error: creditDaysMessage }).int(creditDaysMessage).min(0, creditDaysMessage).max(CREDIT_DAYS_MAX, creditDaysMessage)),
  active: z.boolean().nullish().transform((value) => value ?? true),
});
export type CreditAccountBody = z.output<typeof creditAccountBodySchema>;

export const listCreditAccounts = endpoint({
  method: 'GET',
  path: '/api/credit-accounts',
  access: 'staff',
  summary: 'Khách hàng và công ty được ghi nợ: hạn mức, số ngày, số đang nợ; q tìm theo tên, số điện thoại, mã số thuế',
  query: z.object({ q: searchTextParam }),
  response: z.array(creditAccountSchema),
});

export const createCreditAccount = endpoint({
  method: 'POST',
  path: '/api/credit-accounts',
  access: 'master',
  summary: 'Quản lý cho một khách hàng hoặc công ty ghi nợ (hạn mức, số ngày)',
  body: creditAccountBodySchema,
  response: creditAccountSchema,
});

export const updateCreditAccount = endpoint({
  method: 'PUT',
  path: '/api/credit-accounts/:id',
  access: 'master',
  summary: 'Quản lý đổi hạn mức, số ngày hoặc ngừng cho ghi nợ',
  params: idParamsSchema,
  body: creditAccountBodySchema,
  response: creditAccountSchema,
});

export const handOverOnCreditBodySchema = z.object({
  creditAccountId: objectIdSchema.or(z.undefined()).refine((value) => value !== undefined, messages.money.creditAccountRequired),
  version: versionSchema,
  note: moneyNoteSchema,
});

export const handOverOnCredit = endpoint({
  method: 'POST',
  path: '/api/repairs/:id/credit',
  access: 'master',
  summary:
    'Quản lý cho giao xe ghi nợ: phiếu ở bước Bàn giao còn tiền phải trả đóng lại, phần còn lại thành công nợ của khách hàng hoặc công ty với hạn trả theo số ngày được phép; vượt hạn mức: 409',
  params: idParamsSchema,
  body: handOverOnCreditBodySchema,
  response: paymentResultSchema.omit({ payment: true }),
});

/** How late a receivable is, as garages count it. */
export const AGEING_BUCKETS = ['current', '1-30', '31-60', 'over-60'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Readonly<Record<AgeingBucket, string>> = {
  current: 'Chưa đến hạn',
  '1-30': 'Quá hạn 1-30 ngày',
  '31-60': 'Quá hạn 31-60 ngày',
  'over-60': 'Quá hạn trên 60 ngày',
};

/** Days past the due date (0 or less: not yet due) to its bucket. */
export function ageingBucketOf(daysOverdue: number): AgeingBucket {
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return '1-30';
  if (daysOverdue <= 60) return '31-60';
  return 'over-60';
}

export const receivableSchema = z.object({
  repairId: objectIdSchema,
  code: z.string(),
  branch: z.enum(BRANCH_IDS),
  plate: z.string(),
  fullName: z.string(),
  creditAccount: z.object({ _id: objectIdSchema, name: z.string() }),
  closedAt: isoDateTimeSchema,
  dueOn: z.string(),
  /** What was left at the handover. */
  amount: z.number().int().nonnegative(),
  /** What is still owed. */
  balance: z.number().int(),
  daysOverdue: z.number().int(),
  bucket: z.enum(AGEING_BUCKETS),
});
export type Receivable = z.infer<typeof receivableSchema>;

export const receivablesSchema = z.object({
  rows: z.array(receivableSchema),
  /** One per bucket, in AGEING_BUCKETS' order; their sum is `total`. */
  buckets: z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), count: z.number().int().nonnegative(), balance: z.number().int() })),
  total: z.number().int(),
});
export type Receivables = z.infer<typeof receivablesSchema>;

export const receivablesQuerySchema = z.object({
  branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired),
  creditAccountId: z.preprocess((value) => (value === '' ? undefined : value), objectIdSchema.optional()),
  bucket: choiceParam(AGEING_BUCKETS, messages.money.bucketInvalid),
});

export const listReceivables = endpoint({
  method: 'GET',
  path: '/api/receivables',
  access: 'staff',
  summary: 'Công nợ phải thu còn mở (theo chi nhánh, khách hàng/công ty, nhóm tuổi nợ), tổng mỗi nhóm và tổng cộng bằng tổng các dòng',
  query: receivablesQuerySchema,
  response: receivablesSchema,
});

/** A customer's statement: each job on credit and each payment, with the running balance. */
export const statementSchema = z.object({
  creditAccount: creditAccountSchema,
  /** 'YYYY-MM-DD' (Vietnam), the day it was drawn. */
  drawnOn: z.string(),
  rows: z.array(
    z.object({
      at: isoDateTimeSchema,
      repairId: objectIdSchema,
      code: z.string(),
      plate: z.string(),
      /** 'charge' (a job handed over on credit) or 'payment' / 'refund' made after it. */
      kind: z.enum(['charge', 'payment', 'refund']),
      description: z.string(),
      /** Positive for a charge, negative for a payment. */
      amount: z.number().int(),
      balance: z.number().int(),
      dueOn: z.string().nullable(),
    }),
  ),
  balance: z.number().int(),
  overdue: z.number().int().nonnegative(),
});
export type Statement = z.infer<typeof statementSchema>;

export const getStatement = endpoint({
  method: 'GET',
  path: '/api/credit-accounts/:id/statement',
  access: 'staff',
  summary: 'Bảng kê công nợ của khách hàng/công ty: các phiếu ghi nợ, các khoản đã trả, số dư sau mỗi dòng; /statement.pdf cho bản in',
  params: idParamsSchema,
  response: statementSchema,
});

export const getStatementPdf = endpoint({
  method: 'GET',
  path: '/api/credit-accounts/:id/statement.pdf',
  access: 'staff',
  summary: 'Bảng kê công nợ dạng PDF khổ A4 (application/pdf)',
  params: idParamsSchema,
  /** The PDF's bytes (application/pdf), not JSON. */
  response: z.string(),
});

export const mailStatement = endpoint({
  method: 'POST',
  path: '/api/credit-accounts/:id/statement/mail',
  access: 'staff',
  summary: 'Gửi bảng kê công nợ (PDF đính kèm) qua thư đến e-mail của khách hàng/công ty; không có e-mail: 409',
  params: idParamsSchema,
  response: z.object({ message: z.string() }),
});
