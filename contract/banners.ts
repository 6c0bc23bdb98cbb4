import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema } from './common';
import { messages } from './messages';
import { imageUrlSchema } from './products';
import { pagingQuerySchema } from './paging';

export const bannerSchema = z.object({
  _id: objectIdSchema,
  image: imageUrlSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const createBannerBodySchema = z.object({
  image: z.string({ error: messages.banners.imageRequired }).trim().min(1, messages.banners.imageRequired),
});
export type CreateBannerBody = z.input<typeof createBannerBodySchema>;

export const updateBannerBodySchema = z.object({
  /** A new data URL or the existing URL; null or absent keeps the current picture. */
  image: z.string({ error: messages.validation.imageInvalidType }).trim().nullish(),
});
export type UpdateBannerBody = z.input<typeof updateBannerBodySchema>;

export const listBanners = endpoint({
  method: 'GET',
  path: '/api/banners',
  access: 'public',
  summary: 'Banner trang chủ, mới nhất trước (mảng trần). page, limit; tổng ở header X-Total-Count.',
  query: pagingQuerySchema,
  response: z.array(bannerSchema),
});

export const createBanner = endpoint({
  method: 'POST',
  path: '/api/banners/create',
  access: 'staff',
  summary: 'Thêm banner (ảnh bắt buộc)',
  body: createBannerBodySchema,
  response: bannerSchema,
});

export const updateBanner = endpoint({
  method: 'PUT',
  path: '/api/banners/:id',
  access: 'staff',
  summary: 'Đổi ảnh banner (null: giữ ảnh cũ)',
  params: idParamsSchema,
  body: updateBannerBodySchema,
  response: bannerSchema,
});

export const deleteBanner = endpoint({
  method: 'DELETE',
  path: '/api/banners/:id',
  access: 'staff',
  summary: 'Xóa banner',
  params: idParamsSchema,
  response: messageResponseSchema,
});
