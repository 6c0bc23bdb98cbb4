import useSWR from 'swr';
import { listStaffPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const staffKey = listStaffPath;

export async function getStaff() {
  const { listStaff } = await import('../../contract/staff');
  return apiRequest(listStaff);
}

export function useStaff() {
  return useSWR(staffKey, getStaff);
}
