/**
 * The rules of personal data both sides read (zod-free, so a public form's boxes and labels load
 * no schema): purposes, channels, request kinds and their deadlines in working days, statuses,
 * the breach report's hours and the retention defaults. The schemas are in contract/privacy.ts.
 */

export const PRIVACY_NOTICE_BODY_MAX = 50_000;

/**
 * processing: keep and use the person's data for what they asked (a booking, an account, a chat);
 * serviceMessages: reminders and news about their own car and bookings by mail;
 * marketing: offers and promotions. Each is given or withdrawn on its own.
 */
export const CONSENT_PURPOSES = ['processing', 'serviceMessages', 'marketing'] as const;

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_PURPOSE_LABELS: Readonly<Record<ConsentPurpose, string>> = {
  processing: 'Xử lý thông tin để phục vụ yêu cầu của tôi',
  serviceMessages: 'Nhắc lịch hẹn, nhắc bảo dưỡng và tin về xe của tôi qua e-mail',
  marketing: 'Ưu đãi và khuyến mãi của gara',
};

export const CONSENT_PURPOSE_DETAILS: Readonly<Record<ConsentPurpose, string>> = {
  processing: 'Gara lưu tên, số điện thoại, e-mail, biển số và nội dung bạn gửi để đặt lịch, sửa xe, giao hàng và trả lời bạn.',
  serviceMessages: 'Thư nhắc trước ngày hẹn, nhắc khi đến kỳ bảo dưỡng và tin về tiến độ sửa xe ngoài những thư bắt buộc.',
  marketing: 'Thư giới thiệu chương trình khuyến mãi, dịch vụ mới. Bạn có thể ngừng nhận bất cứ lúc nào.',
};

/** Where a consent was given or changed. 'legacy' is a request from the garage's earlier client, which asks nothing: processing under the request only. */
export const CONSENT_CHANNELS = ['register', 'booking', 'bot', 'desk', 'chat', 'guest_message', 'checkin', 'account', 'mail_link', 'legacy'] as const;

export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_CHANNEL_LABELS: Readonly<Record<ConsentChannel, string>> = {
  register: 'Đăng ký tài khoản',
  booking: 'Đặt lịch trên website',
  bot: 'Đặt lịch qua trợ lý ảo',
  desk: 'Nhân viên ghi khi khách gọi',
  chat: 'Trò chuyện trực tuyến',
  guest_message: 'Tin nhắn để lại',
  checkin: 'Nhận xe tại quầy',
  account: 'Trang Quyền riêng tư',
  mail_link: 'Liên kết trong e-mail',
  legacy: 'Ứng dụng cũ (không hỏi)',
};

export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'restriction', 'objection', 'erasure'] as const;

export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_KIND_LABELS: Readonly<Record<PrivacyRequestKind, string>> = {
  access: 'Xem, nhận bản sao dữ liệu',
  correction: 'Sửa dữ liệu',
  restriction: 'Hạn chế xử lý',
  objection: 'Phản đối xử lý',
  erasure: 'Xóa dữ liệu',
};

/**
 * Working days the garage has to answer, counted from the day after the request arrives, skipping
 * weekends, the public holidays and the lunar holidays (server/lib/working-days.ts). The periods are
 * the garage's own setting under the decree; a master is warned when PRIVACY_DEADLINE_WARN_DAYS remain.
 */
export const PRIVACY_REQUEST_DEADLINE_WORKING_DAYS: Readonly<Record<PrivacyRequestKind, number>> = {
  access: 10,
  correction: 10,
  restriction: 10,
  objection: 10,
  erasure: 10,
};

export const PRIVACY_DEADLINE_WARN_DAYS = 2;

export const PRIVACY_REQUEST_STATUSES = ['open', 'done', 'refused'] as const;

export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const PRIVACY_REQUEST_STATUS_LABELS: Readonly<Record<PrivacyRequestStatus, string>> = {
  open: 'Chờ xử lý',
  done: 'Đã thực hiện',
  refused: 'Từ chối',
};

export const PRIVACY_NOTE_MAX = 2000;

export const BREACH_REPORT_HOURS = 72;

export const BREACH_STATUSES = ['open', 'reported', 'closed'] as const;

export type BreachStatus = (typeof BREACH_STATUSES)[number];

export const BREACH_STATUS_LABELS: Readonly<Record<BreachStatus, string>> = { open: 'Đang xử lý', reported: 'Đã báo cáo cơ quan chức năng', closed: 'Đã khắc phục' };

export const RETENTION_DEFAULTS = { bookingPhotoMonths: 24, chatMonths: 24, inactiveAccountMonths: 36, invoiceYears: 10 } as const;
