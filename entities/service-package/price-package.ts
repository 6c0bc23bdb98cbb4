import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { pricePackage } from '../../contract/service-packages';

export function fetchPricedPackage(id: string, branch: BranchId) {
  return apiRequest(pricePackage, { params: { id }, query: { branch } });
}

/**
 * A package's lines priced for a job's branch, asked at the moment staff pick it (the rates and
 * costs of now): labour at the branch's rate, parts at their cost plus the markup.
 */
export function usePricePackage() {
  return useSWRMutation(pricePackage.path, (_key: string, { arg }: { arg: { id: string; branch: BranchId } }) => fetchPricedPackage(arg.id, arg.branch));
}
