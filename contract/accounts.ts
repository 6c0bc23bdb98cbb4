import { z } from 'zod';
import { endpoint } from './endpoint';
import { format, messages } from './messages';
import { readPhone } from './typed-number-rules';
import { idParamsSchema, isoDateTimeSchema, messageResponseSchema, objectIdSchema } from './common';
import { CODE_LENGTH } from './constants';
import { roleSchema } from './roles';
import { BRANCH_IDS } from './garage';
import { isCalendarDay } from './date-range';
import { pagingQuerySchema, searchTextParam } from './paging';
import { consentChoicesSchema } from './privacy';

/** The success marker the deployed client checks on account calls. */
export const SUCCESS_STATUS = 'thành công' as const;
/** The failure marker every refused account call carries next to `message`. */
export const FAILURE_STATUS = 'thất bại' as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** The same cap as a checkout's delivery address, so a saved address always fits an order. */
export const ADDRESS_MAX = 300;

export const ACCOUNT_TYPES = ['local', 'google', 'facebook'] as const;

/**
 * The role our screens show, and the role editor offers, for an account without a staff role
 * (admin, master): a customer. It is never stored and the server never answers it: a customer's
 * `roles` is `[]`, as the deployed client expects (its account editor offers the role picker only
 * for an empty list). Choosing it in the editor takes the staff roles away.
 */
export const CUSTOMER_ROLE = { _id: '000000000000000000000001', name: 'Khách hàng' } as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

// ---------------------------------------------------------------- field rules

/** Trimmed and lower-cased: one person, one e-mail, however it was typed. */
export const emailSchema = z
  .string({ error: messages.validation.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.validation.emailRequired)
  .max(EMAIL_MAX, messages.validation.emailInvalid)
  .regex(z.regexes.email, messages.validation.emailInvalid);

/** Login accepts any text (the field is labelled "Email hoặc tên đăng nhập"); a wrong one is just a failed login. */
const loginEmailSchema = z
  .string({ error: messages.validation.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.validation.emailRequired)
  .max(EMAIL_MAX, messages.validation.emailInvalid);

/** A password being chosen: never trimmed (spaces are characters too). */
function chosenPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN, messages.validation.passwordMinLength)
    .max(PASSWORD_MAX, format(messages.validation.textTooLong, { max: PASSWORD_MAX }));
}

/** A new password replacing the old one (reset, change): 'Mật khẩu mới là bắt buộc!' when missing. */
export const newPasswordSchema = chosenPassword(messages.validation.newPasswordRequired);

/** An existing password being checked: any length up to the cap, so old short passwords still work. */
function enteredPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX, format(messages.validation.textTooLong, { max: PASSWORD_MAX }));
}

/** The six digits mailed to the user. */
export const codeSchema = z
  .string({ error: messages.validation.codeRequired })
  .trim()
  .min(1, messages.validation.codeRequired)
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), messages.validation.codeIncomplete);

export const fullNameSchema = z
  .string({ error: messages.validation.fullNameRequired })
  .trim()
  .min(1, messages.validation.fullNameRequired)
  .max(FULL_NAME_MAX, format(messages.validation.textTooLong, { max: FULL_NAME_MAX }));

/** A profile's phone: the checkout's rule (stored as its 10 digits), or '' to clear it (a profile may have none). */
export const profilePhoneSchema = z
  .string({ error: messages.validation.phoneInvalid })
  .trim()
  .transform((phone, ctx) => {
    if (phone === '') return phone;
    const read = readPhone(phone);
    if (read === null) ctx.addIssue({ code: 'custom', message: messages.validation.phoneInvalid });
    return read ?? phone;
  });

/** A profile's delivery address; '' clears it. */
export const profileAddressSchema = z
  .string()
  .trim()
  .max(ADDRESS_MAX, format(messages.validation.textTooLong, { max: ADDRESS_MAX }));

/** An image field: a data URL to store, a URL the server gave earlier, or ''/null for none. */
const imageInputSchema = z.string().nullable().optional();

// ---------------------------------------------------------------- shapes

