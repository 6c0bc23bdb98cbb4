import { keyUnderPath } from '../../contract/cache-keys';
import { listBankTransfers } from '../../contract/bank-transfers';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isBankTransferKey = keyUnderPath(listBankTransfers.path);
