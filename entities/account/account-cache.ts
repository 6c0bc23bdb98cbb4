import { useSWRConfig } from 'swr';
import { listAccounts } from '../../contract/accounts';
import { keyUnderPath } from '../../contract/cache-keys';

/** Every swr key of this entity starts with its contract path: this matches all of them (lists, pages, one account). */
export const isAccountKey = keyUnderPath(listAccounts.path);

/** Refreshes every view of this entity (lists, pages, details), in the cache the component sees. */
export function useRefreshAccounts() {
  const { mutate } = useSWRConfig();
  return () => mutate(isAccountKey);
}
