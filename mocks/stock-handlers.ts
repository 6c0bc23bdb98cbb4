import { HttpResponse } from 'msw';
import { formatDateTime } from '../contract/format';
import { CITY_BRANCHES, type BranchId } from '../contract/garage';
import { format, messages } from '../contract/messages';
import {
  cancelPurchaseOrder,
  cancelStockCount,
  createPurchaseOrder,
  createSupplier,
  finishStockCount,
  getPurchaseOrder,
  listParts,
  listPurchaseOrders,
  listStockCounts,
  listSuppliers,
  placePurchaseOrder,
  PURCHASE_ORDER_STATUS_NAMES,
  receivePurchaseOrder,
  returnToSupplier,
  startStockCount,
  transferStock,
  updateSupplier,
  type Part,
  type PurchaseOrder,
  type StockCount,
  type StockMovement,
  type Supplier,
} from '../contract/parts';
import type { Endpoint } from '../contract/endpoint';
import { stockAt } from './data/parts';
import { makePurchaseOrder, makeSupplier, orderNumber } from './data/stock';
import { mockOk } from './endpoint-handlers';
import { matchesWords, mockPagedList } from './manager-list-handler';
import { partMatches } from './parts-handlers';
import { objectIdAt } from './data/ids';

/** What the fake server holds for buying in and moving stock. */
export interface StockStore {
  parts: Part[];
  suppliers: Supplier[];
  orders: PurchaseOrder[];
  counts: StockCount[];
}

/** Each call's parsed body, for a story to check what was sent. */
export type SentLog = (endpoint: string, body: unknown) => void;

/** A refusal as the server sends it: the status and its Vietnamese words. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// The server names a branch by its district in its refusals.
const branchName = (id: BranchId) => CITY_BRANCHES.find((branch) => branch.id === id)!.shortName;
let moveSequence = 0;

/** A handler that parses the body with the contract (400 with its first message, as the server) and answers 4xx refusals. */
function handle<E extends Endpoint>(endpoint: E, sent: SentLog | undefined, run: (body: never, id: string) => unknown) {
  return mockOk(endpoint, async (request, params) => {
    let raw: unknown = {};
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) throw HttpResponse.json({ message: parsed.error.issues[0]?.message ?? messages.common.invalidData }, { status: 400 });
      raw = parsed.data;
    }
    sent?.(endpoint.path, raw);
    try {
      return run(raw as never, String(params.id ?? '')) as never;
    } catch (error) {
      if (error instanceof Refusal) throw HttpResponse.json({ message: error.message }, { status: error.status });
      throw error;
    }
  });
}

function changeStock(store: StockStore, partId: string, branch: BranchId, delta: number) {
  const part = store.parts.find((item) => item._id === partId)!;
  const at = part.stock.find((stock) => stock.branch === branch)!;
  const next = stockAt(branch, at.onHand + delta, at.reserved, at.reorderPoint);
  store.parts.splice(store.parts.indexOf(part), 1, { ...part, stock: part.stock.map((stock) => (stock.branch === branch ? next : stock)) });
}

function takeOut(store: StockStore, lines: readonly { partId: string; quantity: number }[], branch: BranchId) {
  for (const line of lines) {
    const part = store.parts.find((item) => item._id === line.partId);
    if (!part) throw new Refusal(404, messages.parts.notFound);
    const available = part.stock.find((stock) => stock.branch === branch)!.available;
    if (line.quantity > available) throw new Refusal(409, format(messages.parts.notEnough, { name: part.name, sku: part.sku, branch: branchName(branch), available, unit: part.unit }));
  }
}

function movements(store: StockStore, lines: readonly { partId: string; quantity: number }[], branch: BranchId, kind: StockMovement['kind'], sign: 1 | -1): StockMovement[] {
  return lines.map((line) => {
    const part = store.parts.find((item) => item._id === line.partId)!;
    changeStock(store, line.partId, branch, sign * line.quantity);
    moveSequence += 1;
    return {
      _id: objectIdAt(new Date(Date.UTC(2026, 1, 10)), 0x5800 + moveSequence),
      partId: part._id,
      sku: part.sku,
      partName: part.name,
      branch,
      kind,
      quantity: sign * line.quantity,
      unitCost: part.costPrice,
      documentKind: kind === 'return' ? 'return' : 'transfer',
      documentId: 'demo',
      note: '',
      byName: 'Trần Thị Mai',
      createdAt: new Date(Date.UTC(2026, 1, 10)).toISOString(),
    };
  });
}

