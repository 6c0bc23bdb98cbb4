import { z } from 'zod';
import { endpoint } from './endpoint';
import { listCategoriesPath } from './api-paths';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema, requiredText } from './common';
import { messages } from './messages';
import { searchListQuerySchema } from './paging';

export const categorySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  /** How many services (products) it holds: one that holds any cannot be deleted. */
  productCount: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const listCategories = endpoint({
  method: 'GET',
  path: listCategoriesPath,
  access: 'public',
  summary: 'Danh mục dịch vụ, mới nhất trước (mảng trần). page, limit, q (tên); tổng ở header X-Total-Count.',
  query: searchListQuerySchema,
  response: z.array(categorySchema),
});

export const categoryBodySchema = z.object({
  name: requiredText(messages.categories.nameRequired, 100),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

export const getCategory = endpoint({
  method: 'GET',
  path: '/api/categories/:id',
  access: 'public',
  summary: 'Một danh mục dịch vụ',
  params: idParamsSchema,
  response: categorySchema,
});

export const createCategory = endpoint({
  method: 'POST',
  path: '/api/categories/create',
  access: 'staff',
  summary: 'Thêm danh mục (tên trùng: 409)',
  body: categoryBodySchema,
  response: categorySchema,
});

export const updateCategory = endpoint({
  method: 'PUT',
  path: '/api/categories/:id',
  access: 'staff',
  summary: 'Đổi tên danh mục (tên trùng: 409)',
  params: idParamsSchema,
  body: categoryBodySchema,
  response: categorySchema,
});

export const deleteCategory = endpoint({
  method: 'DELETE',
  path: '/api/categories/:id',
  access: 'staff',
  summary: 'Xóa danh mục (đang có dịch vụ: 409)',
  params: idParamsSchema,
  response: messageResponseSchema,
});
