import { z } from 'zod';
import { endpoint } from './endpoint';
import { listStaffPath } from './api-paths';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema, phoneSchema } from './common';
import { STAFF_NAME_MIN } from './constants';
import { messages } from './messages';
import { imageUrlSchema, refInput } from './products';
import { searchListQuerySchema } from './paging';

export const staffPositionRefSchema = z.object({ _id: objectIdSchema, name: z.string() });

export const staffSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  phone: z.string(),
  /** Free-text job title shown on the card. */
  position: z.string(),
  image: imageUrlSchema.nullable(),
  /** The staff position, populated. */
  catestaff_id: staffPositionRefSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Staff = z.infer<typeof staffSchema>;

const missing = messages.validation.fillAllFields;

export const staffBodySchema = z.object({
  name: z.string({ error: missing }).trim().min(1, missing).min(STAFF_NAME_MIN, messages.staff.nameTooShort).max(100),
  phone: phoneSchema(missing, messages.validation.phoneInvalid),
  position: z.string({ error: missing }).trim().min(1, missing).max(100),
  catestaff_id: refInput(missing),
  /**
   * A data URL, an existing /media URL, or '' for no picture. On edit, null or absent
   * keeps the current picture.
   */
  image: z.string({ error: messages.validation.imageInvalidType }).trim().nullish(),
});
export type StaffBody = z.input<typeof staffBodySchema>;

/** The deployed staff screen looks for the English `status: 'success'`. */
export const deleteStaffResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

export const listStaff = endpoint({
  method: 'GET',
  path: listStaffPath,
  access: 'public',
  summary:
    'Nhân viên, mới nhất trước, kèm vị trí (mảng trần). page, limit, q (tên, số điện thoại, chức vụ hoặc vị trí); tổng ở header X-Total-Count.',
  query: searchListQuerySchema,
  response: z.array(staffSchema),
});

export const getStaff = endpoint({
  method: 'GET',
  path: '/api/staff/:id',
  access: 'public',
  summary: 'Một nhân viên',
  params: idParamsSchema,
  response: staffSchema,
});

export const createStaff = endpoint({
  method: 'POST',
  path: '/api/staff/create',
  access: 'master',
  summary: 'Thêm nhân viên',
  body: staffBodySchema,
  response: staffSchema,
});

export const updateStaff = endpoint({
  method: 'PUT',
  path: '/api/staff/:id',
  access: 'master',
  summary: 'Sửa nhân viên (ảnh null: giữ ảnh cũ)',
  params: idParamsSchema,
  body: staffBodySchema,
  response: staffSchema,
});

export const deleteStaff = endpoint({
  method: 'DELETE',
  path: '/api/staff/:id',
  access: 'master',
  summary: 'Xóa nhân viên',
  params: idParamsSchema,
  response: deleteStaffResponseSchema,
});
