import { keyUnderPath } from '../../contract/cache-keys';
import { listParts, listPurchaseOrders, listStockMovements } from '../../contract/parts';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isPurchaseOrderKey = keyUnderPath(listPurchaseOrders.path);

/**
 * A receipt moves stock in: the parts' stock and the ledger, another entity's views, are
 * matched by their contract paths so they are read again too.
 */
export const isStockViewKey = (key: unknown) => keyUnderPath(listParts.path)(key) || keyUnderPath(listStockMovements.path)(key);
