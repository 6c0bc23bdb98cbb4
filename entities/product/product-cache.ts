import { keyUnderPath } from '../../contract/cache-keys';
import { listProducts } from '../../contract/products';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isProductKey = keyUnderPath(listProducts.path);
