import { z } from 'zod';
import { endpoint } from './endpoint';
import { deleteCommentPath, listProductCommentsPath } from './api-paths';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema } from './common';
import { COMMENT_MAX_LENGTH, commentLength } from './comment-rules';
import { format, messages } from './messages';

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
  /** Plain text, stored as typed (trimmed): always shown as text, never as HTML. */
  comment: z
    .string({ error: messages.comments.commentRequired })
    .trim()
    .min(1, messages.comments.commentRequired)
    .refine((text) => commentLength(text) <= COMMENT_MAX_LENGTH, format(messages.comments.commentTooLong, { max: COMMENT_MAX_LENGTH })),
  productId: z.string({ error: messages.common.invalidId }).pipe(objectIdSchema),
  /** Sent by the deployed client; ignored: the author is always the signed-in account. */
  accountId: z.string().nullish(),
});
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;

export const listProductComments = endpoint({
  method: 'GET',
  path: listProductCommentsPath,
  access: 'public',
  summary: 'Bình luận của một dịch vụ, mới nhất trước',
  params: productCommentsParamsSchema,
  response: z.array(commentSchema),
});

export const createComment = endpoint({
  method: 'POST',
  path: '/api/comments/create',
  access: 'user',
  summary: 'Gửi bình luận (tác giả là tài khoản đang đăng nhập; giới hạn số bình luận mỗi tài khoản, vượt quá: 429 và Retry-After)',
  body: createCommentBodySchema,
  response: commentSchema,
});

export const deleteComment = endpoint({
  method: 'DELETE',
  path: deleteCommentPath,
  access: 'user',
  summary: 'Xóa bình luận (tác giả hoặc quản trị viên; `accountId` trong thân yêu cầu bị bỏ qua)',
  params: idParamsSchema,
  response: messageResponseSchema,
});
