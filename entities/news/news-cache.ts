import { keyUnderPath } from '../../contract/cache-keys';
import { listNewsPath } from '../../contract/api-paths';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isNewsKey = keyUnderPath(listNewsPath);
