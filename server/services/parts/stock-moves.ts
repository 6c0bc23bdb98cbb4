import { and, count as countRows, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf, pageWindow, type ListPage } from '../../lib/paging';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { branchOf, type BranchId } from '../../../contract/garage';
import { formatDateTime } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import type * as api from '../../../contract/parts';
import type { StockCount, StockMovement } from '../../../contract/parts';
import type { Db } from '../../db/client';
import { parts, stockCounts, stockMovements, suppliers } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { newObjectId } from '../../lib/object-id';
import type { ServiceDeps } from '../deps';
import { partLowAlert } from '../alerts';
import { movementsWhere, partsForLines } from './parts';
import { lockBalances, writeMoves, type LowStock } from './stock-ledger';

type StockDeps = Pick<ServiceDeps, 'db' | 'live' | 'now'>;

/** After the commit: each branch's fall to its reorder point, once. */
export function tellLowStock(deps: Pick<ServiceDeps, 'live' | 'now'>, lowStock: LowStock[]) {
  for (const low of lowStock) deps.live.staffAlert(partLowAlert(low, deps.now()));
}

async function movementsOf(db: Pick<Db, 'select'>, ids: string[]): Promise<StockMovement[]> {
  return ids.length ? movementsWhere(db, inArray(stockMovements.id, ids), null) : [];
}

/** Out of one branch and into the other in one transaction: both rows or neither. */
export async function transferStock({ db, ...deps }: StockDeps, accountId: string, body: ParsedBodyOf<typeof api.transferStock>): Promise<StockMovement[]> {
  const transferId = newObjectId();
  const written = await db.transaction(async (tx) => {
    await partsForLines(
      tx,
      body.lines.map((line) => line.partId),
    );
    const note = body.note || `${branchOf(body.from)?.shortName} → ${branchOf(body.to)?.shortName}`;
    return writeMoves(
      tx,
      body.lines.flatMap((line) => [
        { partId: line.partId, branch: body.from, kind: 'transfer-out' as const, quantity: -line.quantity, documentKind: 'transfer', documentId: transferId, note, accountId },
        { partId: line.partId, branch: body.to, kind: 'transfer-in' as const, quantity: line.quantity, documentKind: 'transfer', documentId: transferId, note, accountId },
      ]),
    );
  });
  tellLowStock(deps, written.lowStock);
  return movementsOf(
    db,
    written.rows.map((row) => row.id),
  );
}

export async function returnToSupplier({ db, ...deps }: StockDeps, accountId: string, body: ParsedBodyOf<typeof api.returnToSupplier>): Promise<StockMovement[]> {
  const written = await db.transaction(async (tx) => {
    const [supplier] = await tx.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.id, body.supplierId));
    if (!supplier) throw notFound(messages.parts.supplierNotFound);
    await partsForLines(
      tx,
      body.lines.map((line) => line.partId),
    );
    return writeMoves(
      tx,
      body.lines.map((line) => ({ partId: line.partId, branch: body.branch, kind: 'return' as const, quantity: -line.quantity, documentKind: 'return', documentId: supplier.id, note: `${supplier.name}: ${body.note}`, accountId })),
    );
  });
  tellLowStock(deps, written.lowStock);
  return movementsOf(
    db,
    written.rows.map((row) => row.id),
  );
}

// ---------------------------------------------------------------- counts

type CountRow = typeof stockCounts.$inferSelect;

