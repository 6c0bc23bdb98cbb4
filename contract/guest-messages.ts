import { z } from 'zod';
import { hasUnstorableCharacters, isoDateTimeSchema, objectIdSchema, requiredText } from './common';
import { CHAT_MESSAGE_MAX, chatTextSchema } from './chat';
import { endpoint } from './endpoint';
import { format, messages } from './messages';
import { readPhone } from './typed-number-rules';

/**
 * A visitor without an account leaves the garage a message from the chat panel (name, a phone or
 * an e-mail, the text, and the consent to keep them); staff answer it by mail, or call the phone
 * and mark it answered.
 */

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null));

/** Typed the garage's way ('0912 345 678'), stored as ten digits; empty is no phone. */
const guestPhoneSchema = optionalText.transform((value, ctx) => {
  if (value === null) return null;
  const phone = readPhone(value);
  if (phone === null) ctx.addIssue({ code: 'custom', message: messages.validation.phoneInvalid });
  return phone ?? value;
});

const guestEmailSchema = optionalText.transform((value, ctx) => {
  if (value === null) return null;
  if (value.length > 254 || !z.email().safeParse(value).success) ctx.addIssue({ code: 'custom', message: messages.validation.emailInvalid });
  return value.toLowerCase();
});

export const guestMessageBodySchema = z
  .object({
    fullName: requiredText(messages.validation.fullNameRequired, 100).refine((text) => !hasUnstorableCharacters(text), messages.common.invalidCharacters),
    phone: guestPhoneSchema,
    email: guestEmailSchema,
    message: z
      .string({ error: messages.validation.contentRequired })
      .trim()
      .min(1, messages.validation.contentRequired)
      .max(CHAT_MESSAGE_MAX, format(messages.chat.messageTooLong, { max: CHAT_MESSAGE_MAX }))
      .refine((text) => !hasUnstorableCharacters(text), messages.common.invalidCharacters),
    // Only a ticked box is consent: the garage may keep nothing without it.
    consent: z.boolean({ error: messages.guestMessages.consentRequired }).refine((given) => given, messages.guestMessages.consentRequired),
  })
  .superRefine((body, ctx) => {
    if (body.phone === null && body.email === null) ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.guestMessages.contactRequired });
  });
export type GuestMessageBody = z.input<typeof guestMessageBodySchema>;

/** Per address, and per phone or e-mail: a few messages, so nobody fills the desk or mails the garage's inbox without end. */
export const GUEST_MESSAGE_LIMITS = { perAddress: 5, addressWindowSeconds: 60 * 60, perContact: 3, contactWindowSeconds: 24 * 60 * 60 } as const;

export const guestMessageSchema = z.object({
  _id: objectIdSchema,
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string(),
  consentAt: isoDateTimeSchema,
  reply: z.string().nullable(),
  answeredAt: isoDateTimeSchema.nullable(),
  answeredByName: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type GuestMessage = z.infer<typeof guestMessageSchema>;

export const createGuestMessage = endpoint({
  method: 'POST',
  path: '/api/chat/guest-messages',
  access: 'public',
  summary: 'Khách chưa có tài khoản để lại lời nhắn (họ tên, số điện thoại hoặc e-mail, nội dung, đồng ý lưu thông tin); gara trả lời qua e-mail hoặc gọi lại',
  body: guestMessageBodySchema,
  response: z.object({ _id: objectIdSchema, createdAt: isoDateTimeSchema }),
});

export const listGuestMessages = endpoint({
  method: 'GET',
  path: '/api/chat/guest-messages',
  access: 'staff',
  summary: 'Nhân viên: lời nhắn của khách chưa có tài khoản đang chờ trả lời, cũ nhất trước',
  response: z.array(guestMessageSchema),
});

export const replyGuestMessage = endpoint({
  method: 'POST',
  path: '/api/chat/guest-messages/:id/reply',
  access: 'staff',
  summary: 'Nhân viên: trả lời lời nhắn qua e-mail của khách (gửi qua hàng đợi thư) và đánh dấu đã trả lời',
  params: z.object({ id: objectIdSchema }),
  body: z.object({ reply: chatTextSchema }),
  response: guestMessageSchema,
});

export const markGuestMessageAnswered = endpoint({
  method: 'PUT',
  path: '/api/chat/guest-messages/:id/answered',
  access: 'staff',
  summary: 'Nhân viên: đánh dấu lời nhắn đã trả lời (đã gọi điện cho khách)',
  params: z.object({ id: objectIdSchema }),
  response: guestMessageSchema,
});
