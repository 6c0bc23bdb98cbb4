import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { BRANCH_IDS, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type * as api from '../../../contract/parts';
import type { Part, PartStock, StockMovement } from '../../../contract/parts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, parts, partStock, products, stockMovements } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../../lib/paging';
import { containsPattern, foldSearchText, searchWords } from '../../lib/search-text';
import { isUniqueViolation } from '../../lib/unique-violation';
import { availableOf, balancesOf, lockBalances, syncShopQuantity, type Balance } from './stock-ledger';

type PartRow = typeof parts.$inferSelect;

/** What `q` searches: the SKU, the name and the brand, folded like the query. */
export const partSearchText = (part: { sku: string; name: string; brand: string }) => foldSearchText(`${part.sku} ${part.name} ${part.brand}`);

/** Every branch, those without a row yet at zero. */
export function stockOf(balances: Balance[] | undefined): PartStock[] {
  return BRANCH_IDS.map((branch) => {
    const balance = balances?.find((row) => row.branch === branch) ?? { onHand: 0, reserved: 0, reorderPoint: 0 };
    const available = availableOf(balance);
    return { branch, onHand: balance.onHand, reserved: balance.reserved, available, reorderPoint: balance.reorderPoint, low: balance.reorderPoint > 0 && available <= balance.reorderPoint };
  });
}

function toPart(row: PartRow, balances: Balance[] | undefined): Part {
  return {
    _id: row.id,
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    unit: row.unit,
    salePrice: row.salePrice,
    costPrice: row.costPrice,
    productId: row.productId,
    archived: row.archived,
    version: row.version,
    stock: stockOf(balances),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withStock(db: Pick<Db, 'select'>, rows: PartRow[]): Promise<Part[]> {
  const balances = await balancesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPart(row, balances.get(row.id)));
}

/** A part at or below its reorder point at this branch (or at any branch). */
function lowStockAt(branch: BranchId | undefined): SQL {
  return exists(
    sql`(select 1 from ${partStock} where ${partStock.partId} = ${parts.id} and ${partStock.reorderPoint} > 0
      and greatest(${partStock.onHand} - ${partStock.reserved}, 0) <= ${partStock.reorderPoint}
      ${branch ? sql`and ${partStock.branch} = ${branch}` : sql``})`,
  );
}

export async function listParts(db: Db, query: z.output<NonNullable<(typeof api.listParts)['query']>>): Promise<ListPage<Part>> {
  const where = and(
    eq(parts.archived, query.archived === 'true'),
    ...searchWords(query.q).map((word) => sql`${parts.searchText} like ${containsPattern(word)} escape '\\'`),
    query.lowStock === 'true' ? lowStockAt(query.branch) : undefined,
  );
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const base = db.select().from(parts).where(where).orderBy(asc(parts.name), asc(parts.sku));
      return withStock(db, await (window ? base.limit(window.limit).offset(window.offset) : base));
    },
    async () => (await db.select({ n: count() }).from(parts).where(where))[0]!.n,
  );
}

export async function getPart(db: Db, id: string): Promise<Part> {
  const [row] = await db.select().from(parts).where(eq(parts.id, id));
  if (!row) throw notFound(messages.parts.notFound);
  const [part] = await withStock(db, [row]);
  return part!;
}

async function checkProduct(tx: Pick<Db, 'select'>, productId: string | null, partId: string | null) {
  if (!productId) return;
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(messages.parts.productNotFound);
  const [linked] = await tx.select({ id: parts.id, sku: parts.sku }).from(parts).where(eq(parts.productId, productId));
  if (linked && linked.id !== partId) throw conflict(format(messages.parts.productLinked, { sku: linked.sku }));
}

export async function setReorderPoints(tx: Parameters<typeof lockBalances>[0], partId: string, points: Array<{ branch: BranchId; reorderPoint: number }>) {
  if (points.length === 0) return;
  await lockBalances(
    tx,
    points.map((point) => ({ partId, branch: point.branch })),
  );
  for (const point of points) {
    await tx
      .update(partStock)
      .set({ reorderPoint: point.reorderPoint })
      .where(and(eq(partStock.partId, partId), eq(partStock.branch, point.branch)));
  }
}

