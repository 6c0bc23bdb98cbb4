import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { updatePricing } from '../../contract/service-packages';
import { isPricingKey, isServicePackageKey } from './service-package-cache';

export type PricingBody = BodyOf<typeof updatePricing>;

export function putPricing(body: PricingBody) {
  return apiRequest(updatePricing, { body });
}

/** The master's rates and bands; the pricing and any package's priced lines refresh. */
export function useUpdatePricing() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updatePricing.method} ${updatePricing.path}`, (_key: string, { arg }: { arg: PricingBody }) => putPricing(arg), {
    onSuccess() {
      void mutate(isPricingKey);
      void mutate(isServicePackageKey);
    },
  });
}
