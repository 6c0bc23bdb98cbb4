import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StockMovementKind } from '../../../contract/parts';
import { branchOf, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { parts, partStock, products, stockMovements } from '../../db/schema';
import { conflict } from '../../lib/http-errors';

export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** One change of stock to write: quantity signed (+ in, - out). */
export interface Move {
  partId: string;
  branch: BranchId;
  kind: StockMovementKind;
  quantity: number;
  /** Defaults to the part's cost price at the time. */
  unitCost?: number;
  /** What the change does to the reservation at the same time (a job using what its quote held: -n). */
  reservedDelta?: number;
  documentKind: string;
  documentId: string;
  note?: string;
  accountId: string | null;
}

export interface Balance {
  partId: string;
  branch: BranchId;
  onHand: number;
  reserved: number;
  reorderPoint: number;
}

export const availableOf = (balance: Pick<Balance, 'onHand' | 'reserved'>) => Math.max(0, balance.onHand - balance.reserved);

/** Available stock above the reorder point before a write, at or below it after: the fall staff hear of. */
const fellToReorderPoint = (availableBefore: number, after: Pick<Balance, 'onHand' | 'reserved' | 'reorderPoint'>) =>
  after.reorderPoint > 0 && availableBefore > after.reorderPoint && availableOf(after) <= after.reorderPoint;

/** A balance whose available stock fell to its reorder point in this write (above it before, at or below after). */
export interface LowStock {
  partId: string;
  sku: string;
  name: string;
  unit: string;
  branch: BranchId;
  available: number;
  reorderPoint: number;
}

export interface Written {
  rows: Array<typeof stockMovements.$inferSelect>;
  /**
   * Told to staff after the commit. Only the write that crosses the line under the balance's
   * lock sees it cross, so two processes never raise the same fall twice.
   */
  lowStock: LowStock[];
}

const keyOf = (partId: string, branch: string) => `${partId}|${branch}`;

/**
 * Locks the balances of these parts at these branches, creating the missing ones, always in
 * the same order (part, then branch) so two writers never wait on each other crosswise.
 */
export async function lockBalances(tx: Tx, keys: Array<{ partId: string; branch: BranchId }>): Promise<Map<string, Balance>> {
  const unique = [...new Map(keys.map((key) => [keyOf(key.partId, key.branch), key])).values()].sort((a, b) =>
    a.partId === b.partId ? a.branch.localeCompare(b.branch) : a.partId.localeCompare(b.partId),
  );
  if (unique.length === 0) return new Map();
  await tx.insert(partStock).values(unique).onConflictDoNothing();
  const balances = new Map<string, Balance>();
  // One statement per row in the sorted order: a single `in (...) for update` may lock in any order.
  for (const key of unique) {
    const [row] = await tx
      .select()
      .from(partStock)
      .where(and(eq(partStock.partId, key.partId), eq(partStock.branch, key.branch)))
      .for('update');
    balances.set(keyOf(key.partId, key.branch), { ...row!, branch: key.branch });
  }
  return balances;
}

/**
 * Writes movements and the balances they change, in the caller's transaction. An outgoing move
 * takes only what is available (on hand less reserved, or less what this move itself releases);
 * a count may set on hand to anything from zero up. Refused moves change nothing: the caller's
 * transaction rolls back.
 */
export async function writeMoves(tx: Tx, moves: Move[]): Promise<Written> {
  if (moves.length === 0) return { rows: [], lowStock: [] };
  const linked = await lockLinkedProducts(
    tx,
    moves.map((move) => move.partId),
  );
  const balances = await lockBalances(tx, moves);
  const availableBefore = new Map([...balances].map(([key, balance]) => [key, availableOf(balance)]));
  const partRows = await tx
    .select({ id: parts.id, sku: parts.sku, name: parts.name, unit: parts.unit, costPrice: parts.costPrice })
    .from(parts)
    .where(inArray(parts.id, [...new Set(moves.map((move) => move.partId))]));
  const partOf = new Map(partRows.map((row) => [row.id, row]));
  for (const move of moves) {
    const balance = balances.get(keyOf(move.partId, move.branch))!;
    const part = partOf.get(move.partId)!;
    const reservedAfter = balance.reserved + (move.reservedDelta ?? 0);
    const onHandAfter = balance.onHand + move.quantity;
    const takesFromAvailable = move.quantity < 0 && move.kind !== 'count';
    if (onHandAfter < 0 || reservedAfter < 0 || (takesFromAvailable && onHandAfter < reservedAfter)) {
      throw conflict(
        format(messages.parts.notEnough, {
          name: part.name,
          sku: part.sku,
          branch: branchOf(move.branch)?.shortName ?? move.branch,
          available: availableOf({ onHand: balance.onHand, reserved: Math.max(0, reservedAfter) }),
          unit: part.unit,
        }),
        { partId: move.partId, branch: move.branch, available: availableOf(balance) },
      );
    }
    balance.onHand = onHandAfter;
    balance.reserved = reservedAfter;
  }
  for (const balance of new Map(moves.map((move) => [keyOf(move.partId, move.branch), balances.get(keyOf(move.partId, move.branch))!])).values()) {
    await tx
      .update(partStock)
      .set({ onHand: balance.onHand, reserved: balance.reserved })
      .where(and(eq(partStock.partId, balance.partId), eq(partStock.branch, balance.branch)));
  }
  const lowStock: LowStock[] = [];
  for (const [key, balance] of balances) {
    if (fellToReorderPoint(availableBefore.get(key)!, balance)) {
      const part = partOf.get(balance.partId)!;
      lowStock.push({ partId: balance.partId, sku: part.sku, name: part.name, unit: part.unit, branch: balance.branch, available: availableOf(balance), reorderPoint: balance.reorderPoint });
    }
  }
  for (const partId of linked) await syncShopQuantity(tx, partId);
  const rows = await tx
    .insert(stockMovements)
    .values(
      moves.map((move) => ({
        partId: move.partId,
        branch: move.branch,
        kind: move.kind,
        quantity: move.quantity,
        unitCost: move.unitCost ?? partOf.get(move.partId)!.costPrice,
        documentKind: move.documentKind,
        documentId: move.documentId,
        note: move.note ?? '',
        accountId: move.accountId,
      })),
    )
    .returning();
  return { rows, lowStock };
}

/**
 * The shop products these parts are sold as, locked before any balance (the order every stock
 * writer keeps: part, product, balances), so two writers at two branches of one part update the
 * product's quantity one after the other, each from the other's committed balance.
 */
async function lockLinkedProducts(tx: Tx, partIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ partId: parts.id, productId: parts.productId })
    .from(parts)
    .where(inArray(parts.id, [...new Set(partIds)]));
  const linked = rows.filter((row) => row.productId).sort((a, b) => a.productId!.localeCompare(b.productId!));
  for (const row of linked) await tx.select({ id: products.id }).from(products).where(eq(products.id, row.productId!)).for('update');
  return linked.map((row) => row.partId);
}

