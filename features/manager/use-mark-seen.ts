import { useEffect, useEffectEvent } from 'react';
import type { AlertSeenKind } from '../../contract/alerts';
import { useMarkAlertsSeen } from '../../entities/alert/mark-alerts-seen';

/**
 * Opening the bookings list, the day board or the orders list: what was new there has been
 * seen, so its count (badges, tab title, in every tab of this staff member) goes back to 0.
 */
export function useMarkSeenOnOpen(kind: AlertSeenKind) {
  const markSeen = useMarkAlertsSeen();
  const mark = useEffectEvent(() => {
    // A failed mark only leaves the count up until the next visit; the screen itself is fine.
    markSeen(kind).catch(() => undefined);
  });
  useEffect(() => mark(), [kind]);
}
