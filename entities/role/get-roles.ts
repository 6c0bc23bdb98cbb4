import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listRoles } from '../../contract/roles';

export const rolesKey = listRoles.path;

export function fetchRoles() {
  return apiRequest(listRoles);
}

/** Every role an account may be given (master, admin...). */
export function useRoles() {
  return useSWR(rolesKey, fetchRoles);
}
