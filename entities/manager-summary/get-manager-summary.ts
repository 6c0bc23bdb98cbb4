import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { DESK_REFRESH } from '../../contract/constants';
import { getManagerSummary } from '../../contract/manager-summary';

export function fetchManagerSummary() {
  return apiRequest(getManagerSummary);
}

/** The start page's figures; refreshed every 30 s while the tab is visible, and on focus. */
export function useManagerSummary() {
  return useSWR(getManagerSummary.path, fetchManagerSummary, {
    ...DESK_REFRESH,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
}