async function toCount(db: Pick<Db, 'select'>, row: CountRow): Promise<StockCount> {
  const partIds = row.lines.map((line) => line.partId);
  const rows = partIds.length ? await db.select({ id: parts.id, sku: parts.sku, name: parts.name }).from(parts).where(inArray(parts.id, partIds)) : [];
  const partOf = new Map(rows.map((part) => [part.id, part]));
  return {
    _id: row.id,
    branch: row.branch as BranchId,
    status: row.status as StockCount['status'],
    reason: row.reason,
    lines: row.lines.map((line) => ({ ...line, sku: partOf.get(line.partId)?.sku ?? '', partName: partOf.get(line.partId)?.name ?? '' })),
    createdAt: row.createdAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

/** Each counted line's difference from the book becomes one adjustment with the count's reason. */
async function applyCount(tx: Parameters<typeof writeMoves>[0], accountId: string, count: CountRow, now: Date): Promise<LowStock[]> {
  const branch = count.branch as BranchId;
  const balances = await lockBalances(
    tx,
    count.lines.map((line) => ({ partId: line.partId, branch })),
  );
  const lines = count.lines.map((line) => ({ ...line, expected: balances.get(`${line.partId}|${branch}`)!.onHand }));
  const written = await writeMoves(
    tx,
    lines
      .filter((line) => line.counted !== line.expected)
      .map((line) => ({ partId: line.partId, branch, kind: 'count' as const, quantity: line.counted - line.expected!, documentKind: 'count', documentId: count.id, note: count.reason, accountId })),
  );
  await tx.update(stockCounts).set({ status: 'done', lines, doneAt: now }).where(eq(stockCounts.id, count.id));
  return written.lowStock;
}

function mergeLines(lines: CountRow['lines'], changes: Array<{ partId: string; counted: number }>): CountRow['lines'] {
  const merged = new Map(lines.map((line) => [line.partId, line]));
  for (const change of changes) merged.set(change.partId, { partId: change.partId, counted: change.counted, expected: null });
  return [...merged.values()];
}

export async function startStockCount({ db, ...deps }: StockDeps, accountId: string, body: ParsedBodyOf<typeof api.startStockCount>): Promise<StockCount> {
  const now = deps.now();
  const { id, lowStock } = await db
    .transaction(async (tx) => {
      const [open] = await tx
        .select()
        .from(stockCounts)
        .where(and(eq(stockCounts.branch, body.branch), eq(stockCounts.status, 'open')));
      if (open) throw openCountRefusal(open);
      await partsForLines(
        tx,
        body.lines.map((line) => line.partId),
      );
      const [count] = await tx
        .insert(stockCounts)
        .values({ branch: body.branch, reason: body.reason, lines: mergeLines([], body.lines), accountId, status: 'open' })
        .returning();
      return { id: count!.id, lowStock: body.finish ? await applyCount(tx, accountId, count!, now) : [] };
    })
    .catch(async (error: unknown) => {
      // Two desks starting a count at once: the database's one-open-count index refuses the second.
      if (!isUniqueViolation(error)) throw error;
      const [open] = await db
        .select()
        .from(stockCounts)
        .where(and(eq(stockCounts.branch, body.branch), eq(stockCounts.status, 'open')));
      throw openCountRefusal(open ?? { branch: body.branch, createdAt: now });
    });
  tellLowStock(deps, lowStock);
  return getStockCount(db, id);
}

function openCountRefusal(open: Pick<CountRow, 'branch' | 'createdAt'>) {
  return conflict(format(messages.parts.countOpen, { branch: branchOf(open.branch)?.shortName ?? open.branch, at: formatDateTime(open.createdAt.toISOString()) }));
}

export async function getStockCount(db: Pick<Db, 'select'>, id: string): Promise<StockCount> {
  const [row] = await db.select().from(stockCounts).where(eq(stockCounts.id, id));
  if (!row) throw notFound(messages.parts.countNotFound);
  return toCount(db, row);
}

async function lockOpenCount(tx: Pick<Db, 'select'>, id: string): Promise<CountRow> {
  const [row] = await tx.select().from(stockCounts).where(eq(stockCounts.id, id)).for('update');
  if (!row) throw notFound(messages.parts.countNotFound);
  if (row.status !== 'open') throw conflict(messages.parts.countClosed);
  return row;
}

export async function finishStockCount({ db, ...deps }: StockDeps, accountId: string, id: string, lines: Array<{ partId: string; counted: number }>): Promise<StockCount> {
  const lowStock = await db.transaction(async (tx) => {
    const count = await lockOpenCount(tx, id);
    await partsForLines(
      tx,
      lines.map((line) => line.partId),
    );
    return applyCount(tx, accountId, { ...count, lines: mergeLines(count.lines, lines) }, deps.now());
  });
  tellLowStock(deps, lowStock);
  return getStockCount(db, id);
}

export async function cancelStockCount(db: Db, now: Date, id: string): Promise<StockCount> {
  await db.transaction(async (tx) => {
    await lockOpenCount(tx, id);
    await tx.update(stockCounts).set({ status: 'cancelled', doneAt: now }).where(eq(stockCounts.id, id));
  });
  return getStockCount(db, id);
}

export async function listStockCounts(db: Db, query: z.output<NonNullable<(typeof api.listStockCounts)['query']>>): Promise<ListPage<StockCount>> {
  const where = and(query.branch ? eq(stockCounts.branch, query.branch) : undefined, query.status ? eq(stockCounts.status, query.status) : undefined);
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const base = db.select().from(stockCounts).where(where).orderBy(desc(stockCounts.createdAt), desc(stockCounts.id));
      const rows = await (window ? base.limit(window.limit).offset(window.offset) : base);
      return Promise.all(rows.map((row) => toCount(db, row)));
    },
    async () => (await db.select({ n: countRows() }).from(stockCounts).where(where))[0]!.n,
  );
}
