import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { listReceivables, type AgeingBucket } from '../../contract/payments';

export interface ReceivablesFilters {
  branch?: BranchId;
  bucket?: AgeingBucket;
  creditAccountId?: string;
}

export function receivablesKey(filters: ReceivablesFilters) {
  return [listReceivables.path, filters] as const;
}

export function fetchReceivables(filters: ReceivablesFilters) {
  return apiRequest(listReceivables, { query: { branch: filters.branch, bucket: filters.bucket, creditAccountId: filters.creditAccountId } });
}

/** The open receivables with their ageing; the last answer stays shown while another filter loads. */
export function useReceivables(filters: ReceivablesFilters) {
  return useSWR(receivablesKey(filters), ([, current]) => fetchReceivables(current), { keepPreviousData: true });
}
