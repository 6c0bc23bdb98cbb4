import useSWR from 'swr';
import { getAccount } from '../../../contract/accounts';
import { apiRequest } from '../../../contract/client';

/** Shared with the header's user menu (same key), so one request serves both. */
export function accountKey(id: string) {
  return [getAccount.path, id] as const;
}

export function fetchAccount(id: string) {
  return apiRequest(getAccount, { params: { id } });
}

export function useAccount(id: string) {
  return useSWR(accountKey(id), ([, accountId]) => fetchAccount(accountId));
}
