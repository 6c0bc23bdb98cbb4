import useSWR from 'swr';
import { listAudit, type AuditAction, type AuditEntity } from '../../contract/audit';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';

export interface AuditQuery {
  page: number;
  actor?: string;
  entity?: AuditEntity;
  entityId?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

export function auditKey(query: AuditQuery) {
  return [listAudit.path, query] as const;
}

/** One page of the audit log, newest first, searched on the server. */
export function useAudit(query: AuditQuery) {
  return useSWR(auditKey(query), ([, current]) => apiRequestPage(listAudit, { query: { limit: PAGE_SIZE_MANAGER, ...current } }), { keepPreviousData: true });
}
