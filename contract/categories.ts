import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDateTimeSchema, objectIdSchema } from './common';

export const categorySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const listCategories = endpoint({
  method: 'GET',
  path: '/api/categories',
  access: 'public',
  summary: 'Danh mục dịch vụ, mới nhất trước',
  response: z.array(categorySchema),
});
