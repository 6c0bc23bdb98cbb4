import { and, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, AuditVerification, auditQuerySchema } from '../../contract/audit';
import type { Db } from '../db/client';
import { accounts, auditLog } from '../db/schema';
import type { ServiceDeps } from './deps';

/**
 * The audit log as the master reads it, and the check of its chain. Rows are written by the
 * database (migration 0030: `audit_row` on every followed table, sealed at commit by
 * `audit_seal`), never by this module; nothing here updates or deletes one.
 */

type AuditQuery = z.output<typeof auditQuerySchema>;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`) + 86_400_000);

function auditWhere(query: AuditQuery): SQL | undefined {
  return and(
    isNotNull(auditLog.seq),
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    // Days are Vietnam's: 'from' from its midnight, 'to' until the next one.
    query.from ? gte(auditLog.at, new Date(`${query.from}T00:00:00+07:00`)) : undefined,
    query.to ? lt(auditLog.at, nextDay(query.to)) : undefined,
  );
}

/** Newest first, a page at a time, with the number of matching rows. */
export async function listAudit(deps: Pick<ServiceDeps, 'db'>, query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
  const limit = query.limit ?? 20;
  const offset = ((query.page ?? 1) - 1) * limit;
  const where = auditWhere(query);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ row: auditLog, actorName: accounts.fullName })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ row, actorName }) => ({
      seq: row.seq!,
      at: row.at.toISOString(),
      // An actor whose account is gone keeps their id; the name says so.
      actor: row.actorId ? { _id: row.actorId, fullName: actorName ?? row.actorId } : null,
      ip: row.ip,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      hash: row.hash ?? '',
    })),
    total: counted?.n ?? 0,
  };
}

/**
 * Recomputes every row's hash from its content and the hash before it, in the database (the same
 * `audit_content` the sealing used), and reports the first row that does not follow: a gap in the
 * sequence is a removed row, a hash that does not match is an edited one (or the row before it,
 * when only the link breaks).
 */
export async function verifyAuditChain(db: Db, now = new Date()): Promise<AuditVerification> {
  const result = (await db.execute(sql`
    with chain as (
      select seq, hash, prev_hash,
        lag(seq) over (order by seq) as before_seq,
        lag(hash) over (order by seq) as before_hash,
        encode(sha256(convert_to(coalesce(lag(hash) over (order by seq), '') || '|' || audit_content(seq, at, actor_id, ip, action, entity, entity_id, before, after), 'UTF8')), 'hex') as expected
      from ${auditLog}
      where seq is not null
    )
    select
      (select count(*) from chain)::int as checked,
      (select seq from chain where seq <> coalesce(before_seq, 0) + 1 order by seq limit 1) as missing_at,
      (select seq from chain where hash <> expected or prev_hash <> coalesce(before_hash, '') order by seq limit 1) as edited_at
  `)) as { rows: { checked: number; missing_at: string | number | null; edited_at: string | number | null }[] };
  const [row] = result.rows;
  const missingAt = row?.missing_at == null ? null : Number(row.missing_at);
  const editedAt = row?.edited_at == null ? null : Number(row.edited_at);
  const firstBroken =
    missingAt !== null && (editedAt === null || missingAt <= editedAt)
      ? { seq: missingAt, reason: 'missing' as const }
      : editedAt !== null
        ? { seq: editedAt, reason: 'edited' as const }
        : null;
  return { ok: firstBroken === null, checked: Number(row?.checked ?? 0), firstBroken, checkedAt: now.toISOString() };
}

/**
 * An export of personal data (a person's own .zip, a staff CSV of bookings or orders) is an audit
 * row of its own, written before the file goes out: `what` names it ('bookings', an account id),
 * `details` the filters or tables it held. The actor and address come from the transaction, as
 * for the triggers' rows.
 */
export async function recordExport(db: Db, what: string, details: Record<string, unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${auditLog} (at, actor_id, ip, action, entity, entity_id, before, after)
      values (clock_timestamp(), nullif(current_setting('garage.actor_id', true), ''), nullif(current_setting('garage.actor_ip', true), ''),
        'export', 'personal_data', ${what}, null, ${JSON.stringify(details)}::jsonb)
    `);
  });
}
