import useSWR from 'swr';
import { getAccount } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

/** One key for the header's user menu and the account pages, so one request serves both. */
export function accountKey(id: string) {
  return [getAccount.path, id] as const;
}

export function fetchAccount(id: string) {
  return apiRequest(getAccount, { params: { id } });
}

/** The account as the server has it now (type and current roles); nothing is asked without an id. */
export function useAccount(id: string | undefined) {
  return useSWR(id ? accountKey(id) : null, ([, accountId]) => fetchAccount(accountId));
}
