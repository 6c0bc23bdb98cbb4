import useSWR from 'swr';
import { listStaffPositionsPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const staffPositionsKey = listStaffPositionsPath;

export async function getStaffPositions() {
  const { listStaffPositions } = await import('../../contract/staff-positions');
  return apiRequest(listStaffPositions);
}

export function useStaffPositions() {
  return useSWR(staffPositionsKey, getStaffPositions);
}
