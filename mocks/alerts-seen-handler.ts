import { markAlertsSeen, type AlertSeenKind } from '../contract/alerts';
import { demoAlertCounts, demoManagerAlerts } from './data/alerts';
import { mockOk } from './endpoint-handlers';

/**
 * PUT /api/manager/alerts/seen as the server answers it: that list's 'new' count back to 0.
 * The screens that mark a list seen on opening (bookings, day board, orders) need it in every story.
 */
export function mockAlertsSeen(record?: (kind: AlertSeenKind) => void) {
  return mockOk(markAlertsSeen, async (request) => {
    const { kind } = (await request.json()) as { kind: AlertSeenKind };
    record?.(kind);
    return demoManagerAlerts({ counts: { ...demoAlertCounts(), ...(kind === 'bookings' ? { newBookings: 0 } : { newOrders: 0 }) } });
  });
}