export const accountSchema = z.object({
  _id: objectIdSchema,
  fullName: z.string(),
  email: z.string(),
  /** URL of the avatar, or null for the default icon. */
  image: z.string().nullable(),
  /** The same picture under the name the admin chat reads. */
  avatar: z.string().nullable(),
  /** '' until the customer gives one; checkout starts filled with it. */
  phone: z.string(),
  /** '' until the customer gives one; checkout starts filled with it. */
  address: z.string(),
  roles: z.array(roleSchema),
  /** The branch the account works at (a technician's jobs are there; staff: their usual branch); null: none. */
  branch: z.enum(BRANCH_IDS).nullable().optional(),
  /** true = active, false = locked. */
  status: z.boolean(),
  type: z.enum(ACCOUNT_TYPES),
  verified: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** What the browser keeps as the signed-in user. */
export const sessionUserSchema = z.object({
  _id: objectIdSchema,
  fullName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  roles: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const statusMessageSchema = z.object({
  status: z.literal(SUCCESS_STATUS),
  message: z.string(),
});
export type StatusMessage = z.infer<typeof statusMessageSchema>;

/** A sign-in's answer: the token and the user at the top level, where the deployed client reads them. */
export const loginResponseSchema = z.object({
  status: z.literal(SUCCESS_STATUS),
  message: z.string(),
  token: z.string(),
  id: objectIdSchema,
  fullName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  roles: z.array(roleSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Body of every refused account call (any 4xx of /api/accounts/...). */
export const accountFailureSchema = z.object({
  status: z.literal(FAILURE_STATUS),
  message: z.string(),
});

// ---------------------------------------------------------------- registration and codes

export const registerBodySchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  // A first password, not a new one: its field is 'Mật khẩu'.
  password: chosenPassword(messages.validation.passwordRequired),
  image: imageInputSchema,
  /** The consent boxes (issue 43); missing from the garage's earlier client: processing only, recorded as 'legacy'. */
  consents: consentChoicesSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerAccount = endpoint({
  method: 'POST',
  path: '/api/accounts/create',
  access: 'public',
  summary:
    'Đăng ký tài khoản: lưu yêu cầu đăng ký (mật khẩu argon2id) với mã xác nhận 6 số riêng và gửi mã qua email; tài khoản chỉ được tạo khi mã của chính yêu cầu đó được xác nhận. Câu trả lời giống hệt nhau dù email đã có tài khoản hay chưa (khi đó chủ email nhận thư báo có người đăng ký, không gì thay đổi), để không lộ ai có tài khoản. Đăng ký lại một email đang chờ tạo thêm một yêu cầu với mã riêng (tối đa 3 yêu cầu chờ).',
  body: registerBodySchema,
  response: statusMessageSchema,
});

export const verifyBodySchema = z.object({
  email: emailSchema,
  code: codeSchema,
  /**
   * The password chosen at registration: it picks which waiting registration the code must
   * belong to. Without it (the deployed client), the code is accepted only while a single
   * registration waits for that e-mail.
   */
  password: enteredPassword(messages.validation.passwordRequired).optional(),
});
export type VerifyBody = z.input<typeof verifyBodySchema>;

/**
 * With the password (our dialog), the caller has proved both the password and the mailbox, so
 * the answer signs in as login's does. With the code alone (the deployed client) it does not:
 * the password was chosen by whoever registered, not necessarily by whoever holds the code.
 */
export const verifyResponseSchema = z.union([loginResponseSchema, statusMessageSchema]);
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const verifyAccount = endpoint({
  method: 'POST',
  path: '/api/accounts/verify',
  access: 'public',
  summary:
    'Xác thực đăng ký bằng mã 6 số (hết hạn sau 10 phút; mỗi địa chỉ IP được nhập sai 5 lần cho một email rồi chờ 10 phút (429), mỗi mã chịu tối đa 30 lần sai). Gửi kèm "password" đã đăng ký thì mã phải là mã của đúng yêu cầu đó, và người dùng được đăng nhập luôn: câu trả lời như khi đăng nhập (token, thông tin người dùng, cookie "jwt"); chỉ gửi mã thì chỉ được chấp nhận khi email có đúng một yêu cầu đang chờ, và không đăng nhập. Sai hoặc hết hạn trả 400 { status: "thất bại", message }',
  body: verifyBodySchema,
  response: verifyResponseSchema,
});

/** How long the verification dialog waits before offering to send the code again. */
export const RESEND_CODE_COOLDOWN_SECONDS = 60;

export const resendCodeBodySchema = z.object({ email: emailSchema });
export type ResendCodeBody = z.input<typeof resendCodeBodySchema>;

export const resendVerificationCode = endpoint({
  method: 'POST',
  path: '/api/accounts/resend-code',
  access: 'public',
  summary:
    'Gửi lại mã xác thực 6 số cho mỗi yêu cầu đăng ký đang chờ của email (mã cũ hết hiệu lực, mỗi yêu cầu một thư). Câu trả lời giống nhau dù email chưa đăng ký, đã xác thực hay đang chờ, để không lộ ai có tài khoản.',
  body: resendCodeBodySchema,
  response: statusMessageSchema,
});

// ---------------------------------------------------------------- sessions

export const loginBodySchema = z.object({
  email: loginEmailSchema,
  password: enteredPassword(messages.validation.passwordRequired),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const login = endpoint({
  method: 'POST',
  path: '/api/accounts/login',
  access: 'public',
  summary:
    'Đăng nhập bằng email và mật khẩu; trả token và thông tin người dùng ở cấp ngoài cùng, đặt cookie httpOnly "jwt". Sai thông tin 401; chưa xác thực 403 (gửi lại mã); bị khóa 403. Sai mật khẩu 10 lần liên tiếp cho một email từ một địa chỉ IP thì địa chỉ đó chờ 15 phút (429); chủ tài khoản ở địa chỉ khác vẫn đăng nhập được.',
  body: loginBodySchema,
  response: loginResponseSchema,
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/accounts/logout',
  access: 'public',
  summary:
    'Đăng xuất: kết thúc phiên của token gửi kèm (Bearer và cookie "jwt"; token đó bị từ chối từ đây) và xóa cookie. Các trình duyệt khác vẫn đăng nhập.',
  response: messageResponseSchema,
});

export const socialLoginBodySchema = z.object({
  access_token: z
    .string({ error: messages.auth.socialTokenInvalid })
    .trim()
    .min(1, messages.auth.socialTokenInvalid)
    .max(4096, messages.auth.socialTokenInvalid),
});
export type SocialLoginBody = z.input<typeof socialLoginBodySchema>;

export const socialLoginResponseSchema = z.object({
  status: z.literal(SUCCESS_STATUS),
  message: z.string(),
  token: z.string(),
  user: sessionUserSchema,
});
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;

export const googleLogin = endpoint({
  method: 'POST',
  path: '/api/accounts/google-login',
  access: 'public',
  summary:
    'Đăng nhập Google bằng access token (luồng implicit): máy chủ hỏi Google userinfo, tạo hoặc liên kết tài khoản, đặt cookie "jwt". Token bị từ chối 401; tài khoản bị khóa 403.',
  body: socialLoginBodySchema,
  response: socialLoginResponseSchema,
});

export const facebookLogin = endpoint({
  method: 'POST',
  path: '/api/accounts/facebook-login',
  access: 'public',
  summary:
    'Đăng nhập Facebook bằng access token: máy chủ hỏi Graph "me" (email, ảnh), tạo hoặc liên kết tài khoản, đặt cookie "jwt". Lỗi luôn có "message".',
  body: socialLoginBodySchema,
  response: socialLoginResponseSchema,
});

// ---------------------------------------------------------------- forgotten password

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/accounts/forgot-password',
  access: 'public',
  summary:
    'Quên mật khẩu: gửi mã 6 số nếu email đã đăng ký (hoặc đang chờ xác thực). Câu trả lời và thời gian trả lời như nhau dù email có tồn tại hay không (thư gửi sau khi trả lời), để không lộ ai có tài khoản.',
  body: forgotPasswordBodySchema,
  response: statusMessageSchema,
});

export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  verificationCode: codeSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/accounts/reset-password',
  access: 'public',
  summary:
    'Đặt lại mật khẩu bằng mã đã gửi qua email (mã cũng chứng minh hộp thư: xác thực tài khoản, hoặc tạo tài khoản của yêu cầu đăng ký đang chờ với mật khẩu mới). Mọi phiên của tài khoản kết thúc, trừ phiên của chính người gọi khi token gửi kèm (Bearer, hoặc cookie "jwt") thuộc đúng tài khoản đó; mã sai hoặc hết hạn trả 400 { status: "thất bại", message }; mỗi địa chỉ IP được nhập sai 5 lần cho một email rồi chờ 10 phút (429).',
  body: resetPasswordBodySchema,
  response: statusMessageSchema,
});

// ---------------------------------------------------------------- password change (signed in, three steps)

export const currentPasswordBodySchema = z.object({
  currentPassword: enteredPassword(messages.validation.currentPasswordRequired),
});
export type CurrentPasswordBody = z.input<typeof currentPasswordBodySchema>;

export const verifyCurrentPassword = endpoint({
  method: 'POST',
  path: '/api/accounts/password/verify-current',
  access: 'user',
  summary: 'Đổi mật khẩu, bước 1: kiểm tra mật khẩu hiện tại của người đang đăng nhập. Tài khoản Google/Facebook bị từ chối (403).',
  body: currentPasswordBodySchema,
  response: statusMessageSchema,
});

export const sendPasswordChangeCode = endpoint({
  method: 'POST',
  path: '/api/accounts/password/send-code',
  access: 'user',
  summary:
    'Đổi mật khẩu, bước 2: gửi lại mật khẩu hiện tại, máy chủ kiểm tra rồi gửi mã 6 số đến email của tài khoản (mã chỉ tồn tại khi mật khẩu đã đúng).',
  body: currentPasswordBodySchema,
  response: statusMessageSchema,
});

export const changePasswordBodySchema = z.object({
  code: codeSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/accounts/password/change',
  access: 'user',
  summary: 'Đổi mật khẩu, bước 3: mã đã gửi ở bước 2 và mật khẩu mới',
  body: changePasswordBodySchema,
  response: statusMessageSchema,
});

// ---------------------------------------------------------------- account management

export const accountListQuerySchema = pagingQuerySchema.extend({
  q: searchTextParam,
  createdFrom: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string({ error: messages.validation.dateInvalid }).refine(isCalendarDay, messages.validation.dateInvalid).optional(),
  ),
});
export type AccountListQuery = z.output<typeof accountListQuerySchema>;

export const listAccounts = endpoint({
  method: 'GET',
  path: '/api/accounts',
  access: 'master',
  summary:
    'Danh sách tài khoản, mới nhất trước (mảng trần; chỉ Master). Không có page/limit: cả danh sách. q: họ tên, email hoặc tên vai trò; createdFrom: tạo từ ngày này (giờ Việt Nam). Tổng số dòng khớp ở header X-Total-Count.',
  query: accountListQuerySchema,
  response: z.array(accountSchema),
});

export const countAccounts = endpoint({
  method: 'GET',
  path: '/api/accounts/count',
  access: 'staff',
  summary: 'Số tài khoản',
  response: z.object({ totalAccounts: z.number().int().nonnegative() }),
});

export const accountResponseSchema = z.object({
  status: z.literal(SUCCESS_STATUS),
  account: accountSchema,
});

export const getAccount = endpoint({
  method: 'GET',
  path: '/api/accounts/:id',
  access: 'user',
  summary: 'Một tài khoản: chính mình, hoặc bất kỳ ai nếu là Admin/Master (người khác: 403)',
  params: idParamsSchema,
  response: accountResponseSchema,
});

/**
 * The deployed client sends `email` (read-only here) and junk `roles`; both are accepted
 * and ignored. `image`: null or absent keeps the picture, '' removes it, a data URL
 * replaces it. `phone` and `address`: absent keeps them, '' clears them (the deployed client
 * never sends them). `status` is for a Master editing someone else.
 */
export const updateAccountBodySchema = z.object({
  fullName: fullNameSchema.optional(),
  email: z.unknown().optional(),
  image: imageInputSchema,
  phone: profilePhoneSchema.optional(),
  address: profileAddressSchema.optional(),
  status: z.boolean({ error: messages.validation.statusInvalid }).optional(),
  roles: z.unknown().optional(),
});
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

export const updateAccount = endpoint({
  method: 'PUT',
  path: '/api/accounts/:id',
  access: 'user',
  summary:
    'Sửa tài khoản: chính mình (họ tên, ảnh, số điện thoại, địa chỉ) hoặc Master sửa người khác (họ tên, ảnh, số điện thoại, địa chỉ, trạng thái). Email và vai trò không đổi ở đây. Số điện thoại 10 chữ số hoặc chuỗi rỗng để xóa; địa chỉ tối đa 300 ký tự. Không ai sửa được tài khoản Master khác.',
  params: idParamsSchema,
  body: updateAccountBodySchema,
  response: statusMessageSchema.extend({ account: accountSchema }),
});

export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/api/accounts/:id',
  access: 'master',
  summary: 'Xóa tài khoản (chỉ Master; không xóa chính mình hay tài khoản Master)',
  params: idParamsSchema,
  response: statusMessageSchema,
});
