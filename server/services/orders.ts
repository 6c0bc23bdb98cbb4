import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_META, PAYMENT_METHOD, type OrderStatus } from '../../contract/constants';
import type { DateRangeQuery } from '../../contract/date-range';
import { orderCode } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import type { ParsedBodyOf } from '../../contract/endpoint';
import type { createOrder as createOrderEndpoint, Order, OrderDetail, OrderLine, OrderListQuery, OrderUpdate, OrderWithLines } from '../../contract/orders';
import type { Db } from '../db/client';
import { accounts, cartItems, orderLines, orders, orderUpdates, products } from '../db/schema';
import { csvHead, csvRecord, EXPORT_BATCH, type CsvDownload } from '../lib/csv';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors';
import { idempotencyKeyOf } from '../lib/idempotency';
import { pageOf, pageWindow, type ListPage } from '../lib/paging';
import { containsPattern, searchWords } from '../lib/search-text';
import { retryTransaction } from '../lib/transaction-retry';
import { vietnamDateTimeText, vietnamDaysBounds } from '../lib/vietnam-time';
import { assertSelfOrStaff, type AuthUser } from '../plugins/auth';
import { LIVE_EVENTS, type OrderUpdatedPayload } from '../../contract/live-events';
import { orderAlert } from './alerts';
import type { ServiceDeps } from './deps';
import { orderMailData, provenEmail, siteLinks } from './notify';
import { signedIn } from './cart';
import { newObjectId } from '../lib/object-id';
import { giveBackForShop, linkedParts, takeForShop } from './parts/shop-stock';
import { tellLowStock } from './parts/stock-moves';
import { postOrderCash } from './money/order-cash';
import type { LowStock } from './parts/stock-ledger';

/** Totals are stored as Postgres integers; a larger order is refused rather than failing. */
const MAX_ORDER_TOTAL = 2_147_483_647;

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    account_id: row.accountId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    note: row.note,
    payment_method: PAYMENT_METHOD,
    total: row.total,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    _id: row.id,
    order_id: row.orderId,
    product_id: { _id: row.productId, name: row.productName, price: row.price },
    quantity: row.quantity,
    price: row.price,
    createdAt: row.createdAt.toISOString(),
  };
}

async function linesOf(db: Db, orderId: string): Promise<OrderLine[]> {
  const rows = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.createdAt), asc(orderLines.id));
  return rows.map(toOrderLine);
}

async function withLines(db: Db, row: OrderRow): Promise<OrderWithLines> {
  return { ...toOrder(row), lines: await linesOf(db, row.id) };
}

/** The checkout form as parsed (`POST /api/orders/create`). */
type CheckoutBody = ParsedBodyOf<typeof createOrderEndpoint>;

/** The customer's confirmation and status mails and the garage's notice are stored with the change; staff and the customer hear of it after the commit. */
type OrderDeps = Pick<ServiceDeps, 'db' | 'mail' | 'live' | 'log' | 'settings' | 'now'>;

/**
 * Turns the signed-in account's server-side cart into an order in one transaction: stock
 * is taken with a conditional decrement per line (no overselling, whatever runs at the
 * same time), prices come from the catalogue, the cart is emptied. The same idempotency
 * key answers the first order again instead of creating a second one.
 */
