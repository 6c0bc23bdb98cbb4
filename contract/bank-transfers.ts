import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema, requiredText } from './common';
import { BRANCH_IDS } from './garage';
import { format, messages } from './messages';
import { choiceParam, pagingQuerySchema } from './paging';
import { MONEY_NOTE_MAX } from './payments';

/**
 * Incoming bank transfers: delivered one by one by a bank-notification service's webhook, or
 * read from a statement the branch downloads from its internet banking. A transfer whose note
 * names a job (contract/transfer-reference.ts) and whose amount does not exceed its balance
 * becomes that job's payment by itself; the rest wait in 'Chuyển khoản chưa khớp'.
 */

/** The header carrying the hex HMAC-SHA256 of the raw body, keyed with BANK_WEBHOOK_SECRET. */
export const BANK_SIGNATURE_HEADER = 'X-Signature';

/** One delivery, as the Vietnamese bank-notification services send it (SePay's shape). */
export const bankWebhookBodySchema = z.object({
  id: z.union([z.number().int(), z.string().trim().min(1).max(100)]).transform(String),
  gateway: z.string().trim().max(100).nullish().transform((value) => value ?? ''),
  /** 'YYYY-MM-DD HH:mm:ss', the bank's own clock (Vietnam time). */
  transactionDate: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, messages.bankTransfers.dateInvalid),
  accountNumber: z.string().trim().min(1).max(40),
  code: z.string().trim().max(100).nullish().transform((value) => value ?? ''),
  content: z.string().max(1000).nullish().transform((value) => value ?? ''),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().positive(),
  referenceCode: z.string().trim().max(100).nullish().transform((value) => value ?? ''),
  accumulated: z.number().nullish(),
  subAccount: z.string().nullish(),
  description: z.string().max(2000).nullish(),
});
export type BankWebhookBody = z.output<typeof bankWebhookBodySchema>;

export const bankWebhook = endpoint({
  method: 'POST',
  path: '/api/bank/webhook',
  access: 'public',
  summary:
    'Báo có từ dịch vụ thông báo ngân hàng: tiêu đề X-Signature là HMAC-SHA256 (hex) của thân yêu cầu với BANK_WEBHOOK_SECRET, sai hoặc thiếu: 401. Cùng id gửi lại chỉ ghi một lần. Chuyển khoản có mã phiếu (SC + mã) và số tiền không vượt số còn phải trả tự thành khoản thanh toán của phiếu.',
  body: bankWebhookBodySchema,
  response: z.object({ success: z.boolean(), transferId: objectIdSchema.nullable(), status: z.string() }),
});

