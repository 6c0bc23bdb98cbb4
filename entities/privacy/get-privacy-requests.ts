import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import { listPrivacyRequests } from '../../contract/privacy';
import type { PrivacyRequestStatus } from '../../contract/privacy-rules';

export interface PrivacyRequestsQuery {
  page: number;
  status?: PrivacyRequestStatus;
}

export function privacyRequestsKey(query: PrivacyRequestsQuery) {
  return [listPrivacyRequests.path, query] as const;
}

/** The master's inbox, one page, nearest deadline first; the last page stays shown while the next loads. */
export function usePrivacyRequests(query: PrivacyRequestsQuery) {
  return useSWR(privacyRequestsKey(query), ([, current]) => apiRequestPage(listPrivacyRequests, { query: { limit: PAGE_SIZE_MANAGER, ...current } }), { keepPreviousData: true });
}
