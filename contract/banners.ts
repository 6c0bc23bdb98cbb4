import { z } from 'zod';
import { endpoint } from './endpoint';
import { listBannersPath } from './api-paths';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema } from './common';
import { format, messages } from './messages';
import { imageUrlSchema } from './products';
import { pagingQuerySchema } from './paging';
import { isSitePath } from './site-path';

export const BANNER_TITLE_MAX = 80;
export const BANNER_DESCRIPTION_MAX = 200;
export const BANNER_BUTTON_LABEL_MAX = 30;
export const BANNER_LINK_MAX = 200;

/**
 * An optional text of a banner, trimmed; '' and null clear it (null). Absent stays undefined,
 * so an edit from the deployed client, which sends only `image`, keeps the stored text.
 */
function optionalBannerText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

const bannerTextFields = {
  title: optionalBannerText(BANNER_TITLE_MAX, format(messages.banners.titleTooLong, { max: BANNER_TITLE_MAX })),
  description: optionalBannerText(BANNER_DESCRIPTION_MAX, format(messages.banners.descriptionTooLong, { max: BANNER_DESCRIPTION_MAX })),
  buttonLabel: optionalBannerText(BANNER_BUTTON_LABEL_MAX, format(messages.banners.buttonLabelTooLong, { max: BANNER_BUTTON_LABEL_MAX })),
  link: z
    .string()
    .trim()
    .max(BANNER_LINK_MAX, format(messages.banners.linkTooLong, { max: BANNER_LINK_MAX }))
    .refine((value) => value === '' || isSitePath(value), messages.banners.linkInvalid)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
};

export const bannerSchema = z.object({
  _id: objectIdSchema,
  image: imageUrlSchema,
  /**
   * Headline, text and button laid over the picture on the home page; null: picture only.
   * The server always sends them; an answer without them (an older server) reads as null.
   */
  title: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  buttonLabel: z.string().nullable().default(null),
  /** A path on this site ('/lien-he'), the target of the button. */
  link: z.string().nullable().default(null),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const createBannerBodySchema = z.object({
  image: z.string({ error: messages.banners.imageRequired }).trim().min(1, messages.banners.imageRequired),
  ...bannerTextFields,
});
export type CreateBannerBody = z.input<typeof createBannerBodySchema>;
export type CreateBannerInput = z.output<typeof createBannerBodySchema>;

export const updateBannerBodySchema = z.object({
  /** A new data URL or the existing URL; null or absent keeps the current picture. */
  image: z.string({ error: messages.validation.imageInvalidType }).trim().nullish(),
  /** Absent: keep the stored text; null or '': clear it. */
  ...bannerTextFields,
});
export type UpdateBannerBody = z.input<typeof updateBannerBodySchema>;
export type UpdateBannerInput = z.output<typeof updateBannerBodySchema>;

export const listBanners = endpoint({
  method: 'GET',
  path: listBannersPath,
  access: 'public',
  summary: 'Banner trang chủ, mới nhất trước (mảng trần). page, limit; tổng ở header X-Total-Count.',
  query: pagingQuerySchema,
  response: z.array(bannerSchema),
});

export const createBanner = endpoint({
  method: 'POST',
  path: '/api/banners/create',
  access: 'staff',
  summary: 'Thêm banner (ảnh bắt buộc; tiêu đề, mô tả, chữ trên nút và liên kết tùy chọn)',
  body: createBannerBodySchema,
  response: bannerSchema,
});

export const updateBanner = endpoint({
  method: 'PUT',
  path: '/api/banners/:id',
  access: 'staff',
  summary: 'Sửa banner (ảnh null: giữ ảnh cũ; trường chữ vắng mặt: giữ nguyên, null hoặc rỗng: xóa)',
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
