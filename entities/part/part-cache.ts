import { keyUnderPath } from '../../contract/cache-keys';
import { listParts, listStockMovements } from '../../contract/parts';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isPartKey = keyUnderPath(listParts.path);

/** The ledger's pages: a stock document (receipt, transfer, count) refreshes them too. */
export const isStockMovementKey = keyUnderPath(listStockMovements.path);
