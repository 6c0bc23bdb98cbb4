import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { listStockCounts } from '../../contract/parts';

/** The counts kept open (one per branch at most): read from the server, so a reload finds them again. */
export function openCountsKey() {
  return [listStockCounts.path, 'open'] as const;
}

export function useOpenCounts() {
  return useSWR(openCountsKey(), () => apiRequestPage(listStockCounts, { query: { status: 'open' } }));
}
