import useSWR from 'swr';
import { getManagerAlerts } from '../../contract/alerts';
import { apiRequest } from '../../contract/client';

export const managerAlertsKey = getManagerAlerts.path;

export function fetchManagerAlerts() {
  return apiRequest(getManagerAlerts);
}

/**
 * Staff: what waits for the caller (chats, unread messages, new bookings and orders) and their
 * sound setting, counted by the server. One key for every badge, the tab title and the start
 * page; the staff alerts listener reads it again whenever the socket says something changed.
 */
export function useManagerAlerts(enabled = true) {
  return useSWR(enabled ? managerAlertsKey : null, fetchManagerAlerts, { revalidateOnFocus: true, dedupingInterval: 500 });
}
