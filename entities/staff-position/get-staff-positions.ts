import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** listStaffPositions.path of contract/staff-positions.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the page. */
export const staffPositionsKey = '/api/categoriesStaff';

export async function getStaffPositions() {
  const { listStaffPositions } = await import('../../contract/staff-positions');
  return apiRequest(listStaffPositions);
}

export function useStaffPositions() {
  return useSWR(staffPositionsKey, getStaffPositions);
}
