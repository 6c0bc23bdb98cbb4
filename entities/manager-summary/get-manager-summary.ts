import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getManagerSummary } from '../../contract/manager-summary';

/** New bookings and orders show up on the start page without a reload. */
export const SUMMARY_REFRESH_MS = 30_000;

export function fetchManagerSummary() {
  return apiRequest(getManagerSummary);
}

/** The start page's figures; refreshed every 30 s while the tab is visible, and on focus. */
export function useManagerSummary() {
  return useSWR(getManagerSummary.path, fetchManagerSummary, {
    refreshInterval: SUMMARY_REFRESH_MS,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
}
