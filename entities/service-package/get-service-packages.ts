import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listServicePackages } from '../../contract/service-packages';

export const servicePackagesKey = [listServicePackages.path] as const;

export function fetchServicePackages() {
  return apiRequest(listServicePackages);
}

/** Every package, by name: the master's list and the quote editor's picker read the same answer. */
export function useServicePackages() {
  return useSWR(servicePackagesKey, () => fetchServicePackages());
}
