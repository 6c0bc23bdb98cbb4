import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listBreaches } from '../../contract/privacy';

/** The breach register, newest first. */
export function useBreaches() {
  return useSWR(listBreaches.path, () => apiRequest(listBreaches));
}
