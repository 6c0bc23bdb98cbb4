import { and, asc, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type * as api from '../../../contract/parts';
import { PURCHASE_ORDER_STATUS_NAMES, type PurchaseOrder, type PurchaseOrderStatus, type Supplier } from '../../../contract/parts';
import type { Db } from '../../db/client';
import { parts, partStock, purchaseOrderLines, purchaseOrders, repairOrders, repairQuoteLines, suppliers, vehicles } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { pageOf, pageWindow, type ListPage } from '../../lib/paging';
import { foldedContainsAll } from '../../lib/search-text';
import { vietnamToday } from '../../lib/vietnam-time';
import { partsForLines } from './parts';
import { availableOf, writeMoves } from './stock-ledger';

const BRANCH_CODES: Record<BranchId, string> = { 'quan-12': 'Q12', 'thu-duc': 'TD' };

type SupplierRow = typeof suppliers.$inferSelect;

const toSupplier = (row: SupplierRow): Supplier => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  taxCode: row.taxCode,
  address: row.address,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

export async function listSuppliers(db: Db, query: z.output<NonNullable<(typeof api.listSuppliers)['query']>>): Promise<ListPage<Supplier>> {
  const where = query.q
    ? or(foldedContainsAll(sql`${suppliers.name} || ' ' || ${suppliers.address}`, query.q), eq(suppliers.phone, query.q.replace(/[\s.]/g, '')), eq(suppliers.taxCode, query.q))
    : undefined;
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const base = db.select().from(suppliers).where(where).orderBy(asc(suppliers.name));
      return (await (window ? base.limit(window.limit).offset(window.offset) : base)).map(toSupplier);
    },
    async () => (await db.select({ n: count() }).from(suppliers).where(where))[0]!.n,
  );
}

export async function createSupplier(db: Db, body: ParsedBodyOf<typeof api.createSupplier>): Promise<Supplier> {
  const [row] = await db.insert(suppliers).values(body).returning();
  return toSupplier(row!);
}

export async function updateSupplier(db: Db, id: string, body: ParsedBodyOf<typeof api.createSupplier>): Promise<Supplier> {
  const [row] = await db.update(suppliers).set(body).where(eq(suppliers.id, id)).returning();
  if (!row) throw notFound(messages.parts.supplierNotFound);
  return toSupplier(row);
}

// ---------------------------------------------------------------- purchase orders

type OrderRow = typeof purchaseOrders.$inferSelect;

/** One series per branch and year: 'NH-Q12-2026-0001'. */
const numberOf = (row: OrderRow) => `NH-${BRANCH_CODES[row.branch as BranchId]}-${row.year}-${String(row.sequence).padStart(4, '0')}`;

async function toOrders(db: Pick<Db, 'select'>, rows: OrderRow[]): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .select({ line: purchaseOrderLines, sku: parts.sku, partName: parts.name, unit: parts.unit })
    .from(purchaseOrderLines)
    .innerJoin(parts, eq(parts.id, purchaseOrderLines.partId))
    .where(inArray(purchaseOrderLines.orderId, ids))
    .orderBy(asc(purchaseOrderLines.position));
  const supplierRows = await db
    .select()
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(rows.map((row) => row.supplierId))]));
  const supplierOf = new Map(supplierRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const own = lines.filter((line) => line.line.orderId === row.id);
    const supplier = supplierOf.get(row.supplierId)!;
    return {
      _id: row.id,
      number: numberOf(row),
      branch: row.branch as BranchId,
      supplier: { _id: supplier.id, name: supplier.name, phone: supplier.phone },
      status: row.status as PurchaseOrderStatus,
      note: row.note,
      lines: own.map(({ line, sku, partName, unit }) => ({ _id: line.id, partId: line.partId, sku, partName, unit, quantity: line.quantity, received: line.received, unitCost: line.unitCost })),
      total: own.reduce((sum, { line }) => sum + line.quantity * line.unitCost, 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function getPurchaseOrder(db: Pick<Db, 'select'>, id: string): Promise<PurchaseOrder> {
  const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  if (!row) throw notFound(messages.parts.orderNotFound);
  const [order] = await toOrders(db, [row]);
  return order!;
}

export async function listPurchaseOrders(db: Db, query: z.output<NonNullable<(typeof api.listPurchaseOrders)['query']>>): Promise<ListPage<PurchaseOrder>> {
  const where = and(
    query.branch ? eq(purchaseOrders.branch, query.branch) : undefined,
    query.status ? eq(purchaseOrders.status, query.status) : undefined,
    query.supplierId ? eq(purchaseOrders.supplierId, query.supplierId) : undefined,
  );
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const base = db.select().from(purchaseOrders).where(where).orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id));
      return toOrders(db, await (window ? base.limit(window.limit).offset(window.offset) : base));
    },
    async () => (await db.select({ n: count() }).from(purchaseOrders).where(where))[0]!.n,
  );
}

