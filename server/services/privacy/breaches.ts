import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { messages } from '../../../contract/messages';
import type { Breach } from '../../../contract/privacy';
import { BREACH_REPORT_HOURS } from '../../../contract/privacy-rules';
import type * as contract from '../../../contract/privacy';
import type { Db } from '../../db/client';
import { accounts, privacyBreaches } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';

// The breach register: what happened, when it was found, which data and how many people, what was
// done; the report to the authority is due BREACH_REPORT_HOURS after it was found.

const recorder = alias(accounts, 'breach_recorder');
type Row = typeof privacyBreaches.$inferSelect;

function toBreach(row: Row, recordedBy: { id: string | null; name: string | null }): Breach {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    foundAt: row.foundAt.toISOString(),
    reportDueAt: new Date(row.foundAt.getTime() + BREACH_REPORT_HOURS * 3600_000).toISOString(),
    dataKinds: row.dataKinds,
    peopleAffected: row.peopleAffected,
    measures: row.measures,
    status: row.status,
    reportedAt: row.reportedAt?.toISOString() ?? null,
    recordedBy: recordedBy.id ? { _id: recordedBy.id, fullName: recordedBy.name ?? '' } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columns = { breach: privacyBreaches, recorderId: recorder.id, recorderName: recorder.fullName };

async function readBreach(db: Pick<Db, 'select'>, id: string): Promise<Breach> {
  const [row] = await db.select(columns).from(privacyBreaches).leftJoin(recorder, eq(recorder.id, privacyBreaches.recordedBy)).where(eq(privacyBreaches.id, id));
  if (!row) throw notFound(messages.privacy.breachNotFound);
  return toBreach(row.breach, { id: row.recorderId, name: row.recorderName });
}

export async function listBreaches(deps: Pick<ServiceDeps, 'db'>): Promise<Breach[]> {
  const rows = await deps.db
    .select(columns)
    .from(privacyBreaches)
    .leftJoin(recorder, eq(recorder.id, privacyBreaches.recordedBy))
    .orderBy(desc(privacyBreaches.foundAt), desc(privacyBreaches.id));
  return rows.map((row) => toBreach(row.breach, { id: row.recorderId, name: row.recorderName }));
}

export async function createBreach(deps: Pick<ServiceDeps, 'db' | 'now'>, master: AuthUser, body: ParsedBodyOf<typeof contract.createBreach>): Promise<Breach> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyBreaches)
      .values({ ...body, foundAt: new Date(body.foundAt), recordedBy: master.id, createdAt: now, updatedAt: now })
      .returning({ id: privacyBreaches.id });
    return row!.id;
  });
  return readBreach(deps.db, id);
}

/** An update names the version it edited (`updatedAt`): someone else's change since is 409, never overwritten. */
export async function updateBreach(deps: Pick<ServiceDeps, 'db' | 'now'>, id: string, body: ParsedBodyOf<typeof contract.updateBreach>): Promise<Breach> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(privacyBreaches).where(eq(privacyBreaches.id, id)).for('update');
    if (!row) throw notFound(messages.privacy.breachNotFound);
    if (row.updatedAt.toISOString() !== new Date(body.updatedAt).toISOString()) throw conflict(messages.privacy.breachStale);
    const { updatedAt: _seen, ...fields } = body;
    // Milliseconds only, so the time the screen is given back compares equal next time.
    const stamp = new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1));
    await tx
      .update(privacyBreaches)
      .set({
        ...fields,
        foundAt: new Date(body.foundAt),
        reportedAt: body.status === 'reported' || body.status === 'closed' ? (row.reportedAt ?? (body.status === 'reported' ? now : null)) : null,
        updatedAt: stamp,
      })
      .where(eq(privacyBreaches.id, id));
  });
  return readBreach(deps.db, id);
}