/**
 * A product linked to a part shows the part's available stock at both branches as its
 * quantity: what the deployed shop reads, and what its checkout checks (see shop-stock.ts).
 */
export async function syncShopQuantity(tx: Tx, partId: string): Promise<void> {
  await tx.execute(sql`
    update ${products} set quantity = (
      select coalesce(sum(greatest(${partStock.onHand} - ${partStock.reserved}, 0)), 0) from ${partStock} where ${partStock.partId} = ${partId}
    )
    where ${products.id} = (select ${parts.productId} from ${parts} where ${parts.id} = ${partId})`);
}

/** The balances of some parts at every branch that has a row, in branch order. */
export async function balancesOf(db: Pick<Db, 'select'>, partIds: string[]): Promise<Map<string, Balance[]>> {
  const byPart = new Map<string, Balance[]>();
  if (partIds.length === 0) return byPart;
  const rows = await db.select().from(partStock).where(inArray(partStock.partId, partIds)).orderBy(asc(partStock.branch));
  for (const row of rows) byPart.set(row.partId, [...(byPart.get(row.partId) ?? []), { ...row, branch: row.branch as BranchId }]);
  return byPart;
}

/** Sum of the ledger for one part at one branch: what the balance must always equal. */
export async function ledgerOnHand(db: Pick<Db, 'select'>, partId: string, branch: BranchId): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)` })
    .from(stockMovements)
    .where(and(eq(stockMovements.partId, partId), eq(stockMovements.branch, branch)));
  return Number(row?.total ?? 0);
}

/**
 * Holds units of a part at a branch for an approved quote line (delta > 0), or gives them back
 * (delta < 0). Only what is available can be held; the answer says so when it cannot.
 */
export async function reserve(tx: Tx, partId: string, branch: BranchId, delta: number): Promise<{ ok: boolean; available: number; lowStock: LowStock[] }> {
  const linked = await lockLinkedProducts(tx, [partId]);
  const balance = (await lockBalances(tx, [{ partId, branch }])).get(keyOf(partId, branch))!;
  const before = availableOf(balance);
  if (delta > 0 && before < delta) return { ok: false, available: before, lowStock: [] };
  const reserved = Math.max(0, balance.reserved + delta);
  await tx
    .update(partStock)
    .set({ reserved })
    .where(and(eq(partStock.partId, partId), eq(partStock.branch, branch)));
  if (linked.length) await syncShopQuantity(tx, partId);
  const after = availableOf({ onHand: balance.onHand, reserved });
  const lowStock: LowStock[] = [];
  if (fellToReorderPoint(before, { ...balance, reserved })) {
    const [part] = await tx.select({ sku: parts.sku, name: parts.name, unit: parts.unit }).from(parts).where(eq(parts.id, partId));
    lowStock.push({ partId, sku: part!.sku, name: part!.name, unit: part!.unit, branch, available: after, reorderPoint: balance.reorderPoint });
  }
  return { ok: true, available: after, lowStock };
}
