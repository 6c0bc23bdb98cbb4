import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listMyPrivacyRequests } from '../../contract/privacy';

export function myPrivacyRequestsKey(accountId: string) {
  return [listMyPrivacyRequests.path, accountId] as const;
}

/** The requests the signed-in person sent, with their status and deadline. */
export function useMyPrivacyRequests(accountId: string | undefined) {
  return useSWR(accountId ? myPrivacyRequestsKey(accountId) : null, () => apiRequest(listMyPrivacyRequests));
}