export async function createOrder(
  deps: OrderDeps,
  currentUser: AuthUser | null,
  body: CheckoutBody,
  idempotencyHeader: string | string[] | undefined,
): Promise<{ order: OrderWithLines; replayed: boolean }> {
  const user = signedIn(currentUser);
  if (body.account_id !== undefined && body.account_id !== user.id) throw forbidden(messages.common.forbidden);
  const key = idempotencyKeyOf(idempotencyHeader, body.idempotencyKey, messages.orders.idempotencyKeyInvalid);

  const checkout = () =>
    deps.db.transaction(async (tx) => {
      // One checkout per account at a time: a double submit waits here, then finds the first order.
      const [account] = await tx
        .select({ email: accounts.email, verified: accounts.verified })
        .from(accounts)
        .where(eq(accounts.id, user.id))
        .for('no key update');
      // The confirmation goes only to the account's own, proven address: the form's e-mail
      // field is free text, and mail to it in the garage's name would be an open relay.
      const mailTo = account?.verified ? account.email : null;
      if (key) {
        const [existing] = await tx.select().from(orders).where(and(eq(orders.accountId, user.id), eq(orders.idempotencyKey, key)));
        if (existing) return { order: await withLines(tx, existing), replayed: true, mailTo };
      }

      // What the cart holds before its rows are locked: a line gone once the lock is ours was
      // removed meanwhile, most likely with its service (deleteProduct, like this checkout,
      // locks cart lines before the service's row, so the two never wait on each other in a
      // cycle). Ordering the rest would not be what the customer confirmed.
      const seen = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.accountId, user.id));
      // Lines in product order, so two checkouts lock shared products in the same order (no deadlock).
      const cart = await tx
        .select()
        .from(cartItems)
        .where(eq(cartItems.accountId, user.id))
        .orderBy(asc(cartItems.productId))
        .for('update');
      const locked = new Set(cart.map((line) => line.id));
      if (seen.some((line) => !locked.has(line.id))) throw conflict(messages.orders.cartChanged);
      if (cart.length === 0) throw badRequest(messages.cart.checkoutEmpty);

      const taken: Array<{ lineId: string; productId: string; name: string; price: number; quantity: number }> = [];
      // Products sold as a part take their units from a branch's stock through the ledger.
      const orderId = newObjectId();
      const partOf = await linkedParts(
        tx,
        cart.map((line) => line.productId),
      );
      const lowStock: LowStock[] = [];
      for (const line of cart) {
        const partId = partOf.get(line.productId);
        if (partId) {
          lowStock.push(...(await takeForShop(tx, { orderId, productId: line.productId, partId, quantity: line.quantity, accountId: user.id })));
          const [product] = await tx.select({ id: products.id, name: products.name, price: products.price }).from(products).where(eq(products.id, line.productId));
          if (!product) throw conflict(messages.orders.cartChanged);
          taken.push({ lineId: line.id, productId: product.id, name: product.name, price: product.price, quantity: line.quantity });
          continue;
        }
        const [product] = await tx
          .update(products)
          .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), gte(products.quantity, line.quantity)))
          .returning({ id: products.id, name: products.name, price: products.price });
        if (!product) {
          const [left] = await tx.select({ name: products.name, quantity: products.quantity }).from(products).where(eq(products.id, line.productId));
          if (!left) throw conflict(messages.orders.cartChanged);
          throw conflict(format(messages.orders.stockShort, { name: left.name, n: left.quantity }));
        }
        taken.push({ lineId: line.id, productId: product.id, name: product.name, price: product.price, quantity: line.quantity });
      }

      const total = taken.reduce((sum, line) => sum + line.price * line.quantity, 0);
      if (total > MAX_ORDER_TOTAL) throw badRequest(messages.orders.totalTooLarge);

      const [order] = await tx
        .insert(orders)
        .values({
          id: orderId,
          accountId: user.id,
          name: body.name,
          phone: body.phone,
          email: body.email,
          address: body.address,
          note: body.note,
          paymentMethod: PAYMENT_METHOD,
          total,
          status: 'pending',
          idempotencyKey: key ?? null,
        })
        .returning();
      if (!order) throw conflict(messages.orders.createFailed);
      await tx.insert(orderLines).values(
        taken.map((line) => ({ orderId: order.id, productId: line.productId, productName: line.name, price: line.price, quantity: line.quantity })),
      );
      await tx.delete(cartItems).where(inArray(cartItems.id, taken.map((line) => line.lineId)));
      const placed = await withLines(tx, order);
      await queueNewOrderMails(deps, tx, placed, mailTo);
      return { order: placed, replayed: false, lowStock };
    });
  const result = await retryTransaction(checkout);
  if (!result.replayed) deps.live.staffAlert(orderAlert(result.order));
  if ('lowStock' in result && result.lowStock) tellLowStock(deps, result.lowStock);
  return { order: result.order, replayed: result.replayed };
}

/** In the order's transaction: the customer's confirmation (proven address only) and the garage's notice. */
async function queueNewOrderMails(deps: OrderDeps, tx: Db, order: OrderWithLines, mailTo: string | null) {
  const data = orderMailData(order);
  const { notify } = deps.settings;
  const links = siteLinks(notify.siteOrigin);
  if (mailTo) await deps.mail.add(tx, { to: mailTo, template: { kind: 'orderConfirmation', order: data, orderUrl: links.order(order._id) } });
  if (notify.garageEmail) {
    await deps.mail.add(tx, { to: notify.garageEmail, template: { kind: 'garageNewOrder', order: data, manageUrl: links.managerOrder(order._id) } });
  }
}

/**
 * The back office's filters: every word of `q` in the order's search document (code, name,
 * phone, e-mail, folded; a generated column with a trigram index), and the status.
 */