/** Per branch and year; two desks creating at once queue on an advisory lock of that series. */
async function nextSequence(tx: Pick<Db, 'select' | 'execute'>, branch: BranchId, year: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase-order:${branch}:${year}`}))`);
  const [row] = await tx
    .select({ last: max(purchaseOrders.sequence) })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.branch, branch), eq(purchaseOrders.year, year)));
  return (row?.last ?? 0) + 1;
}

export async function createPurchaseOrder(db: Db, accountId: string, now: Date, body: ParsedBodyOf<typeof api.createPurchaseOrder>): Promise<PurchaseOrder> {
  const id = await db.transaction(async (tx) => {
    const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, body.supplierId));
    if (!supplier) throw notFound(messages.parts.supplierNotFound);
    await partsForLines(
      tx,
      body.lines.map((line) => line.partId),
    );
    const year = Number(vietnamToday(now).slice(0, 4));
    const sequence = await nextSequence(tx, body.branch, year);
    const [order] = await tx
      .insert(purchaseOrders)
      .values({ branch: body.branch, year, sequence, supplierId: body.supplierId, status: body.place ? 'ordered' : 'draft', note: body.note, accountId })
      .returning({ id: purchaseOrders.id });
    await tx.insert(purchaseOrderLines).values(body.lines.map((line, position) => ({ orderId: order!.id, partId: line.partId, position, quantity: line.quantity, unitCost: line.unitCost })));
    return order!.id;
  });
  return getPurchaseOrder(db, id);
}

async function lockOrder(tx: Pick<Db, 'select'>, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  if (!row) throw notFound(messages.parts.orderNotFound);
  return row;
}

export async function placePurchaseOrder(db: Db, id: string): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'draft') throw conflict(messages.parts.orderNotDraft);
    await tx.update(purchaseOrders).set({ status: 'ordered' }).where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(db, id);
}

export async function cancelPurchaseOrder(db: Db, id: string): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status === 'cancelled') return;
    if (order.status === 'partial' || order.status === 'received') throw conflict(format(messages.parts.orderNotCancellable, { number: numberOf(order) }));
    await tx.update(purchaseOrders).set({ status: 'cancelled' }).where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(db, id);
}

/**
 * Takes delivered units in at the line's cost: never beyond what was ordered, whatever other
 * receipts run at the same moment (the order row is locked first), and the part's cost becomes
 * the average of what was on hand (all branches) and what arrived, weighted by units.
 */
