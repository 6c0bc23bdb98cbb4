import type { AlertCounts, AlertSettings, ManagerAlerts, StaffAlert, StaffAlertType } from '../../contract/alerts';
import { objectIdAt } from './ids';

/** A morning at the front desk: someone waits in the chat, two messages unread, work came in overnight. */
export function demoAlertCounts(overrides: Partial<AlertCounts> = {}): AlertCounts {
  return { waitingChats: 1, unreadMessages: 2, newBookings: 3, newOrders: 1, ...overrides };
}

/** Nothing waits for this staff member. */
export const noAlertCounts: AlertCounts = { waitingChats: 0, unreadMessages: 0, newBookings: 0, newOrders: 0 };

/** What GET /api/manager/alerts answers: the counts above and the sound off, as for a new staff member. */
export function demoManagerAlerts({ counts = demoAlertCounts(), settings = {} }: { counts?: AlertCounts; settings?: Partial<AlertSettings> } = {}): ManagerAlerts {
  return { counts, settings: { sound: false, ...settings } };
}

const created = new Date('2026-11-24T01:15:00Z');

const samples: Record<StaffAlertType, Omit<StaffAlert, 'createdAt'>> = {
  booking: {
    type: 'booking',
    id: objectIdAt(created, 0xa01),
    text: 'Lịch hẹn mới: Trần Văn Nam, 08:00 25/11/2026 · Chi nhánh Quận 12',
    href: '/manager/booking?date=2026-11-25',
  },
  order: {
    type: 'order',
    id: objectIdAt(created, 0xa02),
    text: 'Đơn hàng mới #A02B7C: Phạm Thị Hoa, 1.250.000 ₫',
    href: '/manager/order?q=A02B7C',
  },
  chat: {
    type: 'chat',
    id: objectIdAt(created, 0xa03),
    text: 'Lê Minh Khang đang chờ trò chuyện',
    href: '/admin-chat',
  },
  repair: {
    type: 'repair',
    id: objectIdAt(created, 0xa04),
    text: 'Khách Nguyễn V*** A* đã trả lời báo giá xe 51A-123.45: đồng ý 2/3 dòng',
    href: `/manager/repairs/${objectIdAt(created, 0xa04)}`,
  },
  part: {
    type: 'part',
    id: objectIdAt(created, 0xa05),
    text: 'Sắp hết hàng ở Quận 12: Má phanh trước Toyota Vios (MP-VIOS-01) còn 2 bộ dùng được, mức đặt lại 2',
    href: '/manager/parts?lowStock=true&branch=quan-12&q=MP-VIOS-01',
  },
  money: {
    type: 'money',
    id: objectIdAt(created, 0xa06),
    text: 'Nhận chuyển khoản 1.500.000 ₫ cho phiếu R7K2QA',
    href: `/manager/repairs/${objectIdAt(created, 0xa06)}`,
  },
  privacy: {
    type: 'privacy',
    id: objectIdAt(created, 0xa07),
    text: 'Yêu cầu dữ liệu cá nhân của Nguyễn V. A. sắp đến hạn trả lời (27/11/2026)',
    href: '/manager/privacy',
  },
};

/** One `staff_alert` event's payload, as the server sends it the moment the item is stored. */
export function demoStaffAlert(type: StaffAlertType, overrides: Partial<StaffAlert> = {}): StaffAlert {
  return { ...samples[type], createdAt: created.toISOString(), ...overrides };
}
