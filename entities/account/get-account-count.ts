import useSWR from 'swr';
import { countAccounts } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

/** Under the entity's path, so every write to accounts (a delete) refreshes the count too. */
export const accountCountKey = [countAccounts.path] as const;

/** How many accounts there are in all (staff only); nothing is asked while `wanted` is false. */
export function useAccountCount(wanted = true) {
  return useSWR(wanted ? accountCountKey : null, () => apiRequest(countAccounts));
}
