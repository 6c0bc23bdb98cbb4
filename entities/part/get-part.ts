import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getPart } from '../../contract/parts';

export function partKey(id: string) {
  return [getPart.path, id] as const;
}

export function fetchPart(id: string) {
  return apiRequest(getPart, { params: { id } });
}

/** One part with its stock per branch, as it is now (a form opened from an older list row reads it afresh). */
export function usePart(id: string | undefined) {
  return useSWR(id ? partKey(id) : null, ([, partId]) => fetchPart(partId));
}
