import { eq } from 'drizzle-orm';
import { inspectionEditable } from '../../../contract/inspection-rules';
import type { Inspection, SaveInspectionBody } from '../../../contract/inspections';
import { format, messages } from '../../../contract/messages';
import { inspectionTemplates, repairInspections } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { prepareImages, storeImages } from '../bookings/pictures';
import type { ServiceDeps } from '../deps';
import { inspectionsOf } from './money-rows';
import { refuseOffTheJob } from '../workshop/floor-access';
import { lockRepair, tellRepair } from './repair-rows';

/**
 * Fills (or corrects) a job's inspection from a template: every point of the template once, in
 * the template's order, with the labels it has now. The job's row is locked, so the step checked
 * is the step it is at when the inspection is written; later steps rest on it and refuse (409).
 * Photos are decoded before the transaction opens, as a move's are. The form names the version
 * it started from: a save by someone else in between is a 409 with the version now, as a quote's,
 * rather than one technician's ratings silently replacing another's.
 */
export async function saveInspection(deps: ServiceDeps, staff: AuthUser, id: string, body: SaveInspectionBody): Promise<Inspection> {
  const prepared: Awaited<ReturnType<typeof prepareImages>>[] = [];
  for (const point of body.points) prepared.push(await prepareImages(point.photos));
  const saved = await deps.db.transaction(async (tx) => {
    const row = await lockRepair(tx, id);
    // From the tablet (issue 44): a technician fills only a job of theirs, at their branch.
    await refuseOffTheJob(tx, staff, row, messages.workshop.inspectionNotYours);
    if (!inspectionEditable(row)) throw conflict(messages.inspections.notEditable);
    const [current] = await tx.select({ version: repairInspections.version }).from(repairInspections).where(eq(repairInspections.repairId, id));
    const currentVersion = current?.version ?? 0;
    if (body.version !== currentVersion) throw conflict(format(messages.inspections.stale, { version: currentVersion }), { version: currentVersion });
    const [template] = await tx.select().from(inspectionTemplates).where(eq(inspectionTemplates.id, body.templateId));
    if (!template) throw badRequest(messages.inspections.templateNotFound);
    const sent = new Map(body.points.map((point, index) => [point.id, index]));
    if (body.points.some((point) => !template.points.some((known) => known.id === point.id))) throw badRequest(messages.inspections.pointUnknown);
    const missing = template.points.filter((point) => !sent.has(point.id)).length;
    if (missing > 0) throw badRequest(format(messages.inspections.pointsMissing, { n: missing }));
    const points = [];
    for (const { id: pointId, label } of template.points) {
      const index = sent.get(pointId)!;
      const { status, note } = body.points[index]!;
      points.push({ id: pointId, label, status, note, photos: await storeImages(tx, prepared[index]!) });
    }
    const now = deps.now();
    const values = { templateId: template.id, templateName: template.name, points, accountId: staff.id, version: currentVersion + 1, updatedAt: now };
    await tx
      .insert(repairInspections)
      .values({ repairId: id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: repairInspections.repairId, set: values });
    return row;
  });
  tellRepair(deps, saved);
  return (await inspectionsOf(deps.db, [id])).get(id)!;
}
