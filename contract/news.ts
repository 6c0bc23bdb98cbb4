import { z } from 'zod';
import { endpoint } from './endpoint';
import { getNewsPath, listNewsPath } from './api-paths';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema, requiredText } from './common';
import { messages } from './messages';
import { imageUrlSchema } from './products';
import { choiceParam, searchListQuerySchema } from './paging';

export const newsSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  content: z.string(),
  image: imageUrlSchema.nullable(),
  /**
   * A promotion, listed under 'Tin khuyến mãi'. Added after the deployed client, which never
   * reads it: absent (an older answer, a story's data) reads as false.
   */
  promotion: z.boolean().default(false),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type News = z.output<typeof newsSchema>;

const newsBody = z.object({
  title: requiredText(messages.news.titleRequired, 300),
  content: requiredText(messages.validation.contentRequired, 50_000),
  /**
   * A data URL or an existing /media URL. On create, null means no image; on edit, null
   * or absent keeps the current image and '' removes it.
   */
  image: z.string({ error: messages.validation.imageInvalidType }).trim().nullish(),
  /** The deployed client never sends it: absent on create is false, absent on edit keeps the stored value. */
  promotion: z.boolean({ error: messages.news.promotionInvalid }).optional(),
});
export const createNewsBodySchema = newsBody;
export const updateNewsBodySchema = newsBody;
export type NewsBody = z.input<typeof newsBody>;

/** `promotion=true`: only the promotions ('Tin khuyến mãi'); `false`: only the others; absent: all. */
export const newsListQuerySchema = searchListQuerySchema.extend({
  promotion: choiceParam(['true', 'false'], messages.news.promotionFilterInvalid).transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type NewsListQuery = z.output<typeof newsListQuerySchema>;

export const listNews = endpoint({
  method: 'GET',
  path: listNewsPath,
  access: 'public',
  summary: 'Tin tức, mới nhất trước (mảng trần). page, limit, q (tiêu đề hoặc nội dung), promotion=true|false (chỉ tin khuyến mãi / chỉ tin khác); tổng ở header X-Total-Count.',
  query: newsListQuerySchema,
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
