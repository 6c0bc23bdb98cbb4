import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listWorkshopStaff } from '../../contract/repairs';

export const workshopStaffKey = listWorkshopStaff.path;

export function fetchWorkshopStaff() {
  return apiRequest(listWorkshopStaff);
}

/** The staff who can be in charge of a job (active admin and master accounts). */
export function useWorkshopStaff() {
  return useSWR(workshopStaffKey, fetchWorkshopStaff);
}
