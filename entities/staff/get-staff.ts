import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listStaff } from '../../contract/staff';

export const staffKey = listStaff.path;

export function getStaff() {
  return apiRequest(listStaff);
}

export function useStaff() {
  return useSWR(staffKey, getStaff);
}
