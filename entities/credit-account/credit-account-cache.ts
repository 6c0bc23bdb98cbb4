import { keyUnderPath } from '../../contract/cache-keys';
import { listCreditAccounts } from '../../contract/payments';

/** Every swr key of this entity (the lists, a statement) starts with its contract path: this matches all of them. */
export const isCreditAccountKey = keyUnderPath(listCreditAccounts.path);