function listFilter(query: OrderListQuery | undefined): SQL | undefined {
  if (!query) return undefined;
  const conditions: SQL[] = searchWords(query.q).map((word) => sql`${orders.searchDocument} like ${containsPattern(word)} escape '\\'`);
  if (query.status) conditions.push(eq(orders.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Orders newest first: without page/limit the whole (filtered) list, as the deployed client
 * reads it; with them one page, LIMIT/OFFSET and count(*) in the database.
 */
export function listOrders(db: Db, query?: OrderListQuery): Promise<ListPage<Order>> {
  const where = listFilter(query);
  const window = pageWindow(query);
  return pageOf(
    window,
    async () => {
      const rows = db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
      return (window ? await rows.limit(window.limit).offset(window.offset) : await rows).map(toOrder);
    },
    async () => Number((await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0),
  );
}

export async function listAccountOrders(db: Db, user: AuthUser | null, accountId: string): Promise<Order[]> {
  assertSelfOrStaff(user, accountId);
  const rows = await db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrder);
}

async function readableOrder(db: Db, currentUser: AuthUser | null, orderId: string, missingMessage: string): Promise<OrderRow> {
  const user = signedIn(currentUser);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(missingMessage);
  if (!user.isStaff && order.accountId !== user.id) throw forbidden(messages.common.forbidden);
  return order;
}

/**
 * An order's status changes, newest first. Staff see who made each; the customer sees only
 * what changed and when (account null), never a staff member's name.
 */
async function updatesOf(db: Db, orderId: string, showStaff: boolean): Promise<OrderUpdate[]> {
  const rows = await db
    .select({ update: orderUpdates, accountName: accounts.fullName })
    .from(orderUpdates)
    .leftJoin(accounts, eq(accounts.id, orderUpdates.accountId))
    .where(eq(orderUpdates.orderId, orderId))
    .orderBy(desc(orderUpdates.createdAt), desc(orderUpdates.id));
  return rows.map(({ update, accountName }) => ({
    _id: update.id,
    from: update.fromStatus,
    to: update.toStatus,
    account: showStaff && update.accountId && accountName !== null ? { _id: update.accountId, fullName: accountName } : null,
    createdAt: update.createdAt.toISOString(),
  }));
}

export async function getOrder(db: Db, currentUser: AuthUser | null, orderId: string): Promise<OrderDetail> {
  const order = await readableOrder(db, currentUser, orderId, messages.orders.notFound);
  const [withItsLines, updates] = await Promise.all([withLines(db, order), updatesOf(db, order.id, currentUser?.isStaff === true)]);
  return { ...withItsLines, updates };
}

export async function getOrderDetail(db: Db, user: AuthUser | null, orderId: string): Promise<OrderLine[]> {
  const order = await readableOrder(db, user, orderId, messages.orders.detailNotFound);
  return linesOf(db, order.id);
}

/** Puts an order's goods back on the shelf (cancelled, or deleted before delivery). */
async function restock(tx: Db, orderId: string) {
  // Units a shop sale took from a part's stock go back there (a product kept by a part has
  // its quantity from the ledger, so it is not added to here).
  await giveBackForShop(tx, orderId, null);
  const linked = await linkedPartsOfOrder(tx, orderId);
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)))
    .orderBy(asc(orderLines.productId));
  for (const line of lines) {
    if (!line.productId || linked.has(line.productId)) continue;
    await tx.update(products).set({ quantity: sql`${products.quantity} + ${line.quantity}` }).where(eq(products.id, line.productId));
  }
}

/** The products of an order that are sold as a part now. */
async function linkedPartsOfOrder(tx: Db, orderId: string): Promise<Map<string, string>> {
  const lines = await tx.select({ productId: orderLines.productId }).from(orderLines).where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)));
  return linkedParts(
    tx,
    lines.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
}

/** Takes the goods of a cancelled order again when it is revived; refused if they are gone. */
async function retake(tx: Db, orderId: string) {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)))
    .orderBy(asc(orderLines.productId));
  const partOf = await linkedParts(
    tx,
    lines.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
  for (const line of lines) {
    if (!line.productId) continue;
    const partId = partOf.get(line.productId);
    if (partId) {
      await takeForShop(tx, { orderId, productId: line.productId, partId, quantity: line.quantity, accountId: null });
      continue;
    }
    const [ok] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.quantity, line.quantity)))
      .returning({ id: products.id });
    if (!ok) {
      const [left] = await tx.select({ name: products.name, quantity: products.quantity }).from(products).where(eq(products.id, line.productId));
      throw conflict(format(messages.orders.stockShort, { name: left?.name ?? '', n: left?.quantity ?? 0 }));
    }
  }
}

/** Goods leave the shelf at checkout; they come back only while they have not been delivered. */
const HOLDS_STOCK: ReadonlySet<OrderStatus> = new Set(['pending', 'processing', 'completed']);
const UNDELIVERED: ReadonlySet<OrderStatus> = new Set(['pending', 'processing']);

