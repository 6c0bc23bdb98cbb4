import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getRepairClocks } from '../../contract/workshop';

export function repairClocksKey(id: string) {
  return [getRepairClocks.path, id] as const;
}

export function fetchRepairClocks(id: string) {
  return apiRequest(getRepairClocks, { params: { id } });
}

/** A job's labour lines with their technicians and clocks (the desk's panel); under '/api/repairs', so every job refresh reads it again. */
export function useRepairClocks(id: string | null | undefined) {
  return useSWR(id ? repairClocksKey(id) : null, ([, repairId]) => fetchRepairClocks(repairId));
}
