import { z } from 'zod';
import { endpoint } from './endpoint';
import { bookingCodeSchema, vietnamPhoneSchema } from './bookings';
import { idParamsSchema, isoDateTimeSchema, objectIdSchema, requiredText, typedNumber } from './common';
import { groupThousands } from './format';
import { readDecimalNumber, readWholeNumber } from './typed-number-rules';
import { isCalendarDay } from './day-rules';
import { format, messages } from './messages';
import {
  QUOTE_LINE_KINDS,
  QUOTE_LINE_TEXT_MAX,
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  QUOTE_MAX_UNIT_PRICE,
  VAT_RATES,
  type VatRate,
} from './quote-rules';

// The money side of a job: its quote, answered line by line by the customer, the payment at
// handover (the invoice), the warranties it leaves on the car, and the next service. The totals
// rules are zod-free in ./quote-rules; the server alone computes what is stored.

const staffRefSchema = z.object({ _id: objectIdSchema, fullName: z.string() });

export const quoteTotalsSchema = z.object({
  subtotal: z.number().int().nonnegative(),
  discount: z.number().int().nonnegative(),
  vat: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

export const quoteLineSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(QUOTE_LINE_KINDS),
  productId: objectIdSchema.nullable(),
  /** The part the line fits (the parts store): its approval holds it at the job's branch. */
  partId: objectIdSchema.nullish(),
  description: z.string(),
  /** Units, or hours for labour. */
  quantity: z.number().positive(),
  unitPrice: z.number().int().nonnegative(),
  lineTotal: z.number().int().nonnegative(),
  inspectionPointId: z.string().nullable(),
  warrantyMonths: z.number().int().positive().nullable(),
  warrantyKm: z.number().int().positive().nullable(),
  /** The customer's answer to this version of the quote; null until answered. */
  approved: z.boolean().nullable(),
  /**
   * 'Chờ hàng': the customer approved this part but the stock could not cover it when they
   * answered (the units left then). The line stands as not approved; the rest of the answer holds.
   */
  stockLeft: z.number().int().nonnegative().nullable(),
  /** The technician named on a labour line (issue 44); null when nobody is, and on other lines. */
  technician: staffRefSchema.nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const QUOTE_ANSWER_VIAS = ['account', 'tracking', 'link', 'phone'] as const;
export type QuoteAnswerVia = (typeof QUOTE_ANSWER_VIAS)[number];
export const QUOTE_ANSWER_VIA_LABELS: Readonly<Record<QuoteAnswerVia, string>> = {
  account: 'Khách xác nhận trong tài khoản',
  tracking: 'Khách xác nhận qua trang theo dõi',
  link: 'Khách xác nhận qua liên kết duyệt báo giá',
  phone: 'Khách trả lời qua điện thoại',
};

export const quoteAnswerSchema = z.object({
  /** The quote version this answer is to. */
  version: z.number().int().positive(),
  answeredAt: isoDateTimeSchema,
  /** The full name the customer typed to confirm, or the name of who answered on the phone. */
  signedName: z.string(),
  via: z.enum(QUOTE_ANSWER_VIAS),
  /** The staff member who recorded a phone answer; null when the customer answered themselves. */
  recordedBy: staffRefSchema.nullable(),
});

export const quoteSchema = z.object({
  /** Grows with every change staff save; an answer is to one version. */
  version: z.number().int().positive(),
  vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate)) as unknown as [z.ZodLiteral<VatRate>, z.ZodLiteral<VatRate>]),
  lines: z.array(quoteLineSchema),
  /** Every line's totals, as quoted. */
  totals: quoteTotalsSchema,
  /** The approved lines' totals (the invoice); null until the quote is answered. */
  approvedTotals: quoteTotalsSchema.nullable(),
  /** The answer to the current version; null when unanswered (also after a change voided the old one). */
  answer: quoteAnswerSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type Quote = z.infer<typeof quoteSchema>;

/** Whole dong as typed ('200.000', '200 000 đ'), read by contract/typed-number-rules.ts. */
const moneySchema = (max: number) => {
  const message = format(messages.quotes.amountInvalid, { max: groupThousands(max) });
  return typedNumber(readWholeNumber, z.number({ error: message }).int(message).min(0, message).max(max, message));
};

/** A whole number or nothing ('' or null): a warranty's months or km. */
const optionalPositiveInt = (message: string, max: number) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), typedNumber(readWholeNumber, z.number({ error: message }).int(message).min(1, message).max(max, message)).nullable());

