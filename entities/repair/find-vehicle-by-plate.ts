import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { findVehicleByPlate } from '../../contract/repairs';
import { normalizePlate } from '../../contract/repair-steps';

export function vehicleByPlateKey(plate: string) {
  return [findVehicleByPlate.path, normalizePlate(plate)] as const;
}

/** The vehicle with this plate (written any way), or null when the garage has never seen it. */
export function fetchVehicleByPlate(plate: string) {
  return apiRequest(findVehicleByPlate, { query: { plate } });
}

/**
 * The car a check-in form's plate names, to fill in its model and year. Asked only for a plate
 * that looks whole (`plate` null otherwise), once per normalised plate.
 */
export function useVehicleByPlate(plate: string | null) {
  return useSWR(plate ? vehicleByPlateKey(plate) : null, ([, key]) => fetchVehicleByPlate(key), { revalidateOnFocus: false });
}
