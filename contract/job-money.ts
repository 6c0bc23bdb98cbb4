import { z } from 'zod';
import { isoDateTimeSchema, objectIdSchema } from './common';
import { PAYMENT_METHODS } from './repair-quotes';

/**
 * A job's money as a list: deposits taken before the work, payments (part or whole), refunds
 * with their reason. The balance is the approved total minus what was paid (deposits and
 * payments less refunds); the job closes at the handover when it is zero, or when a master
 * lets it go on credit, and then the rest is a receivable with a due date.
 */
export const JOB_PAYMENT_KINDS = ['deposit', 'payment', 'refund'] as const;
export type JobPaymentKind = (typeof JOB_PAYMENT_KINDS)[number];
export const JOB_PAYMENT_KIND_LABELS: Readonly<Record<JobPaymentKind, string>> = { deposit: 'Đặt cọc', payment: 'Thanh toán', refund: 'Hoàn tiền' };

/** One sum of money: what paid it, who took it and when, and the bank transfer it came from. */
export const jobPaymentSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(JOB_PAYMENT_KINDS),
  /** Always positive, in whole dong; a refund's sign comes from its kind. */
  amount: z.number().int().positive(),
  method: z.enum(PAYMENT_METHODS),
  /** A refund's reason; otherwise what the desk wrote, or the transfer's note. */
  note: z.string(),
  /** Who took it; null for a transfer matched by itself, or once the account is gone. */
  recordedBy: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  /** Set when a bank transfer became this payment. */
  transferId: objectIdSchema.nullable(),
  paidAt: isoDateTimeSchema,
});
export type JobPayment = z.infer<typeof jobPaymentSchema>;

export const jobCreditSchema = z.object({
  creditAccount: z.object({ _id: objectIdSchema, name: z.string() }),
  /** What was left when the job was handed over on credit. */
  amount: z.number().int().nonnegative(),
  /** 'YYYY-MM-DD' (Vietnam). */
  dueOn: z.string(),
  grantedBy: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  grantedAt: isoDateTimeSchema,
});
export type JobCredit = z.infer<typeof jobCreditSchema>;

export const jobMoneySchema = z.object({
  /** The approved lines' total (discount and VAT included); 0 before the customer's answer. */
  total: z.number().int().nonnegative(),
  /** Deposits and payments less refunds. */
  paid: z.number().int(),
  /** Deposits taken (not refunded) while the job is open: money held for the customer. */
  deposits: z.number().int().nonnegative(),
  /** total - paid: what the customer still owes; negative when the garage owes them. */
  balance: z.number().int(),
  payments: z.array(jobPaymentSchema),
  /** Set when a master let the job go on credit. */
  credit: jobCreditSchema.nullable(),
});
export type JobMoney = z.infer<typeof jobMoneySchema>;
