import { keyUnderPath } from '../../contract/cache-keys';
import { listOrders } from '../../contract/orders';

/**
 * Every swr key of this entity starts with its contract path: this matches all of them
 * (the back-office pages, one order, a customer's history).
 */
export const isOrderKey = keyUnderPath(listOrders.path);
