import { keyUnderPath } from '../../contract/cache-keys';
import { listBanners } from '../../contract/banners';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isBannerKey = keyUnderPath(listBanners.path);
