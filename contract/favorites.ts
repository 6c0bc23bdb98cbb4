import { z } from 'zod';
import { endpoint } from './endpoint';
import { getLikeCountPath, getLikedPath, listFavoriteProductsPath } from './api-paths';
import { isoDateTimeSchema, objectIdSchema } from './common';

/**
 * A liked service as the favourites page reads it: `category_id` is the plain category id
 * there (the page compares it with a category `_id`), unlike the catalogue lists.
 */
export const favoriteProductSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  image: z.string().nullable(),
  subImages: z.array(z.string()),
  category_id: objectIdSchema,
  isFeatured: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** When this account liked it; the list is newest liked first. */
  likedAt: isoDateTimeSchema,
});
export type FavoriteProduct = z.infer<typeof favoriteProductSchema>;

const likeCountSchema = z.number().int().nonnegative();

export const likeProduct = endpoint({
  method: 'POST',
  path: '/api/favorites/like',
  access: 'user',
  summary: 'Thích một dịch vụ (cho tài khoản đang đăng nhập; thích lại không tạo bản ghi mới)',
  body: z.object({
    /** Sent by the deployed client; when present it must be the signed-in account. */
    accountId: objectIdSchema.optional(),
    productId: objectIdSchema,
  }),
  response: z.object({ message: z.string(), count: likeCountSchema }),
});

export const unlikeProduct = endpoint({
  method: 'DELETE',
  path: '/api/favorites/unlike/:accountId/:productId',
  access: 'user',
  summary: 'Bỏ thích một dịch vụ; trả về một chuỗi JSON (trang yêu thích hiển thị nguyên thân phản hồi)',
  params: z.object({ accountId: objectIdSchema, productId: objectIdSchema }),
  response: z.string(),
});

export const getLikeCount = endpoint({
  method: 'GET',
  path: getLikeCountPath,
  access: 'public',
  summary: 'Số lượt thích của một dịch vụ, là một số trần (không bao giờ âm)',
  params: z.object({ productId: objectIdSchema }),
  response: likeCountSchema,
});

export const getLiked = endpoint({
  method: 'GET',
  path: getLikedPath,
  access: 'public',
  summary: 'Tài khoản đang đăng nhập đã thích dịch vụ chưa, là true/false trần (khách chưa đăng nhập luôn nhận false)',
  params: z.object({ accountId: objectIdSchema, productId: objectIdSchema }),
  response: z.boolean(),
});

export const listFavoriteProducts = endpoint({
  method: 'GET',
  path: listFavoriteProductsPath,
  access: 'user',
  summary: 'Dịch vụ yêu thích của chính mình, thích gần nhất trước',
  params: z.object({ accountId: objectIdSchema }),
  response: z.array(favoriteProductSchema),
});
