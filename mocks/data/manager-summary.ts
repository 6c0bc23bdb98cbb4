import type { ManagerSummary } from '../../contract/manager-summary';
import { LOW_STOCK_THRESHOLD } from '../../contract/manager-summary';
import { TIME_SLOTS } from '../../contract/constants';
import { objectIdAt } from './ids';

const bookedToday = [3, 2, 1, 0, 2, 3, 1, 0];

/** A busy Tuesday: two slots full, work waiting, two services running out. */
export function demoManagerSummary(overrides: Partial<ManagerSummary> = {}): ManagerSummary {
  const created = new Date('2026-11-02T03:00:00Z');
  return {
    date: '2026-11-24',
    capacity: 3,
    today: TIME_SLOTS.map((timeSlot, index) => ({ timeSlot, booked: bookedToday[index] ?? 0 })),
    pendingBookings: 7,
    pendingOrders: 4,
    lowStock: {
      threshold: LOW_STOCK_THRESHOLD,
      count: 2,
      items: [
        { _id: objectIdAt(created, 0x51), name: 'Má phanh trước Toyota Vios', quantity: 0 },
        { _id: objectIdAt(created, 0x52), name: 'Lọc gió điều hòa Honda City', quantity: 3 },
      ],
    },
    newAccountsThisMonth: 12,
    monthStart: '2026-11-01',
    ...overrides,
  };
}