function skuTaken(error: unknown, sku: string): never {
  if (isUniqueViolation(error)) throw conflict(format(messages.parts.skuTaken, { sku }));
  throw error;
}

export async function createPart(db: Db, body: ParsedBodyOf<typeof api.createPart>): Promise<Part> {
  const id = await db
    .transaction(async (tx) => {
      await checkProduct(tx, body.productId, null);
      const [row] = await tx
        .insert(parts)
        .values({ sku: body.sku, name: body.name, brand: body.brand, searchText: partSearchText(body), unit: body.unit, salePrice: body.salePrice, costPrice: body.costPrice ?? 0, productId: body.productId })
        .returning({ id: parts.id });
      await setReorderPoints(tx, row!.id, body.reorderPoints);
      // From now on the shop sells what the part has.
      if (body.productId) await syncShopQuantity(tx, row!.id);
      return row!.id;
    })
    .catch((error: unknown) => skuTaken(error, body.sku));
  return getPart(db, id);
}

export async function updatePart(db: Db, id: string, body: ParsedBodyOf<typeof api.updatePart>): Promise<Part> {
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(parts).where(eq(parts.id, id)).for('no key update');
      if (!current) throw notFound(messages.parts.notFound);
      if (current.version !== body.version) throw conflict(messages.parts.versionChanged);
      await checkProduct(tx, body.productId, id);
      await tx
        .update(parts)
        .set({ sku: body.sku, name: body.name, brand: body.brand, searchText: partSearchText(body), unit: body.unit, salePrice: body.salePrice, productId: body.productId, archived: body.archived, version: current.version + 1 })
        .where(eq(parts.id, id));
      await setReorderPoints(tx, id, body.reorderPoints);
      if (body.productId) await syncShopQuantity(tx, id);
    })
    .catch((error: unknown) => skuTaken(error, body.sku));
  return getPart(db, id);
}

/** Parts by id for a document's lines; an unknown or archived part refuses the document. */
export async function partsForLines(tx: Pick<Db, 'select'>, partIds: string[]): Promise<Map<string, PartRow>> {
  const rows = partIds.length ? await tx.select().from(parts).where(inArray(parts.id, partIds)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const partId of partIds) {
    const row = byId.get(partId);
    if (!row) throw notFound(messages.parts.notFound);
    if (row.archived) throw conflict(format(messages.parts.archived, { sku: row.sku }));
  }
  return byId;
}

export function toMovement(row: typeof stockMovements.$inferSelect & { sku: string; partName: string; byName: string | null }): StockMovement {
  return {
    _id: row.id,
    partId: row.partId,
    sku: row.sku,
    partName: row.partName,
    branch: row.branch as BranchId,
    kind: row.kind as StockMovement['kind'],
    quantity: row.quantity,
    unitCost: row.unitCost,
    documentKind: row.documentKind,
    documentId: row.documentId,
    note: row.note,
    byName: row.byName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Movements with their part's SKU and name and who made them, newest first. */
export async function movementsWhere(db: Pick<Db, 'select'>, where: SQL | undefined, window: { limit: number; offset: number } | null) {
  const base = db
    .select({ movement: stockMovements, sku: parts.sku, partName: parts.name, byName: accounts.fullName })
    .from(stockMovements)
    .innerJoin(parts, eq(parts.id, stockMovements.partId))
    .leftJoin(accounts, eq(accounts.id, stockMovements.accountId))
    .where(where)
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id));
  const rows = await (window ? base.limit(window.limit).offset(window.offset) : base);
  return rows.map((row) => toMovement({ ...row.movement, sku: row.sku, partName: row.partName, byName: row.byName }));
}

export async function listMovements(db: Db, query: z.output<NonNullable<(typeof api.listStockMovements)['query']>>): Promise<ListPage<StockMovement>> {
  const where = and(query.partId ? eq(stockMovements.partId, query.partId) : undefined, query.branch ? eq(stockMovements.branch, query.branch) : undefined);
  const window = pageWindow(query);
  return pageOf(
    window,
    () => movementsWhere(db, where, window),
    async () => (await db.select({ n: count() }).from(stockMovements).where(where))[0]!.n,
  );
}
