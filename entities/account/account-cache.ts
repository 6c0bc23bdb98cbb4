import { listAccounts } from '../../contract/accounts';
import { keyUnderPath } from '../../contract/cache-keys';

/** Every swr key of this entity starts with its contract path: this matches all of them (lists, pages, one account). */
export const isAccountKey = keyUnderPath(listAccounts.path);
