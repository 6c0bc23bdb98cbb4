import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getPricing } from '../../contract/service-packages';

export const pricingKey = getPricing.path;

export function fetchPricing() {
  return apiRequest(getPricing);
}

/** Each branch's labour rate and the parts markup bands. */
export function usePricing() {
  return useSWR(pricingKey, () => fetchPricing());
}
