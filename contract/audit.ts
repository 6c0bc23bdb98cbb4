import { z } from 'zod';
import { isoDateTimeSchema, objectIdSchema } from './common';
import { checkDateRange, dayParam } from './date-range';
import { endpoint } from './endpoint';
import { messages } from './messages';
import { pagingQuerySchema } from './paging';

/**
 * The audit log: every change staff make to money, bookings, repair steps, accounts and roles,
 * stock, settings and consents, and every export of personal data, written by the database in
 * the change's own transaction (who, when, from which address, what, before and after). Rows are
 * chained: each carries the hash of the one before it, so an edited or removed row shows.
 * Personal fields (names, phones, e-mails, addresses, texts) are recorded as changed, never their
 * values, so erasing a person never has to touch the log.
 */

/** The records the log follows, with their Vietnamese names. */
export const AUDIT_ENTITIES = {
  accounts: 'Tài khoản',
  account_roles: 'Vai trò',
  bookings: 'Lịch hẹn',
  repair_orders: 'Phiếu sửa chữa',
  repair_moves: 'Bước sửa chữa',
  repair_quotes: 'Báo giá',
  repair_quote_lines: 'Dòng báo giá',
  job_payments: 'Thanh toán',
  repair_credits: 'Công nợ',
  cash_entries: 'Sổ quỹ',
  cash_days: 'Chốt quỹ',
  bank_transfers: 'Chuyển khoản',
  orders: 'Đơn hàng',
  products: 'Sản phẩm',
  stock_movements: 'Kho',
  parts: 'Phụ tùng',
  part_stock: 'Mức đặt hàng lại',
  branch_settings: 'Cài đặt chi nhánh',
  branch_bank_accounts: 'Tài khoản ngân hàng',
  closed_days: 'Ngày nghỉ',
  repair_step_limits: 'Thời hạn bước sửa chữa',
  credit_accounts: 'Khách công nợ',
  consents: 'Đồng ý',
  privacy_notices: 'Chính sách bảo mật',
  privacy_requests: 'Yêu cầu dữ liệu',
  privacy_breaches: 'Sự cố dữ liệu',
  privacy_settings: 'Thời hạn lưu',
  personal_data: 'Xuất dữ liệu cá nhân',
  clock_events: 'Bấm giờ',
  service_packages: 'Gói dịch vụ',
  workshop_settings: 'Bảng lợi nhuận phụ tùng',
  technician_shares: 'Hoa hồng kỹ thuật viên',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_KEYS = Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]];

export const AUDIT_ACTIONS = ['insert', 'update', 'delete', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = { insert: 'Tạo', update: 'Sửa', delete: 'Xóa', export: 'Xuất dữ liệu' };

/** What the log shows in place of a personal field's value. */
export const AUDIT_PERSONAL_MARK = '(thông tin cá nhân)';

export const auditEntrySchema = z.object({
  /** Position in the chain, from 1. */
  seq: z.number().int().positive(),
  at: isoDateTimeSchema,
  actor: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  /** The address the request came from; null for the server's own jobs. */
  ip: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entityId: z.string(),
  /** The changed fields only, before and after (a personal field shows AUDIT_PERSONAL_MARK). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pagingQuerySchema
  .extend({
    actor: objectIdSchema.optional(),
    entity: z.enum(AUDIT_ENTITY_KEYS, { error: messages.audit.entityInvalid }).optional(),
    // Record ids are object ids or keys joined by ':' ('quan-12:2026-12-06').
    entityId: z
      .string()
      .trim()
      .max(64, messages.audit.entityIdInvalid)
      .regex(/^[A-Za-z0-9:_.-]*$/, messages.audit.entityIdInvalid)
      .optional(),
    action: z.enum(AUDIT_ACTIONS, { error: messages.audit.actionInvalid }).optional(),
    from: dayParam(messages.exports.fromRequired).optional(),
    to: dayParam(messages.exports.toRequired).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to) checkDateRange({ from: query.from, to: query.to }, ctx);
  });

export const listAudit = endpoint({
  method: 'GET',
  path: '/api/audit',
  access: 'master',
  summary: 'Nhật ký thay đổi: ai, khi nào, từ địa chỉ nào, sửa gì (trước và sau); lọc theo người, bản ghi, loại và thời gian',
  query: auditQuerySchema,
  response: z.array(auditEntrySchema),
});

export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  /** Rows checked, the whole chain. */
  checked: z.number().int().nonnegative(),
  /** The first row that does not match the chain: edited (its hash), or a row missing before it. */
  firstBroken: z.object({ seq: z.number().int().positive(), reason: z.enum(['edited', 'missing']) }).nullable(),
  checkedAt: isoDateTimeSchema,
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

export const verifyAudit = endpoint({
  method: 'GET',
  path: '/api/audit/verify',
  access: 'master',
  summary: 'Kiểm tra chuỗi băm của nhật ký: phát hiện dòng bị sửa hoặc bị xóa',
  response: auditVerificationSchema,
});