/**
 * Sets an order's status. The order's row lock orders concurrent changes, and each real
 * change is recorded (from, to, who) in the same transaction, so the history is a chain
 * whose last `to` is the order's status. Setting the status it already has changes and
 * records nothing.
 */
/**
 * Staff set an order's status (stock follows a cancel or its undoing); the customer is mailed at
 * their proven address in the same transaction and their open pages hear of it after the commit.
 */
export async function updateOrderStatus(deps: OrderDeps, staff: AuthUser | null, orderId: string, status: OrderStatus) {
  const owner = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(messages.orders.notFound);
    if (order.status === status) return null;
    if (HOLDS_STOCK.has(order.status) && status === 'cancelled') await restock(tx, order.id);
    if (order.status === 'cancelled' && HOLDS_STOCK.has(status)) await retake(tx, order.id);
    await postOrderCash(tx, order, order.status, status, staff?.id ?? null, deps.now());
    const [updated] = await tx.update(orders).set({ status }).where(eq(orders.id, order.id)).returning();
    await tx.insert(orderUpdates).values({ orderId: order.id, accountId: staff?.id ?? null, fromStatus: order.status, toStatus: status });
    const to = await provenEmail(tx, order.accountId);
    if (to && updated) {
      const placed = await withLines(tx, updated);
      await deps.mail.add(tx, { to, template: { kind: 'orderStatus', order: orderMailData(placed), orderUrl: siteLinks(deps.settings.notify.siteOrigin).order(order.id) } });
    }
    return order.accountId;
  });
  if (owner) deps.live.toAccount(owner, LIVE_EVENTS.orderUpdated, { id: orderId, status } satisfies OrderUpdatedPayload);
  return { message: messages.orders.statusUpdateSuccess };
}

/** Staff delete any order; a customer only their own, and only while it is still pending. */
export async function deleteOrder(db: Db, currentUser: AuthUser | null, orderId: string) {
  const user = signedIn(currentUser);
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(messages.orders.notFound);
    if (!user.isStaff) {
      if (order.accountId !== user.id) throw forbidden(messages.common.forbidden);
      if (order.status !== 'pending') throw conflict(messages.orders.deleteOnlyPending);
    }
    if (UNDELIVERED.has(order.status)) await restock(tx, order.id);
    await tx.delete(orders).where(eq(orders.id, order.id));
  });
  return { message: messages.orders.deleteSuccess };
}

// ---------------------------------------------------------------- CSV export

const ORDER_CSV_HEADER = [
  'Mã đơn',
  'Ngày đặt',
  'Khách hàng',
  'Số điện thoại',
  'Email',
  'Địa chỉ',
  'Ghi chú',
  'Trạng thái',
  'Tổng tiền',
  'Dịch vụ',
] as const;

/**
 * The orders placed on the Vietnamese days `from` to `to` (both whole), oldest first, one
 * record per order with its lines ("name × quantity; ..."). Read in batches of EXPORT_BATCH
 * along the (created_at, id) index, each batch after the last one's key, so no batch is
 * skipped or repeated whatever its size. The key's time goes back to the database as its
 * own text, microseconds included (a JavaScript Date would cut them).
 */
export function exportOrders(db: Db, range: DateRangeQuery): CsvDownload {
  const { start, end } = vietnamDaysBounds(range.from, range.to);
  const batchAfter = (after: { at: string; id: string } | null) =>
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        key: sql<string>`${orders.createdAt}::text`,
        name: orders.name,
        phone: orders.phone,
        email: orders.email,
        address: orders.address,
        note: orders.note,
        status: orders.status,
        total: orders.total,
        // Written out: drizzle leaves the columns of a one-table select unqualified, and an
        // unqualified "id" inside the subquery would be the line's own.
        lines: sql<string | null>`(select string_agg(l.product_name || ' × ' || l.quantity, '; ' order by l.created_at, l.id) from order_lines as l where l.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(
        and(
          gte(orders.createdAt, start),
          lt(orders.createdAt, end),
          after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(EXPORT_BATCH);
  async function* chunks() {
    let chunk = csvHead(ORDER_CSV_HEADER);
    for (let rows = await batchAfter(null); ; ) {
      for (const row of rows) {
        chunk += csvRecord([
          orderCode(row.id),
          vietnamDateTimeText(row.createdAt),
          row.name,
          row.phone,
          row.email,
          row.address,
          row.note,
          ORDER_STATUS_META[row.status].label,
          row.total,
          row.lines ?? '',
        ]);
      }
      yield chunk;
      chunk = '';
      const last = rows[rows.length - 1];
      if (rows.length < EXPORT_BATCH || !last) return;
      rows = await batchAfter({ at: last.key, id: last.id });
    }
  }
  return { filename: `don-hang-${range.from}-den-${range.to}.csv`, chunks: chunks() };
}