function orderOf(store: StockStore, id: string) {
  const order = store.orders.find((item) => item._id === id);
  if (!order) throw new Refusal(404, messages.parts.orderNotFound);
  return order;
}

function replaceOrder(store: StockStore, order: PurchaseOrder, changes: Partial<PurchaseOrder>) {
  const next = { ...order, ...changes, updatedAt: new Date(Date.UTC(2026, 1, 12, 3)).toISOString() };
  store.orders.splice(store.orders.indexOf(order), 1, next);
  return next;
}

/**
 * Stories only: the suppliers, purchase orders, transfers, returns and counts answered the way
 * the server does, on the store given (lists change in place so the paged handlers see them):
 * the contract parses each body (400 with its words), and the server's refusals come as 404 or
 * 409 with its texts: receiving beyond the order, a transfer beyond what is available, a second
 * open count of a branch.
 */
export function stockHandlers(store: StockStore, sent?: SentLog) {
  return [
    mockPagedList(listParts, store.parts, { matches: partMatches }),
    mockPagedList(listSuppliers, store.suppliers, { matches: (supplier, query) => matchesWords(query.get('q'), supplier.name, supplier.phone, supplier.taxCode, supplier.address) }),
    handle(createSupplier, sent, (body: Omit<Supplier, '_id' | 'createdAt'>) => {
      const supplier = makeSupplier(body);
      store.suppliers.push(supplier);
      store.suppliers.sort((a, b) => a.name.localeCompare(b.name, 'vi'));
      return supplier;
    }),
    handle(updateSupplier, sent, (body: Omit<Supplier, '_id' | 'createdAt'>, id) => {
      const index = store.suppliers.findIndex((supplier) => supplier._id === id);
      if (index < 0) throw new Refusal(404, messages.parts.supplierNotFound);
      store.suppliers[index] = { ...store.suppliers[index]!, ...body };
      return store.suppliers[index];
    }),
    mockPagedList(listStockCounts, store.counts, {
      matches: (count, query) => (!query.get('branch') || count.branch === query.get('branch')) && (!query.get('status') || count.status === query.get('status')),
    }),
    mockPagedList(listPurchaseOrders, store.orders, {
      matches: (order, query) =>
        (!query.get('branch') || order.branch === query.get('branch')) &&
        (!query.get('status') || order.status === query.get('status')) &&
        (!query.get('supplierId') || order.supplier._id === query.get('supplierId')),
    }),
    handle(getPurchaseOrder, sent, (_body, id) => orderOf(store, id)),
    handle(createPurchaseOrder, sent, (body: { supplierId: string; branch: BranchId; lines: { partId: string; quantity: number; unitCost: number }[]; note: string; place: boolean }) => {
      const supplier = store.suppliers.find((item) => item._id === body.supplierId);
      if (!supplier) throw new Refusal(404, messages.parts.supplierNotFound);
      const n = store.orders.filter((order) => order.branch === body.branch).length + 1;
      const order = makePurchaseOrder({
        n,
        branch: body.branch,
        supplier,
        note: body.note,
        status: body.place ? 'ordered' : 'draft',
        lines: body.lines.map((line) => ({ part: store.parts.find((part) => part._id === line.partId)!, quantity: line.quantity, unitCost: line.unitCost })),
      });
      store.orders.unshift({ ...order, number: orderNumber(body.branch, n) });
      return store.orders[0];
    }),
    handle(placePurchaseOrder, sent, (_body, id) => {
      const order = orderOf(store, id);
      if (order.status !== 'draft') throw new Refusal(409, messages.parts.orderNotDraft);
      return replaceOrder(store, order, { status: 'ordered' });
    }),
    handle(cancelPurchaseOrder, sent, (_body, id) => {
      const order = orderOf(store, id);
      if (order.status === 'partial' || order.status === 'received') throw new Refusal(409, format(messages.parts.orderNotCancellable, { number: order.number }));
      return replaceOrder(store, order, { status: 'cancelled' });
    }),
    handle(receivePurchaseOrder, sent, (body: { lines: { lineId: string; quantity: number }[] }, id) => {
      const order = orderOf(store, id);
      if (order.status !== 'ordered' && order.status !== 'partial') {
        throw new Refusal(409, format(messages.parts.orderNotReceivable, { number: order.number, status: PURCHASE_ORDER_STATUS_NAMES[order.status] }));
      }
      const arriving = body.lines.filter((line) => line.quantity > 0);
      if (arriving.length === 0) throw new Refusal(409, messages.parts.receiptEmpty);
      const lines = order.lines.map((line) => ({ ...line }));
      for (const item of arriving) {
        const line = lines.find((candidate) => candidate._id === item.lineId);
        if (!line) throw new Refusal(404, messages.parts.receiptLineUnknown);
        const left = line.quantity - line.received;
        if (item.quantity > left) throw new Refusal(409, format(messages.parts.receiptBeyondOrder, { name: line.partName, sku: line.sku, ordered: line.quantity, received: line.received, left }));
        line.received += item.quantity;
        changeStock(store, line.partId, order.branch, item.quantity);
      }
      const complete = lines.every((line) => line.received >= line.quantity);
      return replaceOrder(store, order, { lines, status: complete ? 'received' : 'partial' });
    }),
    handle(transferStock, sent, (body: { from: BranchId; to: BranchId; lines: { partId: string; quantity: number }[] }) => {
      takeOut(store, body.lines, body.from);
      return [...movements(store, body.lines, body.from, 'transfer-out', -1), ...movements(store, body.lines, body.to, 'transfer-in', 1)];
    }),
    handle(returnToSupplier, sent, (body: { supplierId: string; branch: BranchId; lines: { partId: string; quantity: number }[] }) => {
      if (!store.suppliers.some((supplier) => supplier._id === body.supplierId)) throw new Refusal(404, messages.parts.supplierNotFound);
      takeOut(store, body.lines, body.branch);
      return movements(store, body.lines, body.branch, 'return', -1);
    }),
    handle(startStockCount, sent, (body: { branch: BranchId; lines: { partId: string; counted: number }[]; reason: string; finish: boolean }) => {
      const open = store.counts.find((count) => count.branch === body.branch && count.status === 'open');
      if (open) throw new Refusal(409, format(messages.parts.countOpen, { branch: branchName(body.branch), at: formatDateTime(open.createdAt) }));
      const created = new Date(Date.UTC(2026, 1, 12, 2, store.counts.length));
      const count: StockCount = {
        _id: objectIdAt(created, 0x5900 + store.counts.length),
        branch: body.branch,
        status: body.finish ? 'done' : 'open',
        reason: body.reason,
        lines: body.lines.map((line) => {
          const part = store.parts.find((item) => item._id === line.partId)!;
          return { partId: part._id, sku: part.sku, partName: part.name, counted: line.counted, expected: part.stock.find((stock) => stock.branch === body.branch)!.onHand };
        }),
        createdAt: created.toISOString(),
        doneAt: body.finish ? created.toISOString() : null,
      };
      store.counts.push(count);
      return count;
    }),
    handle(finishStockCount, sent, (_body, id) => {
      const count = store.counts.find((item) => item._id === id);
      if (!count) throw new Refusal(404, messages.parts.countNotFound);
      if (count.status !== 'open') throw new Refusal(409, messages.parts.countClosed);
      count.status = 'done';
      count.doneAt = new Date(Date.UTC(2026, 1, 12, 4)).toISOString();
      return count;
    }),
    handle(cancelStockCount, sent, (_body, id) => {
      const count = store.counts.find((item) => item._id === id);
      if (!count) throw new Refusal(404, messages.parts.countNotFound);
      if (count.status !== 'open') throw new Refusal(409, messages.parts.countClosed);
      count.status = 'cancelled';
      return count;
    }),
  ];
}
