import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getRepair } from '../../contract/repairs';

export function repairKey(id: string) {
  return [getRepair.path, id] as const;
}

export function fetchRepair(id: string) {
  return apiRequest(getRepair, { params: { id } });
}

/** One job with every move (staff see all of it); nothing is asked without an id. */
export function useRepair(id: string | null | undefined) {
  return useSWR(id ? repairKey(id) : null, ([, repairId]) => fetchRepair(repairId));
}
