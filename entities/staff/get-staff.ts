import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** listStaff.path of contract/staff.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the page. */
export const staffKey = '/api/staff';

export async function getStaff() {
  const { listStaff } = await import('../../contract/staff');
  return apiRequest(listStaff);
}

export function useStaff() {
  return useSWR(staffKey, getStaff);
}
