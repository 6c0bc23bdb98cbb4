import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_ENTITY_KEYS, type AuditAction, type AuditEntity, type AuditEntry } from '../../../contract/audit';
import { formatDateTime } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { useAudit } from '../../../entities/audit/get-audit';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { LoadError } from '../../../ui/load-error';
import { RefreshFailedNote } from '../refresh-failed-note';
import { AuditChanges } from './audit-changes';
import { AuditFilters, type AuditFilterValues } from './audit-filters';
import { VerifyChainButton } from './verify-chain-button';

const FILTER_KEYS = ['actor', 'entity', 'entityId', 'action', 'from', 'to'] as const;

function filtersOf(params: URLSearchParams): AuditFilterValues {
  const entity = params.get('entity');
  const action = params.get('action');
  return {
    actor: params.get('actor') || undefined,
    entity: AUDIT_ENTITY_KEYS.includes(entity as AuditEntity) ? (entity as AuditEntity) : undefined,
    entityId: params.get('entityId') || undefined,
    action: AUDIT_ACTIONS.includes(action as AuditAction) ? (action as AuditAction) : undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
}

const entityName = (entity: string) => (AUDIT_ENTITIES as Record<string, string>)[entity] ?? entity;

/**
 * `/manager/audit` (master): the audit log searched by person, record, change and days, each
 * entry with who, when, from which address and the changed fields before and after; and the
 * check of the log's hash chain. The filters live in the address.
 */
export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [filters, setFilters] = useState(() => filtersOf(params));
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    setFilters(filtersOf(params));
  }
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAudit({ page, ...filters });

  const apply = (next: AuditFilterValues) => {
    setPage(1);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of FILTER_KEYS) {
          const value = next[key];
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  };

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'at',
      header: 'Thời gian',
      className: 'whitespace-nowrap',
      cell: (entry) => (
        <span className="flex flex-col">
          <span>{formatDateTime(entry.at)}</span>
          <span className="text-xs text-ink-muted">#{entry.seq}</span>
        </span>
      ),
    },
    {
      key: 'who',
      header: 'Người thực hiện',
      cell: (entry) =>
        entry.actor ? (
          <Button variant="link" size="sm" className="h-auto text-left whitespace-normal" aria-label={`Lọc theo ${entry.actor.fullName}`} onClick={() => apply({ ...filters, actor: entry.actor!._id })}>
            {entry.actor.fullName}
          </Button>
        ) : (
          <span className="text-ink-muted">{messages.audit.system}</span>
        ),
    },
    { key: 'ip', header: 'Địa chỉ IP', cell: (entry) => <span className="font-mono text-sm break-all">{entry.ip ?? '—'}</span> },
    {
      key: 'what',
      header: 'Thay đổi',
      cell: (entry) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold">
            {AUDIT_ACTION_LABELS[entry.action]} · {entityName(entry.entity)}
          </span>
          <span className="font-mono text-xs break-all text-ink-muted">{entry.entityId}</span>
        </span>
      ),
    },
    { key: 'changes', header: 'Trước → sau', cell: (entry) => <AuditChanges entry={entry} /> },
  ];

  return (
    <section aria-labelledby="audit-title" className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="audit-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
            Nhật ký thay đổi
          </h1>
          <p className="mt-1 text-ink-muted">Ai đã sửa gì, khi nào, từ địa chỉ nào. Nhật ký chỉ được ghi thêm, không ai sửa hay xóa được.</p>
        </div>
        <VerifyChainButton />
      </header>
      <AuditFilters value={filters} onApply={apply} />
      {error && data ? <RefreshFailedNote message={messages.auditScreen.loadFailed} onRetry={() => void mutate()} /> : null}
      {error && !data ? (
        <LoadError error={error} message={messages.auditScreen.loadFailed} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          caption="Nhật ký thay đổi"
          headingLevel={2}
          hideCaption
          stackOnPhone
          columns={columns}
          rows={data?.items ?? []}
          getRowKey={(entry) => entry.seq}
          total={data?.total ?? 0}
          totalLabel={(count) => `Tổng số: ${count} thay đổi`}
          page={page}
          onPageChange={setPage}
          loading={isLoading}
          emptyMessage={messages.auditScreen.empty}
        />
      )}
    </section>
  );
}
