import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { DESK_REFRESH } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';
import { getWorkshopCounts } from '../../contract/repairs';

export function workshopCountsKey(branch: BranchId | undefined) {
  return [getWorkshopCounts.path, branch ?? 'all'] as const;
}

export function fetchWorkshopCounts(branch: BranchId | undefined) {
  return apiRequest(getWorkshopCounts, { query: branch ? { branch } : {} });
}

/** Cars in the workshop per step (open jobs) and how many are past their step's limit; both branches without one. */
export function useWorkshopCounts(branch?: BranchId) {
  return useSWR(workshopCountsKey(branch), ([, at]) => fetchWorkshopCounts(at === 'all' ? undefined : at), DESK_REFRESH);
}
