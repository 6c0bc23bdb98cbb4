import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listMyVehicles } from '../../contract/repairs';

/** Under '/api/vehicles', so a move of one of the customer's jobs (isVehicleKey) refreshes it. */
export function myVehiclesKey(accountId: string) {
  return [listMyVehicles.path, accountId] as const;
}

export function fetchMyVehicles() {
  return apiRequest(listMyVehicles);
}

/** 'Xe của tôi': the signed-in customer's vehicles, each with its open job and its past ones; nothing is asked for a visitor. */
export function useMyVehicles(accountId: string | undefined) {
  return useSWR(accountId ? myVehiclesKey(accountId) : null, () => fetchMyVehicles());
}
