import { z } from 'zod';
import { endpoint } from './endpoint';
import { getCartPath } from './api-paths';
import { isoDateTimeSchema, messageResponseSchema, objectIdSchema } from './common';
import { messages } from './messages';

/** The product inside a cart line; `quantity` here is the stock left, which caps the line. */
export const cartProductSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
  quantity: z.number().int(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartItemSchema = z.object({
  _id: objectIdSchema,
  account_id: objectIdSchema,
  quantity: z.number().int().min(1),
  product_id: cartProductSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A line quantity: a whole number of at least 1 (the stock cap is checked by the server). */
export const cartQuantitySchema = z
  .number({ error: messages.cart.quantityMin })
  .int(messages.cart.quantityMin)
  .min(1, messages.cart.quantityMin);

export const getCart = endpoint({
  method: 'GET',
  path: getCartPath,
  access: 'user',
  summary: 'Giỏ hàng của một tài khoản (của chính mình, hoặc nhân viên xem), mới thêm trước',
  params: z.object({ accountId: objectIdSchema }),
  response: z.array(cartItemSchema),
});

export const addToCart = endpoint({
  method: 'POST',
  path: '/api/cart',
  access: 'user',
  summary: 'Thêm dịch vụ vào giỏ của tài khoản đang đăng nhập (cộng dồn vào dòng đã có, không vượt tồn kho)',
  body: z.object({
    product_id: objectIdSchema,
    quantity: cartQuantitySchema.default(1),
    /** Sent by the deployed client; when present it must be the signed-in account. */
    account_id: objectIdSchema.optional(),
  }),
  response: cartItemSchema,
});

export const updateCartItem = endpoint({
  method: 'PUT',
  path: '/api/cart/:cartItemId',
  access: 'user',
  summary: 'Đổi số lượng một dòng trong giỏ của chính mình (từ 1 đến tồn kho)',
  params: z.object({ cartItemId: objectIdSchema }),
  body: z.object({ quantity: cartQuantitySchema }),
  response: cartItemSchema,
});

export const removeCartItem = endpoint({
  method: 'DELETE',
  path: '/api/cart/:cartItemId',
  access: 'user',
  summary: 'Xóa một dòng khỏi giỏ của chính mình',
  params: z.object({ cartItemId: objectIdSchema }),
  response: messageResponseSchema,
});
