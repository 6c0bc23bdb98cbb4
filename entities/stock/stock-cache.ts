import { keyUnderPath } from '../../contract/cache-keys';
import { listParts, listStockCounts, listStockMovements } from '../../contract/parts';

/**
 * A transfer, return or count changes the parts' stock and the ledger, whose views belong to
 * the part entity: matched by their contract paths.
 */
export const isStockViewKey = (key: unknown) => keyUnderPath(listParts.path)(key) || keyUnderPath(listStockMovements.path)(key) || keyUnderPath(listStockCounts.path)(key);
