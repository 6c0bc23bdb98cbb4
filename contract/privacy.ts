import { z } from 'zod';
import { hasUnstorableCharacters, isoDateTimeSchema, objectIdSchema, phoneSchema, requiredText } from './common';
import { endpoint } from './endpoint';
import { format, messages } from './messages';
import { pagingQuerySchema } from './paging';
import { CONSENT_PURPOSES, CONSENT_CHANNELS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES, PRIVACY_NOTE_MAX, PRIVACY_NOTICE_BODY_MAX, BREACH_STATUSES } from './privacy-rules';

/**
 * Personal data under Vietnam's Personal Data Protection Law (91/2025/QH15, Decree 356/2025):
 * the privacy notice and its versions, the consents a person gives (each purpose on its own, never
 * pre-ticked, kept with who, which notice, when and where), the requests a person makes about
 * their data (access, correction, restriction, objection, erasure) and their deadlines in working
 * days, the breach register with its 72-hour clock, and how long each kind of data is kept.
 */

// ---------------------------------------------------------------------------------------------
// The privacy notice

export const privacyNoticeSchema = z.object({
  version: z.number().int().positive(),
  title: z.string(),
  /** Plain text; a blank line starts a paragraph, a line starting with '## ' a heading. */
  body: z.string(),
  publishedAt: isoDateTimeSchema,
  publishedBy: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const getPrivacyNotice = endpoint({
  method: 'GET',
  path: '/api/privacy/notice',
  access: 'public',
  summary: 'Chính sách bảo mật đang áp dụng, hoặc một phiên bản cũ (?version=)',
  query: z.object({ version: z.coerce.number({ error: messages.privacy.noticeNotFound }).int(messages.privacy.noticeNotFound).positive(messages.privacy.noticeNotFound).max(1_000_000, messages.privacy.noticeNotFound).optional() }),
  response: privacyNoticeSchema,
});

export const listPrivacyNotices = endpoint({
  method: 'GET',
  path: '/api/privacy/notices',
  access: 'master',
  summary: 'Mọi phiên bản chính sách bảo mật đã công bố, mới nhất trước',
  response: z.array(privacyNoticeSchema),
});

export const publishNoticeBodySchema = z.object({
  title: requiredText(messages.privacy.noticeTitleRequired, 200),
  body: z
    .string({ error: messages.privacy.noticeBodyRequired })
    .trim()
    .min(200, messages.privacy.noticeBodyTooShort)
    .max(PRIVACY_NOTICE_BODY_MAX, format(messages.privacy.noticeBodyTooLong, { max: PRIVACY_NOTICE_BODY_MAX }))
    .refine((text) => !hasUnstorableCharacters(text), messages.common.invalidCharacters),
});

export const publishPrivacyNotice = endpoint({
  method: 'POST',
  path: '/api/privacy/notices',
  access: 'master',
  summary: 'Công bố phiên bản mới của chính sách bảo mật (phiên bản cũ được giữ)',
  body: publishNoticeBodySchema,
  response: privacyNoticeSchema,
});

// ---------------------------------------------------------------------------------------------
// Consents

/**
 * What a form sends with the person's data: the notice version it showed, the processing consent
 * ticked by the person (required), and the two optional choices, both unticked until ticked.
 */
export const consentChoicesSchema = z.object({
  noticeVersion: z.number({ error: messages.privacy.noticeVersionRequired }).int().positive(messages.privacy.noticeVersionRequired),
  processing: z.boolean({ error: messages.privacy.processingRequired }).refine((given) => given, messages.privacy.processingRequired),
  serviceMessages: z.boolean().default(false),
  marketing: z.boolean().default(false),
});
export type ConsentChoices = z.input<typeof consentChoicesSchema>;
export type ParsedConsentChoices = z.output<typeof consentChoicesSchema>;

export const consentRecordSchema = z.object({
  _id: objectIdSchema,
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  noticeVersion: z.number().int().positive(),
  channel: z.enum(CONSENT_CHANNELS),
  /** A staff member who recorded it for the person (desk, check-in), else null. */
  recordedBy: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  at: isoDateTimeSchema,
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const myConsentsSchema = z.object({
  /** The notice now in force. */
  notice: z.object({ version: z.number().int().positive(), publishedAt: isoDateTimeSchema }),
  /** The latest choice per purpose; null when never asked. */
  choices: z.object({ processing: z.boolean().nullable(), serviceMessages: z.boolean().nullable(), marketing: z.boolean().nullable() }),
  /** Whether the person asked to restrict the processing (a restriction answered by the garage). */
  restricted: z.boolean(),
  /** Every consent given or withdrawn, newest first. */
  history: z.array(consentRecordSchema),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

export const updateConsentsBodySchema = z
  .object({
    noticeVersion: z.number({ error: messages.privacy.noticeVersionRequired }).int().positive(messages.privacy.noticeVersionRequired),
    serviceMessages: z.boolean().optional(),
    marketing: z.boolean().optional(),
    /** The live chat widget's box before the first message: processing under the notice (given only, never withdrawn here). */
    processing: z.literal(true, { error: messages.privacy.processingRequired }).optional(),
    /** Where the choice was made: the account's page, or the chat widget. A mail's link is always 'mail_link'. */
    channel: z.enum(['account', 'chat']).default('account'),
  })
  .refine((body) => body.serviceMessages !== undefined || body.marketing !== undefined || body.processing !== undefined, messages.privacy.nothingToChange);
export type UpdateConsentsBody = z.input<typeof updateConsentsBodySchema>;

export const getMyConsents = endpoint({
  method: 'GET',
  path: '/api/privacy/consents',
  access: 'user',
  summary: 'Các lựa chọn đồng ý của tôi và lịch sử thay đổi',
  response: myConsentsSchema,
});

export const updateMyConsents = endpoint({
  method: 'PUT',
  path: '/api/privacy/consents',
  access: 'user',
  summary: 'Đồng ý hoặc rút lại đồng ý nhận tin dịch vụ, khuyến mãi; có hiệu lực ngay với mọi thư chưa gửi',
  body: updateConsentsBodySchema,
  response: myConsentsSchema,
});

/** The signed link every mail carries ('Quản lý quyền riêng tư'): it names the address the mail went to. */
export const privacyLinkQuerySchema = z.object({
  // A signed token is base64url parts and dots; anything else is no link of ours (400, not a failed check).
  t: z
    .string({ error: messages.privacy.linkInvalid })
    .min(1, messages.privacy.linkInvalid)
    .max(2000, messages.privacy.linkInvalid)
    .regex(/^[A-Za-z0-9_.-]+$/, messages.privacy.linkInvalid),
});

export const getLinkConsents = endpoint({
  method: 'GET',
  path: '/api/privacy/link/consents',
  access: 'public',
  summary: 'Lựa chọn đồng ý của người nhận một e-mail, mở từ liên kết trong thư (không cần đăng nhập)',
  query: privacyLinkQuerySchema,
  response: myConsentsSchema.extend({ email: z.string() }),
});

export const updateLinkConsents = endpoint({
  method: 'PUT',
  path: '/api/privacy/link/consents',
  access: 'public',
  summary: 'Đổi lựa chọn đồng ý từ liên kết trong e-mail',
  query: privacyLinkQuerySchema,
  body: updateConsentsBodySchema,
  response: myConsentsSchema.extend({ email: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Requests about one's data

const noteSchema = z
  .string()
  .trim()
  .max(PRIVACY_NOTE_MAX, format(messages.privacy.noteTooLong, { max: PRIVACY_NOTE_MAX }))
  .refine((text) => !hasUnstorableCharacters(text), messages.common.invalidCharacters)
  .default('');

export const privacyRequestSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  note: z.string(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  /** Who asked: an account, or a guest proved by a booking or job reference and its phone. */
  requester: z.object({
    accountId: objectIdSchema.nullable(),
    /** Shown to the master only; the masked form elsewhere. */
    fullName: z.string(),
    reference: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  receivedAt: isoDateTimeSchema,
  /** 'YYYY-MM-DD' (Vietnam): the last working day to answer. */
  deadline: z.string(),
  /** Working days left until the deadline (0 on the day itself, negative when late); null once answered. */
  workingDaysLeft: z.number().int().nullable(),
  answer: z.string().nullable(),
  answeredAt: isoDateTimeSchema.nullable(),
  answeredBy: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

const referenceSchema = z
  .string({ error: messages.privacy.referenceRequired })
  .trim()
  .toUpperCase()
  .min(1, messages.privacy.referenceRequired)
  .max(20, messages.privacy.referenceRequired);

/** A guest asks for a code first: it is mailed to the address the booking or job holds. */
export const privacyCodeBodySchema = z.object({
  reference: referenceSchema,
  phone: phoneSchema(messages.validation.phoneRequired, messages.validation.phoneInvalid),
});

export const sendPrivacyCode = endpoint({
  method: 'POST',
  path: '/api/privacy/requests/code',
  access: 'public',
  summary: 'Khách không đăng nhập: gửi mã xác nhận đến e-mail của lịch hẹn hoặc phiếu sửa chữa (mã tham chiếu và số điện thoại)',
  body: privacyCodeBodySchema,
  response: z.object({ message: z.string(), maskedEmail: z.string() }),
});

export const privacyRequestBodySchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: messages.privacy.kindRequired }),
  note: noteSchema,
  /** A guest's proof: all three, or none when signed in. */
  reference: referenceSchema.optional(),
  phone: phoneSchema(messages.validation.phoneRequired, messages.validation.phoneInvalid).optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, messages.privacy.codeInvalid)
    .optional(),
});
export type PrivacyRequestBody = z.input<typeof privacyRequestBodySchema>;

export const createPrivacyRequest = endpoint({
  method: 'POST',
  path: '/api/privacy/requests',
  access: 'public',
  summary: 'Gửi yêu cầu về dữ liệu cá nhân (xem, sửa, hạn chế, phản đối, xóa): đăng nhập, hoặc mã tham chiếu, số điện thoại và mã đã gửi qua e-mail',
  body: privacyRequestBodySchema,
  response: privacyRequestSchema,
});

export const listMyPrivacyRequests = endpoint({
  method: 'GET',
  path: '/api/privacy/requests/mine',
  access: 'user',
  summary: 'Các yêu cầu về dữ liệu cá nhân tôi đã gửi',
  response: z.array(privacyRequestSchema),
});

export const privacyRequestListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(PRIVACY_REQUEST_STATUSES, { error: messages.validation.statusInvalid }).optional(),
});

export const listPrivacyRequests = endpoint({
  method: 'GET',
  path: '/api/privacy/requests',
  access: 'master',
  summary: 'Hộp yêu cầu về dữ liệu cá nhân, hạn trả lời tính theo ngày làm việc (gần hạn trước)',
  query: privacyRequestListQuerySchema,
  response: z.array(privacyRequestSchema),
});

export const answerPrivacyRequestBodySchema = z.object({
  decision: z.enum(['done', 'refused'], { error: messages.privacy.decisionRequired }),
  answer: requiredText(messages.privacy.answerRequired, PRIVACY_NOTE_MAX).refine((text) => !hasUnstorableCharacters(text), messages.common.invalidCharacters),
});

export const answerPrivacyRequest = endpoint({
  method: 'POST',
  path: '/api/privacy/requests/:id/answer',
  access: 'master',
  summary: 'Trả lời một yêu cầu (thực hiện hoặc từ chối, có lý do); xóa dữ liệu được thực hiện ngay khi chọn thực hiện; câu trả lời được gửi qua e-mail',
  params: z.object({ id: objectIdSchema }),
  body: answerPrivacyRequestBodySchema,
  response: privacyRequestSchema,
});

/** The signed-in person's data as one .zip (JSON and CSV per table); a guest's export is sent by the master as the answer to an access request. */
export const exportMyData = endpoint({
  method: 'GET',
  path: '/api/privacy/export',
  access: 'user',
  summary: 'Tải toàn bộ dữ liệu của tôi: một tệp .zip gồm JSON và CSV (tài khoản, đồng ý, xe, lịch hẹn, đơn hàng, phiếu sửa chữa, báo giá, hóa đơn, thanh toán, trò chuyện, thư đã gửi)',
  response: z.unknown(),
});

// ---------------------------------------------------------------------------------------------
// Breaches

export const breachSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  foundAt: isoDateTimeSchema,
  /** foundAt + 72 hours: when the report to the authority (A05) is due. */
  reportDueAt: isoDateTimeSchema,
  dataKinds: z.string(),
  peopleAffected: z.number().int().nonnegative(),
  measures: z.string(),
  status: z.enum(BREACH_STATUSES),
  reportedAt: isoDateTimeSchema.nullable(),
  recordedBy: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  updatedAt: isoDateTimeSchema,
});
export type Breach = z.infer<typeof breachSchema>;

const longText = (required: string) =>
  requiredText(required, PRIVACY_NOTE_MAX).refine((text) => !hasUnstorableCharacters(text), messages.common.invalidCharacters);

export const breachBodySchema = z.object({
  title: requiredText(messages.privacy.breachTitleRequired, 200),
  description: longText(messages.privacy.breachDescriptionRequired),
  foundAt: isoDateTimeSchema.refine(Boolean, messages.privacy.breachFoundAtRequired),
  dataKinds: requiredText(messages.privacy.breachDataKindsRequired, 500),
  peopleAffected: z.number({ error: messages.privacy.breachPeopleInvalid }).int(messages.privacy.breachPeopleInvalid).min(0, messages.privacy.breachPeopleInvalid).max(10_000_000, messages.privacy.breachPeopleInvalid),
  measures: longText(messages.privacy.breachMeasuresRequired),
});

export const breachUpdateBodySchema = breachBodySchema.extend({
  status: z.enum(BREACH_STATUSES, { error: messages.validation.statusInvalid }),
  updatedAt: isoDateTimeSchema,
});

export const listBreaches = endpoint({
  method: 'GET',
  path: '/api/privacy/breaches',
  access: 'master',
  summary: 'Sổ sự cố dữ liệu cá nhân, mới nhất trước, với hạn báo cáo 72 giờ',
  response: z.array(breachSchema),
});

export const createBreach = endpoint({
  method: 'POST',
  path: '/api/privacy/breaches',
  access: 'master',
  summary: 'Ghi một sự cố dữ liệu cá nhân (việc gì, khi phát hiện, dữ liệu và số người bị ảnh hưởng, biện pháp)',
  body: breachBodySchema,
  response: breachSchema,
});

export const updateBreach = endpoint({
  method: 'PUT',
  path: '/api/privacy/breaches/:id',
  access: 'master',
  summary: 'Cập nhật một sự cố (biện pháp, đã báo cáo, đã khắc phục); updatedAt cũ: 409',
  params: z.object({ id: objectIdSchema }),
  body: breachUpdateBodySchema,
  response: breachSchema,
});

// ---------------------------------------------------------------------------------------------
// Retention

export const retentionSchema = z.object({
  /** Pictures sent with bookings, kept this many months after the booking's day. */
  bookingPhotoMonths: z.number().int().min(1).max(120),
  /** Chat messages, this many months after the conversation's last message. */
  chatMonths: z.number().int().min(1).max(120),
  /** An account nobody signed in to for this many months is anonymised. */
  inactiveAccountMonths: z.number().int().min(6).max(240),
  /** Invoices and their lines, kept under the accounting law. */
  invoiceYears: z.number().int().min(10).max(20),
  /** When the daily job last ran, and what it did. */
  lastRun: z
    .object({ day: z.string(), at: isoDateTimeSchema, bookingPhotos: z.number().int(), chatMessages: z.number().int(), accounts: z.number().int() })
    .nullable(),
});
export type Retention = z.infer<typeof retentionSchema>;

const monthsField = (min: number, max: number) =>
  z.number({ error: format(messages.privacy.retentionInvalid, { min, max }) }).int(format(messages.privacy.retentionInvalid, { min, max })).min(min, format(messages.privacy.retentionInvalid, { min, max })).max(max, format(messages.privacy.retentionInvalid, { min, max }));

export const retentionBodySchema = z.object({
  bookingPhotoMonths: monthsField(1, 120),
  chatMonths: monthsField(1, 120),
  inactiveAccountMonths: monthsField(6, 240),
  invoiceYears: z.number().int().min(10, messages.privacy.invoiceYearsInvalid).max(20, messages.privacy.invoiceYearsInvalid),
});

export const getRetention = endpoint({
  method: 'GET',
  path: '/api/privacy/retention',
  access: 'master',
  summary: 'Thời hạn lưu từng loại dữ liệu và lần chạy gần nhất của việc dọn hằng ngày',
  response: retentionSchema,
});

export const updateRetention = endpoint({
  method: 'PUT',
  path: '/api/privacy/retention',
  access: 'master',
  summary: 'Đổi thời hạn lưu (ảnh lịch hẹn, trò chuyện, tài khoản không dùng, hóa đơn tối thiểu 10 năm)',
  body: retentionBodySchema,
  response: retentionSchema,
});

