import { z } from 'zod';
import { getPaymentRequestPath } from './api-paths';
import { endpoint } from './endpoint';
import { isoDateTimeSchema, objectIdSchema, idParamsSchema } from './common';
import { bookingCodeSchema, vietnamPhoneSchema } from './bookings';
import { bankByBin } from './banks';
import { BRANCH_IDS } from './garage';
import { format, messages } from './messages';
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

export const ACCOUNT_NAME_MAX = 50;

/** What the bank prints: capitals, no diacritics ('Nguyễn Văn Đức' → 'NGUYEN VAN DUC'). */
export function bankAccountName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const branchBankAccountBodySchema = z.object({
  bin: z
    .string({ error: messages.vietqr.bankRequired })
    .refine((bin) => bankByBin(bin) !== undefined, messages.vietqr.bankRequired),
  /** Typed as the card shows it ('0071 0012 34567'): spaces and dots are dropped. */
  accountNumber: z
    .string({ error: messages.vietqr.accountNumberInvalid })
    .transform((text) => text.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{6,19}$/, messages.vietqr.accountNumberInvalid)),
  accountName: z
    .string({ error: messages.vietqr.accountNameRequired })
    .transform(bankAccountName)
    .pipe(
      z
        .string()
        .min(1, messages.vietqr.accountNameRequired)
        .max(ACCOUNT_NAME_MAX, format(messages.vietqr.accountNameTooLong, { max: ACCOUNT_NAME_MAX }))
        .regex(/^[A-Z0-9 ]+$/, messages.vietqr.accountNameInvalid),
    ),
});
export type BranchBankAccountBody = z.output<typeof branchBankAccountBodySchema>;

export const updateBranchBankAccount = endpoint({
  method: 'PUT',
  path: '/api/bank-accounts/:branch',
  access: 'master',
  summary: 'Đặt tài khoản ngân hàng nhận chuyển khoản của một chi nhánh (ngân hàng trong danh sách, số tài khoản 6-19 chữ số, tên chủ tài khoản viết hoa không dấu)',
  params: z.object({ branch: z.enum(BRANCH_IDS) }),
  body: branchBankAccountBodySchema,
  response: branchBankAccountSchema,
});

export const paymentRequestQuerySchema = z.object({
  /** Omitted: the balance, or `amount` of it (a part payment, no more than the balance). 'deposit' asks for `amount` as a deposit. */
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
  path: getPaymentRequestPath,
  access: 'public',
  summary:
    'Mã VietQR cho số tiền gara cần thu của phiếu (số còn phải trả, hoặc tiền cọc với kind=deposit&amount=): nhân viên, khách của chính phiếu, hoặc khách có mã phiếu và số điện thoại. Chi nhánh chưa có tài khoản ngân hàng, hoặc không còn gì phải trả: 409.',
  params: idParamsSchema,
  query: paymentRequestQuerySchema,
  response: paymentRequestSchema,
});

