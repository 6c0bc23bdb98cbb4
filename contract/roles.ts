import { z } from 'zod';
import { endpoint } from './endpoint';
import { messageResponseSchema, objectIdSchema } from './common';
import { messages } from './messages';

/** Role names are compared case-insensitively; the server stores them lower-cased. */
export const roleSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** A 24-hex id whose absence is worded for the form it comes from. */
function idField(missingMessage: string) {
  return z.string({ error: missingMessage }).regex(/^[0-9a-f]{24}$/, messages.common.invalidId);
}
const accountIdField = idField(messages.validation.fillAllFields);
const roleIdField = idField(messages.validation.roleRequired);

export const roleChangeBodySchema = z.object({ accountId: accountIdField, roleId: roleIdField });
export type RoleChangeBody = z.infer<typeof roleChangeBodySchema>;

export const accountStatusBodySchema = z.object({ accountId: accountIdField });
export type AccountStatusBody = z.infer<typeof accountStatusBodySchema>;

export const listRoles = endpoint({
  method: 'GET',
  path: '/api/roles',
  access: 'staff',
  summary: 'Danh sách vai trò (mảng trần [{_id, name}])',
  response: z.array(roleSchema),
});

export const assignRole = endpoint({
  method: 'POST',
  path: '/api/roles/assign',
  access: 'master',
  summary: 'Gán một vai trò cho tài khoản (chỉ Master); gán lại vai trò đã có không đổi gì. Khách hàng là tài khoản không có vai trò nào ([]): không có vai trò "khách hàng" để gán',
  body: roleChangeBodySchema,
  response: messageResponseSchema,
});

export const removeRole = endpoint({
  method: 'POST',
  path: '/api/roles/remove',
  access: 'master',
  summary: 'Gỡ một vai trò khỏi tài khoản (chỉ Master); không gỡ được vai trò của tài khoản Master; tài khoản không có vai trò đó: 404',
  body: roleChangeBodySchema,
  response: messageResponseSchema,
});

export const enableAccount = endpoint({
  method: 'PUT',
  path: '/api/roles/enable',
  access: 'master',
  summary: 'Mở khóa tài khoản (chỉ Master; không áp dụng cho chính mình hay tài khoản Master khác)',
  body: accountStatusBodySchema,
  response: messageResponseSchema,
});

export const disableAccount = endpoint({
  method: 'PUT',
  path: '/api/roles/disable',
  access: 'master',
  summary: 'Khóa tài khoản (chỉ Master; không khóa chính mình hay tài khoản Master khác); token của tài khoản bị khóa hết hiệu lực ngay',
  body: accountStatusBodySchema,
  response: messageResponseSchema,
});
