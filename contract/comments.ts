import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema, requiredText } from './common';
import { messages } from './messages';

/** The author as the client reads it: populated under `account` (the request says `accountId`). */
export const commentAuthorSchema = z.object({ _id: objectIdSchema, fullName: z.string() });

export const commentSchema = z.object({
  _id: objectIdSchema,
  comment: z.string(),
  productId: objectIdSchema,
  account: commentAuthorSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Comment = z.infer<typeof commentSchema>;

export const productCommentsParamsSchema = z.object({ productId: objectIdSchema });

export const createCommentBodySchema = z.object({
  comment: requiredText(messages.comments.commentRequired, 2000),
  productId: z.string({ error: messages.common.invalidId }).pipe(objectIdSchema),
  /** Sent by the deployed client; ignored: the author is always the signed-in account. */
  accountId: z.string().nullish(),
});
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;

export const listProductComments = endpoint({
  method: 'GET',
  path: '/api/comments/product/:productId',
  access: 'public',
  summary: 'Bình luận của một dịch vụ, mới nhất trước',
  params: productCommentsParamsSchema,
  response: z.array(commentSchema),
});

export const createComment = endpoint({
  method: 'POST',
  path: '/api/comments/create',
  access: 'user',
  summary: 'Gửi bình luận (tác giả là tài khoản đang đăng nhập)',
  body: createCommentBodySchema,
  response: commentSchema,
});

export const deleteComment = endpoint({
  method: 'DELETE',
  path: '/api/comments/:id',
  access: 'user',
  summary: 'Xóa bình luận (tác giả hoặc quản trị viên; `accountId` trong thân yêu cầu bị bỏ qua)',
  params: idParamsSchema,
  response: messageResponseSchema,
});