export const quoteLineInputSchema = z
  .object({
    /**
     * The line's id as the quote had it (issue 44): the saved line keeps it, and with it its
     * technician and its clock. Missing, or not a line of this quote: a new line.
     */
    _id: objectIdSchema.nullish().transform((value) => value ?? null),
    kind: z.enum(QUOTE_LINE_KINDS, { error: messages.quotes.kindInvalid }),
    // '' is the editor's 'written by hand' choice.
    productId: z.preprocess((value) => (value === '' ? null : value), objectIdSchema.nullish()).transform((value) => value ?? null),
    /** A part from the parts store; a service linked to a part names it without this. */
    partId: z.preprocess((value) => (value === '' ? null : value), objectIdSchema.nullish()).transform((value) => value ?? null),
    description: requiredText(messages.quotes.descriptionRequired, QUOTE_LINE_TEXT_MAX),
    // Hours or units as typed: '1,5' is 1.5 (contract/typed-number-rules.ts).
    quantity: typedNumber(
      readDecimalNumber,
      z
        .number({ error: format(messages.quotes.quantityInvalid, { max: QUOTE_MAX_QUANTITY }) })
        .positive(format(messages.quotes.quantityInvalid, { max: QUOTE_MAX_QUANTITY }))
        .max(QUOTE_MAX_QUANTITY, format(messages.quotes.quantityInvalid, { max: QUOTE_MAX_QUANTITY }))
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, messages.quotes.quantityPrecision),
    ),
    unitPrice: moneySchema(QUOTE_MAX_UNIT_PRICE),
    inspectionPointId: z.string().max(64).nullish().transform((value) => value || null),
    warrantyMonths: optionalPositiveInt(messages.quotes.warrantyMonthsInvalid, 120),
    warrantyKm: optionalPositiveInt(messages.quotes.warrantyKmInvalid, 500_000),
  })
  .refine((line) => line.kind !== 'part' || (line.productId === null && line.partId === null) || Number.isInteger(line.quantity), {
    message: messages.quotes.partQuantityWhole,
    path: ['quantity'],
  });
export type QuoteLineInput = z.output<typeof quoteLineInputSchema>;

export const saveQuoteBodySchema = z.object({
  lines: z
    .array(quoteLineInputSchema)
    .min(1, messages.quotes.linesRequired)
    .max(QUOTE_MAX_LINES, format(messages.quotes.tooManyLines, { max: QUOTE_MAX_LINES })),
  discount: moneySchema(QUOTE_MAX_UNIT_PRICE).nullish().transform((value) => value ?? 0),
  vatRate: z.coerce
    .number({ error: messages.quotes.vatInvalid })
    .refine((value): value is VatRate => (VAT_RATES as readonly number[]).includes(value), messages.quotes.vatInvalid)
    .transform((value) => value as VatRate),
  /** The quote version the editor started from (0 for a new quote): a stale one gets 409, as a job's moves do. */
  version: z.number({ error: messages.repairs.versionRequired }).int(messages.repairs.versionRequired).min(0, messages.repairs.versionRequired),
});
export type SaveQuoteBody = z.output<typeof saveQuoteBodySchema>;

export const saveQuote = endpoint({
  method: 'PUT',
  path: '/api/repairs/:id/quote',
  access: 'staff',
  summary:
    'Lập hoặc sửa báo giá của phiếu: các dòng phụ tùng (theo sản phẩm với giá của nó, hoặc ghi tay), công thợ (giờ x đơn giá), khác; giảm giá và VAT (0, 8, 10 %). Tổng do máy chủ tính, làm tròn tới đồng. Mỗi lần lưu tăng version: câu trả lời cũ của khách hết hiệu lực và phụ tùng đã giữ được trả lại kho. Dòng gửi kèm _id của dòng cũ giữ mã đó cùng kỹ thuật viên và giờ bấm của nó. version cũ trả 409.',
  params: idParamsSchema,
  body: saveQuoteBodySchema,
  response: quoteSchema,
});

export const quoteAnswerBodySchema = z.object({
  /** The version the customer saw: answering a quote that has changed since gets 409. */
  version: z.number({ error: messages.repairs.versionRequired }).int(messages.repairs.versionRequired).positive(messages.repairs.versionRequired),
  lines: z
    .array(z.object({ lineId: objectIdSchema, approved: z.boolean({ error: messages.quotes.lineAnswerRequired }) }))
    .min(1, messages.quotes.lineAnswerRequired)
    .max(QUOTE_MAX_LINES),
  signedName: requiredText(messages.quotes.signedNameRequired, 100),
  /** Tracking page (no account): the job's code and the customer's phone, as the lookup takes them. */
  code: bookingCodeSchema.optional(),
  phone: vietnamPhoneSchema.optional(),
  /** The one-tap link's token instead of the code and phone: good for its own job and quote version only. */
  token: z.string().min(1).max(1000).optional(),
});
export type QuoteAnswerBody = z.output<typeof quoteAnswerBodySchema>;

export const answerQuote = endpoint({
  method: 'POST',
  path: '/api/repairs/:id/quote/answer',
  access: 'public',
  summary:
    'Khách đồng ý hoặc từ chối từng dòng báo giá rồi xác nhận bằng họ tên: đăng nhập (phiếu của tài khoản mình) hoặc qua trang theo dõi với code và phone. Phải trả lời mọi dòng của đúng version. Phụ tùng của dòng đồng ý được giữ trong kho cùng giao dịch; phụ tùng không đủ hàng thì riêng dòng đó chờ hàng (approved false, stockLeft là số còn lại), các dòng khác vẫn được ghi. Nhân viên đang đăng nhập gửi code và phone: 403 (ghi câu trả lời qua điện thoại trong trang phiếu). Người lạ trả 404.',
  params: idParamsSchema,
  body: quoteAnswerBodySchema,
  response: quoteSchema,
});

