import { keyUnderPath } from '../../contract/cache-keys';
import { listProductsPath } from '../../contract/api-paths';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isProductKey = keyUnderPath(listProductsPath);
