import type { ManagerSummary } from '../../contract/manager-summary';
import { LOW_STOCK_THRESHOLD } from '../../contract/manager-summary';
import { TIME_SLOTS } from '../../contract/constants';
import { BRANCH_IDS } from '../../contract/garage';
import { objectIdAt } from './ids';

/** Quận 12 (3 places a slot) has two slots full; Thủ Đức (4 a slot) is quieter. */
const bookedAt = { 'quan-12': [3, 2, 1, 0, 2, 3, 1, 0], 'thu-duc': [1, 0, 2, 4, 0, 1, 0, 0] } as const;
const capacityAt = { 'quan-12': 3, 'thu-duc': 4 } as const;

/** A busy Tuesday: two slots full, work waiting, two services running out. */
export function demoManagerSummary(overrides: Partial<ManagerSummary> = {}): ManagerSummary {
  const created = new Date('2026-11-02T03:00:00Z');
  return {
    date: '2026-11-24',
    capacity: capacityAt['quan-12'] + capacityAt['thu-duc'],
    today: TIME_SLOTS.map((timeSlot, index) => ({ timeSlot, booked: BRANCH_IDS.reduce((sum, branch) => sum + (bookedAt[branch][index] ?? 0), 0) })),
    branches: BRANCH_IDS.map((branch) => ({
      branch,
      capacity: capacityAt[branch],
      today: TIME_SLOTS.map((timeSlot, index) => ({ timeSlot, booked: bookedAt[branch][index] ?? 0 })),
    })),
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
