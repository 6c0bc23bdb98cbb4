import useSWR from 'swr';
import { getAccount } from '../../../contract/accounts';
import { apiRequest } from '../../../contract/client';

/** The same key as the account pages use, so the header and the profile share one request. */
export function accountKey(id: string) {
  return [getAccount.path, id] as const;
}

export function fetchAccount(id: string) {
  return apiRequest(getAccount, { params: { id } });
}

/** The signed-in user's account as the server has it now (type and current roles). */
export function useAccount(id: string | undefined) {
  return useSWR(id ? accountKey(id) : null, ([, accountId]) => fetchAccount(accountId));
}
