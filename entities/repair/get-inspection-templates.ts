import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listInspectionTemplates } from '../../contract/inspections';

export const inspectionTemplatesKey = listInspectionTemplates.path;

export function fetchInspectionTemplates() {
  return apiRequest(listInspectionTemplates);
}

/** The master's checklists by name; the inspection form asks only once it is open. */
export function useInspectionTemplates(enabled = true) {
  return useSWR(enabled ? inspectionTemplatesKey : null, fetchInspectionTemplates);
}
