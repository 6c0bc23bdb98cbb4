import { keyUnderPath } from '../../contract/cache-keys';
import { getPricing, listServicePackages } from '../../contract/service-packages';

/** Every swr key of the packages starts with the list's path (the list, a package's priced lines): this matches all of them. */
export const isServicePackageKey = keyUnderPath(listServicePackages.path);

/** The labour rates and the markup bands: a save refreshes every view of them. */
export const isPricingKey = keyUnderPath(getPricing.path);
