import { listRepairsPath } from '../../contract/api-paths';
import { keyUnderPath } from '../../contract/cache-keys';

/**
 * Every swr key of this entity starts with '/api/repairs' (the board, a job, the customer's jobs,
 * the tracking page, the step limits and the start page's counts) or '/api/vehicles' (a vehicle's
 * history, 'Xe của tôi'). A move refreshes both: a job's step shows in each.
 */
export const isRepairKey = keyUnderPath(listRepairsPath);
export const isVehicleKey = keyUnderPath('/api/vehicles');

/** After a change to a job (its quote, answer, payment): every view of jobs and cars reads again. */
export function refreshRepairViews(mutate: (matcher: (key: unknown) => boolean) => Promise<unknown>) {
  void mutate(isRepairKey);
  void mutate(isVehicleKey);
}