export const quoteLinkSchema = z.object({
  /** The tracking page's address with the link's token: opens this job's approval in one tap. */
  url: z.string(),
  /** The quote version it answers; a saved change needs a new link. */
  version: z.number().int().positive(),
});
export type QuoteLink = z.infer<typeof quoteLinkSchema>;

export const createQuoteLink = endpoint({
  method: 'POST',
  path: '/api/repairs/:id/quote/link',
  access: 'staff',
  summary:
    'Liên kết duyệt báo giá một chạm cho khách (nhân viên sao chép để gửi qua Zalo hoặc SMS): mở đúng phiếu và version báo giá hiện tại, không cần mã phiếu hay đăng nhập; hết hiệu lực khi báo giá được sửa hoặc khi giao xe. Chưa có báo giá: 404; phiếu đã đóng: 409.',
  params: idParamsSchema,
  response: quoteLinkSchema,
});

export const phoneAnswerBodySchema = z.object({
  version: z.number({ error: messages.repairs.versionRequired }).int(messages.repairs.versionRequired).positive(messages.repairs.versionRequired),
  lines: quoteAnswerBodySchema.shape.lines,
  /** Who gave the answer on the phone. */
  signedName: requiredText(messages.quotes.phoneNameRequired, 100),
});

export const recordPhoneAnswer = endpoint({
  method: 'POST',
  path: '/api/repairs/:id/quote/phone-answer',
  access: 'staff',
  summary: 'Nhân viên ghi lại câu trả lời khách đưa qua điện thoại (ai trả lời; nhân viên và thời điểm được lưu), với cùng quy tắc như khách tự trả lời',
  params: idParamsSchema,
  body: phoneAnswerBodySchema,
  response: quoteSchema,
});

export const PAYMENT_METHODS = ['cash', 'transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = { cash: 'Tiền mặt', transfer: 'Chuyển khoản', card: 'Thẻ' };

export const paymentSchema = z.object({
  invoiceNumber: z.number().int().positive(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int().nonnegative(),
  recordedBy: staffRefSchema.nullable(),
  paidAt: isoDateTimeSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

export const recordPaymentBodySchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: messages.quotes.paymentMethodRequired }),
  /** The job's version as the desk saw it: the payment closes the job, as the move to 'Bảo hành' does. */
  version: z.number({ error: messages.repairs.versionRequired }).int(messages.repairs.versionRequired).positive(messages.repairs.versionRequired),
});

export const recordPayment = endpoint({
  method: 'POST',
  path: '/api/repairs/:id/payment',
  access: 'staff',
  summary:
    'Thu tiền ở bước Bàn giao (tiền mặt hoặc chuyển khoản; ai, lúc nào): số tiền là tổng các dòng khách đồng ý, do máy chủ tính. Phiếu đóng (sang Bảo hành), bảo hành từng dòng được ghi cho xe, và thư bàn giao kèm hóa đơn PDF được xếp hàng gửi.',
  params: idParamsSchema,
  body: recordPaymentBodySchema,
  response: z.object({ payment: paymentSchema }),
});

export const warrantySchema = z.object({
  _id: objectIdSchema,
  repairCode: z.string(),
  description: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  untilKm: z.number().int().nullable(),
});
export type Warranty = z.infer<typeof warrantySchema>;

export const nextServiceSchema = z.object({
  /** YYYY-MM-DD (Vietnam). */
  on: z.string().nullable(),
  km: z.number().int().nullable(),
});
export type NextService = z.infer<typeof nextServiceSchema>;

// A real calendar day, as bookings check theirs: 2027-02-30 passes a pattern but not the database (a 500).
const isoDaySchema = z.string({ error: messages.quotes.nextServiceDateInvalid }).refine(isCalendarDay, messages.quotes.nextServiceDateInvalid);

export const setNextService = endpoint({
  method: 'PUT',
  path: '/api/repairs/:id/next-service',
  access: 'staff',
  summary:
    'Đặt lần bảo dưỡng tới theo ngày và theo km (gợi ý theo dịch vụ đã làm, ví dụ thay dầu mỗi 5.000 km hoặc 6 tháng). Khách có tài khoản nhận thư nhắc trước ngày đó, một lần.',
  params: idParamsSchema,
  body: z.object({
    on: isoDaySchema.nullable(),
    km: typedNumber(
      readWholeNumber,
      z.number({ error: messages.quotes.nextServiceKmInvalid }).int(messages.quotes.nextServiceKmInvalid).min(1, messages.quotes.nextServiceKmInvalid).max(2_000_000, messages.quotes.nextServiceKmInvalid),
    ).nullable(),
  }),
  response: nextServiceSchema,
});
