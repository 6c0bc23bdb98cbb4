import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listMyRepairs } from '../../contract/repairs';

/** Under '/api/repairs', so every write of a job (isRepairKey) refreshes it. */
export function myRepairsKey(accountId: string) {
  return [listMyRepairs.path, accountId] as const;
}

export function fetchMyRepairs() {
  return apiRequest(listMyRepairs);
}

/** The signed-in customer's jobs, newest first, with only what staff shared; nothing is asked for a visitor. */
export function useMyRepairs(accountId: string | undefined) {
  return useSWR(accountId ? myRepairsKey(accountId) : null, () => fetchMyRepairs());
}
