import { asc, eq, sql } from 'drizzle-orm';
import type { InspectionTemplate, InspectionTemplateBody } from '../../contract/inspections';
import { format, messages } from '../../contract/messages';
import type { Db } from '../db/client';
import { inspectionTemplates } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { newObjectId } from '../lib/object-id';
import type { AuthUser } from '../plugins/auth';
import type { ServiceDeps } from './deps';

// The master's checklist templates. A point keeps its id for life: a filled inspection copies the
// labels it was filled with, and a quote line names the point it answers by that id.

type TemplateRow = typeof inspectionTemplates.$inferSelect;

/** Any fixed number: names are compared under this lock, as the table has no unique index on them. */
const TEMPLATE_NAME_LOCK = 7_310_245_281;

function toTemplate(row: TemplateRow): InspectionTemplate {
  return { _id: row.id, name: row.name, points: row.points, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listInspectionTemplates({ db }: Pick<ServiceDeps, 'db'>): Promise<InspectionTemplate[]> {
  const rows = await db.select().from(inspectionTemplates).orderBy(asc(inspectionTemplates.name), asc(inspectionTemplates.id));
  return rows.map(toTemplate);
}

/** Two masters saving the same name at once take turns here, so the second sees the first's. */
async function assertNameFree(tx: Db, name: string, exceptId: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLATE_NAME_LOCK})`);
  const rows = await tx
    .select({ id: inspectionTemplates.id })
    .from(inspectionTemplates)
    .where(sql`lower(${inspectionTemplates.name}) = lower(${name})`);
  if (rows.some((row) => row.id !== exceptId)) throw conflict(format(messages.inspections.templateNameTaken, { name }));
}

/** The points as sent: those with an id must be the template's own (kept), the others get a new id. */
function pointsOf(body: InspectionTemplateBody, existing: ReadonlyArray<{ id: string }>, now: Date) {
  const known = new Set(existing.map((point) => point.id));
  const seen = new Set<string>();
  return body.points.map((point) => {
    if (point.id !== null) {
      if (!known.has(point.id) || seen.has(point.id)) throw badRequest(messages.inspections.pointUnknown);
      seen.add(point.id);
      return { id: point.id, label: point.label };
    }
    return { id: newObjectId(now), label: point.label };
  });
}

export async function createInspectionTemplate(deps: Pick<ServiceDeps, 'db' | 'now'>, master: AuthUser, body: InspectionTemplateBody): Promise<InspectionTemplate> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await assertNameFree(tx, body.name, null);
    const [row] = await tx
      .insert(inspectionTemplates)
      .values({ id: newObjectId(now), name: body.name, points: pointsOf(body, [], now), accountId: master.id, createdAt: now, updatedAt: now })
      .returning();
    return toTemplate(row!);
  });
}

export async function updateInspectionTemplate(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  master: AuthUser,
  id: string,
  body: InspectionTemplateBody,
): Promise<InspectionTemplate> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(inspectionTemplates).where(eq(inspectionTemplates.id, id)).for('update');
    if (!current) throw notFound(messages.inspections.templateNotFound);
    await assertNameFree(tx, body.name, id);
    const [row] = await tx
      .update(inspectionTemplates)
      .set({ name: body.name, points: pointsOf(body, current.points, now), accountId: master.id, updatedAt: now })
      .where(eq(inspectionTemplates.id, id))
      .returning();
    return toTemplate(row!);
  });
}

/** The inspections filled with it stay as they are: they keep the template's name and their points' labels. */
export async function deleteInspectionTemplate({ db }: Pick<ServiceDeps, 'db'>, id: string): Promise<{ message: string }> {
  const [row] = await db.delete(inspectionTemplates).where(eq(inspectionTemplates.id, id)).returning({ id: inspectionTemplates.id });
  if (!row) throw notFound(messages.inspections.templateNotFound);
  return { message: messages.inspections.deleteSuccess };
}