export const TRANSFER_STATUSES = ['matched', 'unmatched', 'dismissed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_STATUS_LABELS: Readonly<Record<TransferStatus, string>> = { matched: 'Đã khớp', unmatched: 'Chưa khớp', dismissed: 'Đã bỏ qua' };

export const TRANSFER_SOURCES = ['webhook', 'statement'] as const;
export type TransferSource = (typeof TRANSFER_SOURCES)[number];

export const bankTransferSchema = z.object({
  _id: objectIdSchema,
  source: z.enum(TRANSFER_SOURCES),
  /** The bank's or the service's own id of the transaction. */
  externalId: z.string(),
  /** The branch whose account received it; null when the account is none of the branches'. */
  branch: z.enum(BRANCH_IDS).nullable(),
  accountNumber: z.string(),
  amount: z.number().int().positive(),
  content: z.string(),
  transactedAt: isoDateTimeSchema,
  status: z.enum(TRANSFER_STATUSES),
  /** The job it paid, once matched. */
  repair: z.object({ _id: objectIdSchema, code: z.string() }).nullable(),
  /** The job codes its note names (each may be open or not). */
  references: z.array(z.string()),
  /** Why it was not matched by itself, or why staff dismissed it. */
  reason: z.string(),
  handledBy: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  receivedAt: isoDateTimeSchema,
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

export const listBankTransfers = endpoint({
  method: 'GET',
  path: '/api/bank/transfers',
  access: 'staff',
  summary: 'Chuyển khoản đến, mới nhất trước (status: unmatched mặc định, matched, dismissed; branch), có phân trang (X-Total-Count)',
  query: pagingQuerySchema.extend({
    status: choiceParam(TRANSFER_STATUSES, messages.bankTransfers.statusInvalid),
    branch: choiceParam(BRANCH_IDS, messages.bookings.branchRequired),
  }),
  response: z.array(bankTransferSchema),
});

export const assignBankTransfer = endpoint({
  method: 'POST',
  path: '/api/bank/transfers/:id/assign',
  access: 'staff',
  summary:
    'Gán một chuyển khoản chưa khớp cho phiếu (theo mã phiếu): thành khoản thanh toán của phiếu (không vượt số còn phải trả, trừ khi phiếu còn mở và ghi là đặt cọc). Đã khớp hoặc đã bỏ qua: 409.',
  params: idParamsSchema,
  body: z.object({
    code: requiredText(messages.bankTransfers.codeRequired, 20).transform((value) => value.toUpperCase().replace(/[\s-]/g, '')),
  }),
  response: bankTransferSchema,
});

export const dismissBankTransfer = endpoint({
  method: 'POST',
  path: '/api/bank/transfers/:id/dismiss',
  access: 'staff',
  summary: 'Bỏ qua một chuyển khoản không phải tiền của phiếu nào (có lý do)',
  params: idParamsSchema,
  body: z.object({ reason: requiredText(messages.bankTransfers.dismissReasonRequired, MONEY_NOTE_MAX) }),
  response: bankTransferSchema,
});

/** A statement as downloaded: CSV with a header row naming date, amount, description and transaction id. */
export const STATEMENT_MAX_BYTES = 1024 * 1024;

export const statementImportBodySchema = z.object({
  branch: z.enum(BRANCH_IDS, { error: messages.bookings.branchRequired }),
  fileName: requiredText(messages.bankTransfers.fileRequired, 200),
  /** The file's text (UTF-8). */
  file: z.string().min(1, messages.bankTransfers.fileRequired).max(STATEMENT_MAX_BYTES, format(messages.bankTransfers.fileTooLarge, { max: '1 MB' })),
});

export const statementRowSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.number().int().positive(),
  externalId: z.string(),
  transactedAt: isoDateTimeSchema.nullable(),
  amount: z.number().int(),
  content: z.string(),
  /** 'new' to be recorded, 'duplicate' already recorded, 'outgoing' money out (left out), 'invalid' with `problem`. */
  state: z.enum(['new', 'duplicate', 'outgoing', 'invalid']),
  /** The job it would pay by itself, when its note names one that can take it. */
  match: z.object({ repairId: objectIdSchema, code: z.string() }).nullable(),
  problem: z.string(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementPreviewSchema = z.object({
  rows: z.array(statementRowSchema),
  counts: z.object({ new: z.number().int(), duplicate: z.number().int(), outgoing: z.number().int(), invalid: z.number().int(), matched: z.number().int() }),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

export const previewStatement = endpoint({
  method: 'POST',
  path: '/api/bank/statements/preview',
  access: 'staff',
  summary: 'Xem trước sao kê CSV (ngày, số tiền, nội dung, mã giao dịch): dòng nào sẽ được ghi, dòng nào đã có, dòng nào khớp phiếu; không ghi gì',
  body: statementImportBodySchema,
  response: statementPreviewSchema,
});

export const importStatement = endpoint({
  method: 'POST',
  path: '/api/bank/statements',
  access: 'staff',
  summary: 'Ghi các chuyển khoản đến của sao kê (đã có thì bỏ qua), khớp phiếu như báo có từ webhook; trả lại kết quả như bản xem trước',
  body: statementImportBodySchema,
  response: statementPreviewSchema,
});

