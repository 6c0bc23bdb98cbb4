import { keyUnderPath } from '../../contract/cache-keys';
import { listSuppliers } from '../../contract/parts';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isSupplierKey = keyUnderPath(listSuppliers.path);
