import { z } from 'zod';
import { endpoint } from './endpoint';
import { getNewsPath, listNewsPath } from './api-paths';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema, requiredText } from './common';
import { messages } from './messages';
import { imageUrlSchema } from './products';
import { searchListQuerySchema } from './paging';

export const newsSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  content: z.string(),
  image: imageUrlSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type News = z.infer<typeof newsSchema>;

const newsBody = z.object({
  title: requiredText(messages.news.titleRequired, 300),
  content: requiredText(messages.validation.contentRequired, 50_000),
  /**
   * A data URL or an existing /media URL. On create, null means no image; on edit, null
   * or absent keeps the current image and '' removes it.
   */
  image: z.string({ error: messages.validation.imageInvalidType }).trim().nullish(),
});
export const createNewsBodySchema = newsBody;
export const updateNewsBodySchema = newsBody;
export type NewsBody = z.input<typeof newsBody>;

export const listNews = endpoint({
  method: 'GET',
  path: listNewsPath,
  access: 'public',
  summary: 'Tin tức, mới nhất trước (mảng trần). page, limit, q (tiêu đề hoặc nội dung); tổng ở header X-Total-Count.',
  query: searchListQuerySchema,
  response: z.array(newsSchema),
});

export const getNews = endpoint({
  method: 'GET',
  path: getNewsPath,
  access: 'public',
  summary: 'Một bài tin tức',
  params: idParamsSchema,
  response: newsSchema,
});

export const createNews = endpoint({
  method: 'POST',
  path: '/api/news/create',
  access: 'staff',
  summary: 'Thêm tin tức',
  body: createNewsBodySchema,
  response: newsSchema,
});

export const updateNews = endpoint({
  method: 'PUT',
  path: '/api/news/:id',
  access: 'staff',
  summary: 'Sửa tin tức (ảnh null: giữ ảnh cũ)',
  params: idParamsSchema,
  body: updateNewsBodySchema,
  response: newsSchema,
});

export const deleteNews = endpoint({
  method: 'DELETE',
  path: '/api/news/:id',
  access: 'staff',
  summary: 'Xóa tin tức',
  params: idParamsSchema,
  response: messageResponseSchema,
});
