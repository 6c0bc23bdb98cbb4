import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { listTechnicians } from '../../contract/workshop';

export function techniciansKey(branch: BranchId | null) {
  return [listTechnicians.path, branch ?? ''] as const;
}

export function fetchTechnicians(branch: BranchId | null) {
  return apiRequest(listTechnicians, { query: branch ? { branch } : {} });
}

/** The active technicians (of one branch when given): who a labour line or a job can be given to. */
export function useTechnicians(branch: BranchId | null) {
  return useSWR(techniciansKey(branch), ([, only]) => fetchTechnicians((only || null) as BranchId | null));
}
