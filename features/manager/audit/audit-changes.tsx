import type { AuditEntry } from '../../../contract/audit';

/** A recorded value as the log keeps it: text as is (the personal mark too), empty as a dash, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The changed fields of one entry, each `field: before → after` (a new record has only after, a removed one only before). */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after' | 'action'> }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span className="text-ink-muted">—</span>;
  return (
    <dl className="grid min-w-0 gap-1 text-sm">
      {fields.map((field) => (
        <div key={field} className="min-w-0">
          <dt className="inline font-mono text-xs font-semibold text-navy-800">{field}: </dt>
          <dd className="inline break-all">
            {entry.before ? <span className="text-danger-ink line-through decoration-1">{auditValueText(entry.before[field])}</span> : null}
            {entry.before && entry.after ? <span aria-label="thành"> → </span> : null}
            {entry.after ? <span className="text-success-ink">{auditValueText(entry.after[field])}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
