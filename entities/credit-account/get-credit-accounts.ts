import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listCreditAccounts } from '../../contract/payments';

/** Under the list's path, so a change to an account (or a job handed over on credit) refreshes it. */
export function creditAccountsKey(q: string) {
  return [listCreditAccounts.path, q] as const;
}

export function fetchCreditAccounts(q: string) {
  return apiRequest(listCreditAccounts, { query: q ? { q } : {} });
}

/** The customers and companies allowed credit, searched on the server; the last answer stays shown while the next loads. */
export function useCreditAccounts(q = '') {
  return useSWR(creditAccountsKey(q), ([, current]) => fetchCreditAccounts(current), { keepPreviousData: true });
}
