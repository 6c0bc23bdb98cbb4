import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getVehicle } from '../../contract/repairs';

export function vehicleKey(id: string) {
  return [getVehicle.path, id] as const;
}

export function fetchVehicle(id: string) {
  return apiRequest(getVehicle, { params: { id } });
}

/** A vehicle with every job it had at this garage (dates, km, what was done); nothing is asked without an id. */
export function useVehicle(id: string | null | undefined) {
  return useSWR(id ? vehicleKey(id) : null, ([, vehicleId]) => fetchVehicle(vehicleId));
}
