import { keyUnderPath } from '../../contract/cache-keys';
import { listCategories } from '../../contract/categories';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isCategoryKey = keyUnderPath(listCategories.path);
