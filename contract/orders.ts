import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema, requiredText } from './common';
import { ORDER_STATUSES, PAYMENT_METHOD } from './constants';
import { format, messages } from './messages';
import { vietnamPhoneSchema } from './bookings';
import { dateRangeQuerySchema } from './date-range';
import { choiceParam, pagingQuerySchema, searchTextParam } from './paging';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: messages.validation.statusInvalid });

export const orderSchema = z.object({
  _id: objectIdSchema,
  /** Null once the customer's account has been deleted; the order itself is kept. */
  account_id: objectIdSchema.nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  note: z.string(),
  payment_method: z.literal(PAYMENT_METHOD),
  /** Whole Vietnamese dong: the sum of price × quantity of the lines. */
  total: z.number().int().nonnegative(),
  status: orderStatusSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** One line; name and price are what the customer ordered at, kept if the service changes later. */
export const orderLineSchema = z.object({
  _id: objectIdSchema,
  order_id: objectIdSchema,
  product_id: z.object({
    /** Null when the service has since been deleted. */
    _id: objectIdSchema.nullable(),
    name: z.string(),
    price: z.number().int(),
  }),
  quantity: z.number().int().min(1),
  price: z.number().int(),
  createdAt: isoDateTimeSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderWithLinesSchema = orderSchema.extend({ lines: z.array(orderLineSchema) });
export type OrderWithLines = z.infer<typeof orderWithLinesSchema>;

/** One status change: who made it and when; kept for ever, shown in the order's detail. */
export const orderUpdateSchema = z.object({
  _id: objectIdSchema,
  from: orderStatusSchema,
  to: orderStatusSchema,
  /** Null when the staff account has since been deleted, and for a customer's own view. */
  account: z.object({ _id: objectIdSchema, fullName: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const orderDetailSchema = orderWithLinesSchema.extend({ updates: z.array(orderUpdateSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * The back office's order list: `q` matches the code (last 6 characters of the id), the
 * customer's name, phone or e-mail; `status` one of the four.
 */
export const orderListQuerySchema = pagingQuerySchema.extend({
  q: searchTextParam,
  status: choiceParam(ORDER_STATUSES, messages.validation.statusInvalid),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export { IDEMPOTENCY_HEADER } from './idempotency';

export const checkoutBodySchema = z.object({
  name: requiredText(messages.validation.fullNameRequired, 100),
  phone: vietnamPhoneSchema,
  email: z
    .string({ error: messages.validation.emailRequired })
    .trim()
    .min(1, messages.validation.emailRequired)
    .max(254, messages.validation.emailInvalid)
    .pipe(z.email({ error: messages.validation.emailInvalid })),
  /** The deployed client collects the address but does not send it, so it may be missing. */
  address: z
    .string()
    .trim()
    .max(300, format(messages.validation.textTooLong, { max: 300 }))
    .nullish()
    .transform((value) => value ?? ''),
  note: z
    .string()
    .trim()
    .max(1000, format(messages.validation.textTooLong, { max: 1000 }))
    .nullish()
    .transform((value) => value ?? ''),
  payment_method: z.literal(PAYMENT_METHOD, { error: messages.orders.paymentMethodInvalid }).optional(),
  /** Sent by the deployed client; when present it must be the signed-in account. */
  account_id: objectIdSchema.optional(),
  /** Same as the `Idempotency-Key` header, for clients that cannot set headers. */
  idempotencyKey: z.string().trim().min(1).max(200).optional(),
});

export const createOrder = endpoint({
  method: 'POST',
  path: '/api/orders/create',
  access: 'user',
  summary:
    'Đặt hàng từ giỏ hàng trên máy chủ (COD) cho tài khoản đang đăng nhập; gửi lại cùng khóa Idempotency-Key trả về đúng đơn đã tạo',
  body: checkoutBodySchema,
  response: orderWithLinesSchema,
});

export const listOrders = endpoint({
  method: 'GET',
  path: '/api/orders',
  access: 'staff',
  summary:
    'Đơn hàng, mới nhất trước (mảng trần). Không có page/limit: cả danh sách. q: mã đơn (6 ký tự cuối), tên, số điện thoại hoặc email khách; status: một trong bốn trạng thái. Tổng số dòng khớp ở header X-Total-Count.',
  query: orderListQuerySchema,
  response: z.array(orderSchema),
});

export const listAccountOrders = endpoint({
  method: 'GET',
  path: '/api/orders/account/:accountId',
  access: 'user',
  summary: 'Đơn hàng của một tài khoản (của chính mình, hoặc nhân viên xem), mới nhất trước',
  params: z.object({ accountId: objectIdSchema }),
  response: z.array(orderSchema),
});

export const getOrderDetail = endpoint({
  method: 'GET',
  path: '/api/orders/detail/:id',
  access: 'user',
  summary: 'Các dòng của một đơn hàng (của chính mình, hoặc nhân viên xem)',
  params: idParamsSchema,
  response: z.array(orderLineSchema),
});

export const getOrder = endpoint({
  method: 'GET',
  path: '/api/orders/:id',
  access: 'user',
  summary: 'Một đơn hàng với địa chỉ, trạng thái, các dòng và lịch sử đổi trạng thái (của chính mình, hoặc nhân viên xem)',
  params: idParamsSchema,
  response: orderDetailSchema,
});

export const updateOrderStatus = endpoint({
  method: 'PUT',
  path: '/api/orders/:id',
  access: 'staff',
  summary: 'Đổi trạng thái đơn hàng (hủy đơn trả hàng về kho, bỏ hủy lấy lại hàng từ kho); mỗi lần đổi được ghi vào lịch sử',
  params: idParamsSchema,
  body: z.object({ status: orderStatusSchema }),
  response: messageResponseSchema,
});

export const deleteOrder = endpoint({
  method: 'DELETE',
  path: '/api/orders/:id',
  access: 'user',
  summary: 'Xóa đơn hàng: nhân viên xóa mọi đơn; khách chỉ xóa đơn của mình khi còn chờ xử lý',
  params: idParamsSchema,
  response: messageResponseSchema,
});

export const exportOrders = endpoint({
  method: 'GET',
  path: '/api/orders/export',
  access: 'staff',
  summary:
    'Đơn hàng đặt trong khoảng ngày (giờ Việt Nam, tính cả hai đầu) dạng CSV UTF-8 có BOM để Excel đọc đúng tiếng Việt; mỗi dòng một đơn',
  query: dateRangeQuerySchema,
  /** The CSV text itself (text/csv), not JSON. */
  response: z.string(),
});
