import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDateTimeSchema, objectIdSchema, idParamsSchema } from './common';
import { bookingCodeSchema, vietnamPhoneSchema } from './bookings';
import { BRANCH_IDS } from './garage';
import { messages } from './messages';
import { moneyAmountSchema } from './payments';

/**
 * The branches' bank accounts and the VietQR code of every sum the garage asks for: a job's
 * balance, or a deposit. The payload is NAPAS's EMVCo text (contract/vietqr.ts), the purpose
 * field carrying the job's transfer reference (contract/transfer-reference.ts) so the transfer
 * finds its job by itself.
 */

export const branchBankAccountSchema = z.object({
  branch: z.enum(BRANCH_IDS),
  /** The bank's 6-digit BIN (contract/banks.ts). */
  bin: z.string(),
  /** The bank's short name, as people call it ('Vietcombank'). */
  bankName: z.string(),
  accountNumber: z.string(),
  /** As the bank writes it: capitals without diacritics. */
  accountName: z.string(),
  updatedBy: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  updatedAt: isoDateTimeSchema,
});
export type BranchBankAccount = z.infer<typeof branchBankAccountSchema>;

export const listBranchBankAccounts = endpoint({
  method: 'GET',
  path: '/api/bank-accounts',
  access: 'staff',
  summary: 'Tài khoản ngân hàng nhận chuyển khoản của từng chi nhánh (chi nhánh chưa đặt thì không có trong danh sách)',
  response: z.array(branchBankAccountSchema),
});

export const paymentRequestQuerySchema = z.object({
  /** Omitted: the balance. 'deposit' asks for `amount` as a deposit. */
  kind: z.enum(['balance', 'deposit']).optional(),
  amount: moneyAmountSchema.optional(),
  /** The guest's way in, as on the tracking page. */
  code: bookingCodeSchema.optional(),
  phone: vietnamPhoneSchema.optional(),
});

export const paymentRequestSchema = z.object({
  /** Whole dong. */
  amount: z.number().int().positive(),
  /** The EMVCo text the QR image encodes. */
  payload: z.string(),
  /** The bank's short name. */
  bank: z.string(),
  bin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** What the transfer's note must carry ('SC K7M2QX'). */
  note: z.string(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const getPaymentRequest = endpoint({
  method: 'GET',
  path: '/api/repairs/:id/payment-request',
  access: 'public',
  summary:
    'Mã VietQR cho số tiền gara cần thu của phiếu (số còn phải trả, hoặc tiền cọc với kind=deposit&amount=): nhân viên, khách của chính phiếu, hoặc khách có mã phiếu và số điện thoại. Chi nhánh chưa có tài khoản ngân hàng, hoặc không còn gì phải trả: 409.',
  params: idParamsSchema,
  query: paymentRequestQuerySchema,
  response: paymentRequestSchema,
});

