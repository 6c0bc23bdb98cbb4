import { useSWRConfig } from 'swr';
import { markAlertsSeen, type AlertSeenKind } from '../../contract/alerts';
import { apiRequest } from '../../contract/client';
import { managerAlertsKey } from './get-manager-alerts';

export function putAlertsSeen(kind: AlertSeenKind) {
  return apiRequest(markAlertsSeen, { body: { kind } });
}

/** Opening the bookings or orders screen: their 'new' count goes back to 0 for this staff member. */
export function useMarkAlertsSeen() {
  const { mutate } = useSWRConfig();
  return async (kind: AlertSeenKind) => {
    const alerts = await putAlertsSeen(kind);
    await mutate(managerAlertsKey, alerts, { revalidate: false });
    return alerts;
  };
}
