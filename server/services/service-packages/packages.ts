import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type * as api from '../../../contract/service-packages';
import type { PricedPackageLine, ServicePackage } from '../../../contract/service-packages';
import { markedUpPrice } from '../../../contract/workshop-rules';
import type { Db } from '../../db/client';
import { parts, servicePackages } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { ServiceDeps } from '../deps';
import { labourRateOf, markupBandsOf } from './pricing';

type PackageRow = typeof servicePackages.$inferSelect;
type Reader = Pick<Db, 'select'>;
type PackageBody = ParsedBodyOf<typeof api.createServicePackage>;

/** The parts a package's lines name, by id (archived ones too: a package keeps showing what it holds). */
async function partsOf(db: Reader, rows: readonly PackageRow[]) {
  const ids = [...new Set(rows.flatMap((row) => row.lines.flatMap((line) => (line.partId ? [line.partId] : []))))];
  const found = ids.length ? await db.select({ id: parts.id, sku: parts.sku, name: parts.name, costPrice: parts.costPrice }).from(parts).where(inArray(parts.id, ids)) : [];
  return new Map(found.map((part) => [part.id, part]));
}

async function toPackages(db: Reader, rows: readonly PackageRow[]): Promise<ServicePackage[]> {
  const byId = await partsOf(db, rows);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    lines: row.lines.map((line) => {
      const part = line.partId ? byId.get(line.partId) : undefined;
      return { kind: line.kind, description: line.description, quantity: line.quantity, part: part ? { _id: part.id, sku: part.sku, name: part.name } : null };
    }),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Every package, by name as people read it (case and accents aside). */
export async function listServicePackages(db: Db): Promise<ServicePackage[]> {
  const rows = await db
    .select()
    .from(servicePackages)
    .orderBy(sql`search_fold(${servicePackages.name})`, asc(servicePackages.id));
  return toPackages(db, rows);
}

/** A refusal the editor shows beside one field, in the shape of the server's validation answers. */
const fieldRefusal = (status: number, path: string, message: string) => new HttpError(status, message, { errors: [{ path, message }] });

const nameTaken = (name: string) => fieldRefusal(409, 'name', format(messages.packages.nameTaken, { name }));

/** Each part line names a part of the store still in use: the line's own words say which one is not. */
async function checkParts(tx: Reader, body: PackageBody) {
  const ids = body.lines.flatMap((line) => (line.kind === 'part' && line.partId ? [line.partId] : []));
  const found = ids.length ? await tx.select({ id: parts.id, archived: parts.archived }).from(parts).where(inArray(parts.id, ids)) : [];
  const usable = new Set(found.filter((part) => !part.archived).map((part) => part.id));
  body.lines.forEach((line, index) => {
    if (line.kind === 'part' && line.partId && !usable.has(line.partId)) {
      throw fieldRefusal(400, `lines.${index}.partId`, format(messages.packages.partNotFound, { name: line.description }));
    }
  });
}

/** Another package already has this name (case aside)? */
async function refuseTakenName(tx: Reader, name: string, exceptId: string | null) {
  const [taken] = await tx
    .select({ id: servicePackages.id })
    .from(servicePackages)
    .where(and(sql`lower(${servicePackages.name}) = lower(${name})`, exceptId ? ne(servicePackages.id, exceptId) : undefined));
  if (taken) throw nameTaken(name);
}

/** Labour lines keep no part; part lines their part. */
const storedLines = (body: PackageBody): PackageRow['lines'] =>
  body.lines.map((line) => ({ kind: line.kind, description: line.description, quantity: line.quantity, partId: line.kind === 'part' ? line.partId : null }));

/** Two masters saving the same name at once: the unique index decides, in the same words. */
async function namingOnce<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function createServicePackage(deps: Pick<ServiceDeps, 'db'>, accountId: string, body: PackageBody): Promise<ServicePackage> {
  return namingOnce(body.name, () =>
    deps.db.transaction(async (tx) => {
      await refuseTakenName(tx, body.name, null);
      await checkParts(tx, body);
      const [row] = await tx.insert(servicePackages).values({ name: body.name, lines: storedLines(body), accountId }).returning();
      return (await toPackages(tx, [row!]))[0]!;
    }),
  );
}

export async function updateServicePackage(deps: Pick<ServiceDeps, 'db' | 'now'>, accountId: string, id: string, body: ParsedBodyOf<typeof api.updateServicePackage>): Promise<ServicePackage> {
  return namingOnce(body.name, () =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(servicePackages).where(eq(servicePackages.id, id)).for('update');
      if (!current) throw notFound(messages.packages.notFound);
      if (current.version !== body.version) throw conflict(format(messages.packages.stale, { version: current.version }), { version: current.version });
      await refuseTakenName(tx, body.name, id);
      await checkParts(tx, body);
      const [row] = await tx
        .update(servicePackages)
        .set({ name: body.name, lines: storedLines(body), version: current.version + 1, accountId, updatedAt: deps.now() })
        .where(eq(servicePackages.id, id))
        .returning();
      return (await toPackages(tx, [row!]))[0]!;
    }),
  );
}

export async function deleteServicePackage(deps: Pick<ServiceDeps, 'db'>, id: string): Promise<{ message: string }> {
  const deleted = await deps.db.transaction((tx) => tx.delete(servicePackages).where(eq(servicePackages.id, id)).returning({ id: servicePackages.id }));
  if (deleted.length === 0) throw notFound(messages.packages.notFound);
  return { message: messages.packages.deleted };
}

/**
 * A package's lines as quote lines for one branch: labour at the branch's rate per hour, parts at
 * their cost plus the markup band it falls in (a part without a cost at 0, with a note for staff).
 */
export async function pricePackage(deps: Pick<ServiceDeps, 'db'>, id: string, branch: BranchId): Promise<PricedPackageLine[]> {
  const [row] = await deps.db.select().from(servicePackages).where(eq(servicePackages.id, id));
  if (!row) throw notFound(messages.packages.notFound);
  const [rate, bands, byId] = await Promise.all([labourRateOf(deps.db, branch), markupBandsOf(deps.db), partsOf(deps.db, [row])]);
  return row.lines.map((line) => {
    if (line.kind === 'labour') return { kind: 'labour', description: line.description, quantity: line.quantity, unitPrice: rate, partId: null, productId: null, note: null };
    const part = line.partId ? byId.get(line.partId) : undefined;
    const cost = part?.costPrice ?? 0;
    return {
      kind: 'part',
      description: line.description,
      quantity: line.quantity,
      unitPrice: cost > 0 ? markedUpPrice(cost, bands) : 0,
      partId: part?.id ?? null,
      productId: null,
      note: cost > 0 ? null : format(messages.packages.noCost, { name: part?.name ?? line.description }),
    };
  });
}
