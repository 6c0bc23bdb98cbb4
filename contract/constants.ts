/** Business constants of spec section 9, shared by browser and server. */

export const TIME_SLOTS = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export type StatusTone = 'orange' | 'green' | 'red' | 'blue';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_META: Record<BookingStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Chờ xử lý', tone: 'orange' },
  confirmed: { label: 'Đã xác nhận', tone: 'green' },
  cancelled: { label: 'Đã hủy', tone: 'red' },
};

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_META: Record<OrderStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Chờ xử lý', tone: 'orange' },
  processing: { label: 'Đang xử lý', tone: 'blue' },
  completed: { label: 'Hoàn thành', tone: 'green' },
  cancelled: { label: 'Đã hủy', tone: 'red' },
};

/** A customer moves their own booking until this many hours before it starts, once per booking. */
export const BOOKING_RESCHEDULE_LEAD_HOURS = 2;
/** The most places a branch's slot can be given in the back office. */
export const BRANCH_SLOT_CAPACITY_MAX = 50;

export const PAYMENT_METHOD = 'COD';

export const ROLE_NAMES = { master: 'master', admin: 'admin', technician: 'technician' } as const;

export const PAGE_SIZE_PUBLIC = 8;
export const PAGE_SIZE_MANAGER = 10;

export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
/**
 * Wrong codes one account (its e-mail) may be sent in an hour, from all addresses together
 * (server/plugins/rate-limit.ts); the wrong try that uses the last one kills the account's live
 * codes, and the next tries wait for the hour to end. The arithmetic: a code is CODE_LENGTH = 6
 * digits, 10^6 values. The hour is a fixed window opened by its first wrong try, so any 24 hours
 * touch at most 25 windows: at most 25 × 3 = 75 guesses a day, a chance of at most
 * 75 / 10^6 = 7.5e-5 (under 1 in 10,000) of guessing one account's code in a day.
 */
export const CODE_WRONG_TRIES_PER_ACCOUNT_HOUR = 3;
/** Wrong tries a code survives, stored with it: the same number, so a code dies with the account's hour even if the counters are lost. */
export const CODE_MAX_ATTEMPTS = CODE_WRONG_TRIES_PER_ACCOUNT_HOUR;

export const STAFF_NAME_MIN = 2;
export const PHONE_DIGITS = 10;
export const IMAGE_MAX_BYTES = 5_000_000;

/** An appointment can be made from today up to this many days ahead (Vietnam time). */
export const BOOKING_MAX_DAYS_AHEAD = 90;
/** A customer may cancel their own appointment online until this many hours before it starts. */
export const BOOKING_CANCEL_LEAD_HOURS = 2;
/** Pictures of one booking: how many, and their decoded size together. */
export const BOOKING_MAX_IMAGES = 5;
export const BOOKING_IMAGES_MAX_BYTES = 12_000_000;
/**
 * The share of each slot's places (rounded up) that bookings made without signing in may hold;
 * a slot of two or more places keeps at least one for signed-in customers and the front desk.
 * Anyone can book without an account, with any phone, from many addresses: without a share, a
 * few addresses with made-up phones filled whole days.
 */
export const ANONYMOUS_SLOT_SHARE = 2 / 3;

export const ARTIFICIAL_DELAY_MS = 2000;
/**
 * The front desk keeps the start page, the day board and the booking and order lists open:
 * they ask again this often while the tab is visible, so new bookings and orders show up.
 */
export const DESK_REFRESH_MS = 30_000;
/** swr options of a screen the front desk keeps open. */
export const DESK_REFRESH = { refreshInterval: DESK_REFRESH_MS, refreshWhenHidden: false, refreshWhenOffline: false } as const;

export const RELATED_PRODUCTS_MAX = 8;
export const RELATED_NEWS_MAX = 3;

export const TEXT_CUT = {
  productNameManager: 10,
  productName: 50,
  descriptionManager: 20,
  description: 100,
  newsTitle: 30,
  newsContent: 100,
} as const;

export const SOCKET_OPTIONS = { reconnectionAttempts: 5, reconnectionDelay: 1000, timeout: 20000 } as const;
export const CHAT_INPUT_MAX_ROWS = 3;

export const ACHIEVEMENTS = [
  { value: 620, suffix: '+', label: 'Dự án hoàn thành' },
  { value: 120, suffix: '+', label: 'Giải thưởng' },
  { value: 100, suffix: '+', label: 'Kỹ thuật viên' },
  // The spec's '120% minh bạch' is no figure a customer believes (docs/spec-deviations.md).
  { value: 100, suffix: '%', label: 'Báo giá trước khi sửa' },
] as const;

/** Monthly statistics offer these years: current year minus 3 to plus 1. */
export function statisticsYears(currentYear: number): number[] {
  return [-3, -2, -1, 0, 1].map((offset) => currentYear + offset);
}

/** Where the session's token is kept (localStorage); a constant of its own so the island loader reads it without this module. */
export const TOKEN_STORAGE_KEY = 'token';
export const STORAGE_KEYS = { token: TOKEN_STORAGE_KEY, user: 'user', chatMessages: 'chatMessages' } as const;
export const AUTH_COOKIE = 'jwt';