export async function receivePurchaseOrder(db: Db, accountId: string, id: string, body: ParsedBodyOf<typeof api.receivePurchaseOrder>): Promise<PurchaseOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'ordered' && order.status !== 'partial') {
      throw conflict(format(messages.parts.orderNotReceivable, { number: numberOf(order), status: PURCHASE_ORDER_STATUS_NAMES[order.status as PurchaseOrderStatus] }));
    }
    const lines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
    const lineOf = new Map(lines.map((line) => [line.id, line]));
    const arriving = body.lines.filter((line) => line.quantity > 0);
    if (arriving.length === 0) throw conflict(messages.parts.receiptEmpty);
    const partIds = [...new Set(arriving.map((line) => lineOf.get(line.lineId)?.partId ?? ''))].sort();
    if (arriving.some((line) => !lineOf.has(line.lineId))) throw notFound(messages.parts.receiptLineUnknown);
    // Parts before balances, in id order: the lock order every stock writer keeps. 'No key
    // update' lets a movement of the same part elsewhere still check its foreign key meanwhile.
    const partRows = await tx.select().from(parts).where(inArray(parts.id, partIds)).orderBy(asc(parts.id)).for('no key update');
    const partOf = new Map(partRows.map((row) => [row.id, row]));
    const totals = await tx
      .select({ partId: partStock.partId, onHand: sql<string>`sum(${partStock.onHand})` })
      .from(partStock)
      .where(inArray(partStock.partId, partIds))
      .groupBy(partStock.partId);
    const onHandOf = new Map(totals.map((row) => [row.partId, Number(row.onHand)]));
    for (const receipt of arriving) {
      const line = lineOf.get(receipt.lineId)!;
      const left = line.quantity - line.received;
      if (receipt.quantity > left) {
        const part = partOf.get(line.partId)!;
        throw conflict(format(messages.parts.receiptBeyondOrder, { name: part.name, sku: part.sku, ordered: line.quantity, received: line.received, left }));
      }
      line.received += receipt.quantity;
      const part = partOf.get(line.partId)!;
      const before = Math.max(0, onHandOf.get(line.partId) ?? 0);
      part.costPrice = Math.round((before * part.costPrice + receipt.quantity * line.unitCost) / (before + receipt.quantity));
      onHandOf.set(line.partId, before + receipt.quantity);
    }
    for (const part of partRows) await tx.update(parts).set({ costPrice: part.costPrice }).where(eq(parts.id, part.id));
    for (const receipt of arriving) {
      await tx.update(purchaseOrderLines).set({ received: lineOf.get(receipt.lineId)!.received }).where(eq(purchaseOrderLines.id, receipt.lineId));
    }
    await writeMoves(
      tx,
      arriving.map((receipt) => {
        const line = lineOf.get(receipt.lineId)!;
        return { partId: line.partId, branch: order.branch as BranchId, kind: 'receipt', quantity: receipt.quantity, unitCost: line.unitCost, documentKind: 'purchase-order', documentId: id, note: numberOf(order), accountId };
      }),
    );
    const complete = lines.every((line) => line.received >= line.quantity);
    await tx
      .update(purchaseOrders)
      .set({ status: complete ? 'received' : 'partial' })
      .where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(db, id);
}

/**
 * A quote's part line the job's branch cannot cover: a draft order of what is missing there
 * (at least one), at the part's cost now, noted with the car it is for. Staff check it, then
 * place it.
 */
export async function purchaseOrderForQuoteLine(db: Db, accountId: string, now: Date, body: ParsedBodyOf<typeof api.purchaseOrderForQuoteLine>): Promise<PurchaseOrder> {
  const [line] = await db
    .select({ partId: repairQuoteLines.partId, quantity: repairQuoteLines.quantity, description: repairQuoteLines.description, branch: repairOrders.branch, code: repairOrders.code, plate: vehicles.plate })
    .from(repairQuoteLines)
    .innerJoin(repairOrders, eq(repairOrders.id, repairQuoteLines.repairId))
    .innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
    .where(and(eq(repairQuoteLines.id, body.lineId), eq(repairQuoteLines.repairId, body.repairId)));
  if (!line) throw notFound(messages.parts.quoteLineNotFound);
  if (!line.partId) throw conflict(messages.parts.quoteLineNotPart);
  const [part] = await db.select({ costPrice: parts.costPrice }).from(parts).where(eq(parts.id, line.partId));
  const [balance] = await db
    .select()
    .from(partStock)
    .where(and(eq(partStock.partId, line.partId), eq(partStock.branch, line.branch)));
  const available = balance ? availableOf(balance) : 0;
  const missing = Math.max(1, Math.ceil(line.quantity) - available);
  return createPurchaseOrder(db, accountId, now, {
    supplierId: body.supplierId,
    branch: line.branch as BranchId,
    lines: [{ partId: line.partId, quantity: missing, unitCost: part?.costPrice ?? 0 }],
    note: format(messages.parts.quoteLineOrderNote, { plate: line.plate, code: line.code, description: line.description }),
    place: false,
  });
}
