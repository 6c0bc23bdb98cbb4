import { z } from 'zod';
import { endpoint } from './endpoint';
import { listStaffPositionsPath } from './api-paths';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema, requiredText } from './common';
import { messages } from './messages';
import { searchListQuerySchema } from './paging';

export const staffPositionSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type StaffPosition = z.infer<typeof staffPositionSchema>;

export const staffPositionBodySchema = z.object({
  name: requiredText(messages.staffPositions.nameRequired, 100),
});
export type StaffPositionBody = z.input<typeof staffPositionBodySchema>;

/**
 * The deployed position screen tests `body.status === 200` and shows `body.data.message`;
 * the plain `message` beside them is what every other delete answers.
 */
export const deleteStaffPositionResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: z.object({ message: z.string() }),
});

export const listStaffPositions = endpoint({
  method: 'GET',
  path: listStaffPositionsPath,
  access: 'public',
  summary: 'Vị trí nhân viên, mới nhất trước (mảng trần). page, limit, q (tên); tổng ở header X-Total-Count.',
  query: searchListQuerySchema,
  response: z.array(staffPositionSchema),
});

export const getStaffPosition = endpoint({
  method: 'GET',
  path: '/api/categoriesStaff/:id',
  access: 'public',
  summary: 'Một vị trí nhân viên',
  params: idParamsSchema,
  response: staffPositionSchema,
});

export const createStaffPosition = endpoint({
  method: 'POST',
  path: '/api/categoriesStaff/create',
  access: 'master',
  summary: 'Thêm vị trí nhân viên (tên trùng: 409)',
  body: staffPositionBodySchema,
  response: staffPositionSchema,
});

export const updateStaffPosition = endpoint({
  method: 'PUT',
  path: '/api/categoriesStaff/:id',
  access: 'master',
  summary: 'Đổi tên vị trí nhân viên (tên trùng: 409)',
  params: idParamsSchema,
  body: staffPositionBodySchema,
  response: staffPositionSchema,
});

export const deleteStaffPosition = endpoint({
  method: 'DELETE',
  path: '/api/categoriesStaff/:id',
  access: 'master',
  summary: 'Xóa vị trí nhân viên (đang có nhân viên: 409)',
  params: idParamsSchema,
  response: deleteStaffPositionResponseSchema,
});
