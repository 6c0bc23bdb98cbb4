import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listStaffPositions } from '../../contract/staff-positions';

export const staffPositionsKey = listStaffPositions.path;

export function getStaffPositions() {
  return apiRequest(listStaffPositions);
}

export function useStaffPositions() {
  return useSWR(staffPositionsKey, getStaffPositions);
}
