import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { listParts } from '../../contract/parts';

/** Every part in use, with its stock per branch: what a quote's part line picks from. */
export function usePartsInUse() {
  return useSWR([listParts.path, 'in-use'] as const, () => apiRequestPage(listParts, { query: {} }));
}
