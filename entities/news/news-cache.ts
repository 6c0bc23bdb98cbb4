import { keyUnderPath } from '../../contract/cache-keys';
import { listNews } from '../../contract/news';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isNewsKey = keyUnderPath(listNews.path);
