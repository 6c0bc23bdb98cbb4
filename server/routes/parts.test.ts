// @postgres: the last test sends receipts, transfers, returns and counts of one part at once (PGlite takes one transaction at a time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import {
  createPart,
  createPurchaseOrder,
  createSupplier,
  exportParts,
  finishStockCount,
  importParts,
  getPart,
  listParts,
  listStockCounts,
  purchaseOrderForQuoteLine,
  listStockMovements,
  receivePurchaseOrder,
  returnToSupplier,
  startStockCount,
  transferStock,
  updatePart,
  type Part,
  type PartImportResult,
  type PurchaseOrder,
  type StockCount,
  type StockMovement,
  type Supplier,
} from '../../contract/parts';
import type { StaffAlert } from '../../contract/alerts';
import { LIVE_EVENTS } from '../../contract/live-events';
import type { App } from '../app';
import { newObjectId } from '../lib/object-id';
import { openChatOrThrow } from '../test/chat-client';
import { createProduct, stockOf } from '../test/shop-fixtures';
import { answeredQuote, driveTo } from '../test/repair-flow';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import { recordPhoneAnswer, saveQuote, type Quote } from '../../contract/repair-quotes';
import { QUOTE_GATE_STEP, REPAIR_STEPS } from '../../contract/repair-steps';
import { addToCart } from '../../contract/cart';
import { createOrder, updateOrderStatus, type Order } from '../../contract/orders';
import { cartItems, partStock } from '../db/schema';
import { ledgerOnHand } from '../services/parts/stock-ledger';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp, usingPostgres } from '../test/test-app';

describe(`the parts store (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  let admin: TestAccount;
  let customer: TestAccount;
  let supplier: Supplier;
  let skus = 0;

  beforeAll(async () => {
    app = await createTestApp();
    // Staff sockets hear the low-stock alerts.
    await app.listen({ port: 0, host: '127.0.0.1' });
    ({ admin, customer } = await createRoleAccounts(app));
    const res = await call('POST', createSupplier.path, { name: 'Phụ tùng Minh Phát', phone: '028 3812 3456', taxCode: '0312345678', address: 'Quận 5' });
    expect(res.statusCode, res.body).toBe(201);
    supplier = res.json<Supplier>();
  });
  afterAll(() => app.close());

  function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin.headers) {
    return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  }

  async function newPart(extra: Record<string, unknown> = {}): Promise<Part> {
    skus += 1;
    const res = await call('POST', createPart.path, { sku: `lk-${skus}`, name: `Má phanh trước ${skus}`, brand: 'Bosch', unit: 'bộ', salePrice: '450.000 đ', ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Part>();
  }

  async function order(partId: string, quantity: number, unitCost: number, branch = 'quan-12'): Promise<PurchaseOrder> {
    const res = await call('POST', createPurchaseOrder.path, { supplierId: supplier._id, branch, lines: [{ partId, quantity, unitCost }], place: true });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PurchaseOrder>();
  }

  const receive = (purchaseOrder: PurchaseOrder, quantity: number) =>
    call('POST', buildPath(receivePurchaseOrder.path, { id: purchaseOrder._id }), { lines: [{ lineId: purchaseOrder.lines[0]!._id, quantity }] });

  async function stock(partId: string) {
    const res = await call('GET', buildPath(getPart.path, { id: partId }));
    expect(res.statusCode, res.body).toBe(200);
    const part = res.json<Part>();
    return Object.fromEntries(part.stock.map((row) => [row.branch, row])) as Record<'quan-12' | 'thu-duc', Part['stock'][number]>;
  }

  /** The balance row is the ledger's sum, at every branch. */
  async function expectBalancesAreTheLedger(partId: string) {
    for (const branch of ['quan-12', 'thu-duc'] as const) {
      const [row] = await app.db
        .select()
        .from(partStock)
        .where(and(eq(partStock.partId, partId), eq(partStock.branch, branch)));
      expect(row?.onHand ?? 0).toBe(await ledgerOnHand(app.db, partId, branch));
    }
  }

  it('reads prices as typed, keeps one part per SKU whatever its case, refuses bad input in words, and is for staff only', async () => {
    // The form's empty cost field is '': no cost yet, not a refusal.
    const part = await newPart({ sku: 'dau-5w30', costPrice: '', reorderPoints: [{ branch: 'quan-12', reorderPoint: '4' }] });
    expect(part).toMatchObject({ sku: 'DAU-5W30', salePrice: 450_000, costPrice: 0, archived: false });
    expect(part.stock.find((row) => row.branch === 'quan-12')).toMatchObject({ onHand: 0, reorderPoint: 4, low: true });

    const again = await call('POST', createPart.path, { sku: 'DAU-5w30', name: 'Dầu khác', unit: 'lít', salePrice: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: format(messages.parts.skuTaken, { sku: 'DAU-5W30' }) });

    const bad = await call('POST', createPart.path, { sku: 'má phanh', name: '', unit: 'cái', salePrice: '1,5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/Mã phụ tùng chỉ gồm|Vui lòng nhập tên phụ tùng|Giá phải là số tiền nguyên/);

    expect((await call('GET', listParts.path, undefined, customer.headers)).statusCode).toBe(403);

    const stale = await call('PUT', buildPath(updatePart.path, { id: part._id }), { sku: part.sku, name: 'Dầu 5W-30', unit: 'lít', salePrice: 180_000, version: part.version + 1 });
    expect(stale.statusCode).toBe(409);
    const saved = await call('PUT', buildPath(updatePart.path, { id: part._id }), { sku: part.sku, name: 'Dầu 5W-30', unit: 'lít', salePrice: '180.000', version: part.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Part>()).toMatchObject({ name: 'Dầu 5W-30', salePrice: 180_000, version: part.version + 1 });

    const found = await call('GET', `${listParts.path}?q=5w30`);
    expect(found.json<Part[]>().map((row) => row.sku)).toEqual(['DAU-5W30']);
    const low = await call('GET', `${listParts.path}?lowStock=true&branch=quan-12&page=1&limit=10`);
    expect(low.json<Part[]>().map((row) => row.sku)).toContain('DAU-5W30');
    expect(low.headers['x-total-count']).toBeDefined();
  });

  it('receives an order in parts, never beyond what was ordered, and keeps the moving average cost', async () => {
    const part = await newPart();
    const first = await order(part._id, 10, 100_000);
    expect(first.number).toMatch(/^NH-Q12-\d{4}-\d{4}$/);

    const four = await receive(first, 4);
    expect(four.statusCode, four.body).toBe(200);
    expect(four.json<PurchaseOrder>()).toMatchObject({ status: 'partial', lines: [{ quantity: 10, received: 4 }] });
    const six = await receive(first, 6);
    expect(six.json<PurchaseOrder>()).toMatchObject({ status: 'received', lines: [{ received: 10 }] });
    const beyond = await receive(first, 1);
    expect(beyond.statusCode).toBe(409);

    // 10 on hand at 100,000 and 10 more at 130,000: 115,000 each.
    const second = await order(part._id, 10, 130_000, 'thu-duc');
    expect(second.number).toMatch(/^NH-TD-/);
    await receive(second, 10);
    const after = (await call('GET', buildPath(getPart.path, { id: part._id }))).json<Part>();
    expect(after.costPrice).toBe(115_000);
    expect(Object.fromEntries(after.stock.map((row) => [row.branch, row.onHand]))).toEqual({ 'quan-12': 10, 'thu-duc': 10 });

    const beyondAgain = await call('POST', buildPath(receivePurchaseOrder.path, { id: second._id }), { lines: [{ lineId: second.lines[0]!._id, quantity: 1 }] });
    expect(beyondAgain.statusCode).toBe(409);
    expect(beyondAgain.json<{ message: string }>().message).toContain('không nhận hàng được');

    const ledger = (await call('GET', `${listStockMovements.path}?partId=${part._id}`)).json<StockMovement[]>();
    expect(ledger.map((row) => [row.kind, row.branch, row.quantity, row.unitCost])).toEqual([
      ['receipt', 'thu-duc', 10, 130_000],
      ['receipt', 'quan-12', 6, 100_000],
      ['receipt', 'quan-12', 4, 100_000],
    ]);
    await expectBalancesAreTheLedger(part._id);
  });

  it('moves a transfer out and in together, and refuses one beyond what is available without moving any of its lines', async () => {
    const [brakes, oil] = [await newPart(), await newPart()];
    await receive(await order(brakes._id, 5, 200_000), 5);
    await receive(await order(oil._id, 2, 90_000), 2);

    const moved = await call('POST', transferStock.path, { from: 'quan-12', to: 'thu-duc', lines: [{ partId: brakes._id, quantity: '3' }] });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json<StockMovement[]>().map((row) => [row.kind, row.branch, row.quantity])).toEqual(
      expect.arrayContaining([
        ['transfer-out', 'quan-12', -3],
        ['transfer-in', 'thu-duc', 3],
      ]),
    );

    // Brakes: 2 left, fine; oil: 2 left, 5 asked. Neither moves.
    const refused = await call('POST', transferStock.path, {
      from: 'quan-12',
      to: 'thu-duc',
      lines: [
        { partId: brakes._id, quantity: 2 },
        { partId: oil._id, quantity: 5 },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(format(messages.parts.notEnough, { name: oil.name, sku: oil.sku, branch: 'Quận 12', available: 2, unit: 'bộ' }));
    expect((await stock(brakes._id))['quan-12'].onHand).toBe(2);
    expect((await stock(brakes._id))['thu-duc'].onHand).toBe(3);
    expect((await stock(oil._id))['quan-12'].onHand).toBe(2);

    const same = await call('POST', transferStock.path, { from: 'quan-12', to: 'quan-12', lines: [{ partId: brakes._id, quantity: 1 }] });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: messages.parts.transferSameBranch });
    await expectBalancesAreTheLedger(brakes._id);
    await expectBalancesAreTheLedger(oil._id);
  });

  it('turns a count into adjustments with its reason, one open count per branch', async () => {
    const part = await newPart();
    await receive(await order(part._id, 7, 50_000, 'thu-duc'), 7);

    const open = await call('POST', startStockCount.path, { branch: 'thu-duc', lines: [{ partId: part._id, counted: 6 }], reason: 'Kiểm kê cuối tháng', finish: false });
    expect(open.statusCode, open.body).toBe(201);
    const count = open.json<StockCount>();
    expect(count.status).toBe('open');
    expect((await stock(part._id))['thu-duc'].onHand).toBe(7);

    // A reload finds it again.
    const listed = await call('GET', `${listStockCounts.path}?branch=thu-duc&status=open`);
    expect(listed.json<StockCount[]>().map((row) => row._id)).toEqual([count._id]);
    const second = await call('POST', startStockCount.path, { branch: 'thu-duc', lines: [], reason: 'Đếm lại' });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toContain('Thủ Đức đang có một phiếu kiểm kê chưa hoàn tất');

    const done = await call('POST', buildPath(finishStockCount.path, { id: count._id }), { lines: [{ partId: part._id, counted: '5' }] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<StockCount>()).toMatchObject({ status: 'done', lines: [{ partId: part._id, counted: 5, expected: 7 }] });
    expect((await stock(part._id))['thu-duc'].onHand).toBe(5);
    const ledger = (await call('GET', `${listStockMovements.path}?partId=${part._id}&branch=thu-duc`)).json<StockMovement[]>();
    expect(ledger[0]).toMatchObject({ kind: 'count', quantity: -2, note: 'Kiểm kê cuối tháng', byName: admin.fullName });
    await expectBalancesAreTheLedger(part._id);
  });

  it('imports a sheet all or nothing after a preview that names each row\'s errors, and reads back its own export', async () => {
    const existing = await newPart({ sku: 'LOC-GIO-01' });
    const csv = [
      'Mã phụ tùng (SKU);Tên phụ tùng;Hãng;Đơn vị;Giá bán;Giá vốn;Mức đặt lại Quận 12',
      'loc-gio-01;Lọc gió động cơ;Denso;cái;"185.000";;3',
      'BUGI-IK20;Bugi Iridium;Denso;cái;220.000 đ;150.000;10',
      'BUGI-IK20;Bugi trùng mã;Denso;cái;1;;',
      'MA PHANH;;;bộ;1,5;;',
    ].join('\r\n');
    const send = (content: string, fileName: string, apply: boolean) =>
      call('POST', importParts.path, { fileName, file: Buffer.from(content).toString('base64'), apply });

    const preview = await send(`\uFEFF${csv}`, 'phu-tung.csv', false);
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json<PartImportResult>().rows;
    expect(rows.map((row) => [row.row, row.sku, row.action, row.errors.length > 0])).toEqual([
      [2, 'LOC-GIO-01', 'update', false],
      [3, 'BUGI-IK20', 'create', false],
      [4, 'BUGI-IK20', 'create', true],
      [5, 'MA PHANH', 'create', true],
    ]);
    expect(rows[2]!.errors).toEqual([format(messages.parts.importSkuRepeated, { sku: 'BUGI-IK20', row: 3 })]);
    expect(rows[3]!.errors).toEqual(expect.arrayContaining([messages.parts.skuInvalid, messages.parts.nameRequired, messages.parts.priceInvalid]));

    const refused = await send(csv, 'phu-tung.csv', true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: format(messages.parts.importHasErrors, { n: 2 }) });
    expect((await call('GET', `${listParts.path}?q=BUGI-IK20`)).json<Part[]>()).toEqual([]);

    const fixed = csv.split('\r\n').slice(0, 3).join('\r\n');
    const applied = await send(fixed, 'phu-tung.csv', true);
    expect(applied.json<PartImportResult>()).toMatchObject({ created: 1, updated: 1, applied: true });
    const [plug] = (await call('GET', `${listParts.path}?q=BUGI-IK20`)).json<Part[]>();
    expect(plug).toMatchObject({ name: 'Bugi Iridium', salePrice: 220_000, costPrice: 150_000 });
    expect(plug!.stock.find((row) => row.branch === 'quan-12')?.reorderPoint).toBe(10);
    expect((await stock(existing._id))['quan-12'].reorderPoint).toBe(3);

    const missing = await send('SKU;Tên\r\nA;B', 'thieu-cot.csv', false);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('Thiếu cột: Đơn vị, Giá bán.');
    const broken = await call('POST', importParts.path, { fileName: 'hong.xlsx', file: Buffer.from('không phải xlsx').toString('base64') });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: messages.parts.importUnreadable });

    const xlsx = await call('GET', `${exportParts.path}?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const again = await call('POST', importParts.path, { fileName: 'phu-tung.xlsx', file: xlsx.rawPayload.toString('base64') });
    const back = again.json<PartImportResult>();
    expect(back.rows.find((row) => row.sku === 'BUGI-IK20')).toMatchObject({ action: 'update', errors: [] });
    expect(back.rows.every((row) => row.action === 'update' && row.errors.length === 0)).toBe(true);
    const csvOut = await call('GET', `${exportParts.path}?format=csv`);
    expect(csvOut.body).toContain('BUGI-IK20,Bugi Iridium,Denso,cái,220000,150000,10,0,0,0');
  });

  it('alerts staff once when a branch\'s available stock falls to its reorder point, and again after a restock', async () => {
    const staff = await openChatOrThrow(app, { token: admin.token, deferChat: true });
    try {
      const part = await newPart({ reorderPoints: [{ branch: 'quan-12', reorderPoint: 3 }] });
      await receive(await order(part._id, 6, 80_000), 6);
      const transfer = (quantity: number) => call('POST', transferStock.path, { from: 'quan-12', to: 'thu-duc', lines: [{ partId: part._id, quantity }] });
      await transfer(2); // 4 left: above the line
      await transfer(1); // 3: at the line, the alert
      await transfer(1); // 2: still low, no second alert
      const first = await staff.next<StaffAlert>(LIVE_EVENTS.staffAlert, (alert) => alert.id === part._id);
      expect(first).toMatchObject({
        type: 'part',
        text: format(messages.alerts.partLow, { branch: 'Quận 12', name: part.name, sku: part.sku, available: 3, unit: 'bộ', reorderPoint: 3 }),
        href: `/manager/parts?lowStock=true&branch=quan-12&q=${part.sku}`,
      });
      const low = await call('GET', `${listParts.path}?lowStock=true&branch=quan-12&q=${part.sku}`);
      expect(low.json<Part[]>().map((row) => row.sku)).toEqual([part.sku]);
      expect((await call('GET', `${listParts.path}?lowStock=true&branch=thu-duc&q=${part.sku}`)).json<Part[]>()).toEqual([]);

      await receive(await order(part._id, 5, 80_000), 5); // 7
      const counted = await call('POST', startStockCount.path, { branch: 'quan-12', lines: [{ partId: part._id, counted: 1 }], reason: 'Đếm lại kệ A' });
      expect(counted.statusCode, counted.body).toBe(201);
      await staff.next<StaffAlert>(LIVE_EVENTS.staffAlert, (alert) => alert.id === part._id && alert.text.includes('còn 1 bộ'));
      expect(staff.received.filter((entry) => entry.event === LIVE_EVENTS.staffAlert && (entry.payload as StaffAlert).id === part._id)).toHaveLength(2);
    } finally {
      staff.close();
    }
  });

  it('sells a linked shop product from one branch\'s stock (Quận 12 first), shows the sum of both as its quantity, and takes a cancelled order back', async () => {
    const product = await createProduct(app, { name: 'Nước làm mát Toyota 1L', quantity: 99 });
    const part = await newPart({ productId: product.id });
    expect(await stockOf(app, product.id)).toBe(0);
    await receive(await order(part._id, 2, 60_000), 2);
    await receive(await order(part._id, 5, 60_000, 'thu-duc'), 5);
    expect(await stockOf(app, product.id)).toBe(7);

    const buy = async (quantity: number) => {
      await app.db.delete(cartItems).where(eq(cartItems.accountId, customer.id));
      const added = await call('POST', addToCart.path, { product_id: product.id, quantity }, customer.headers);
      expect(added.statusCode, added.body).toBe(200);
      return call('POST', createOrder.path, { name: 'Lê Văn Khách', phone: '0977 000 111', email: customer.email, address: '5 Nguyễn Huệ', note: '', payment_method: 'COD' }, customer.headers);
    };
    const two = await buy(2);
    expect(two.statusCode, two.body).toBe(201);
    expect((await stock(part._id))['quan-12'].onHand).toBe(0);
    const three = await buy(3);
    expect(three.statusCode, three.body).toBe(201);
    expect((await stock(part._id))['thu-duc'].onHand).toBe(2);
    expect(await stockOf(app, product.id)).toBe(2);
    // In the cart while there were 2; one went back to the supplier before the checkout.
    await app.db.delete(cartItems).where(eq(cartItems.accountId, customer.id));
    expect((await call('POST', addToCart.path, { product_id: product.id, quantity: 2 }, customer.headers)).statusCode).toBe(200);
    await call('POST', returnToSupplier.path, { supplierId: supplier._id, branch: 'thu-duc', lines: [{ partId: part._id, quantity: 1 }], note: 'Hàng móp' });
    const short = await call('POST', createOrder.path, { name: 'Lê Văn Khách', phone: '0977000111', email: customer.email, address: '5 Nguyễn Huệ', note: '', payment_method: 'COD' }, customer.headers);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ message: format(messages.orders.stockShort, { name: 'Nước làm mát Toyota 1L', n: 1 }) });

    const placed = three.json<Order>();
    const cancelled = await call('PUT', buildPath(updateOrderStatus.path, { id: placed._id }), { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await stock(part._id))['thu-duc'].onHand).toBe(4);
    expect(await stockOf(app, product.id)).toBe(4);
    const ledger = (await call('GET', `${listStockMovements.path}?partId=${part._id}`)).json<StockMovement[]>();
    expect(ledger.slice(0, 4).map((row) => [row.kind, row.branch, row.quantity])).toEqual([
      ['shop-sale', 'thu-duc', 3],
      ['return', 'thu-duc', -1],
      ['shop-sale', 'thu-duc', -3],
      ['shop-sale', 'quan-12', -2],
    ]);
    await expectBalancesAreTheLedger(part._id);
  });

  it('buys 10 in at Quận 12, moves 3 to Thủ Đức, holds 2 there for an approved quote and uses them when the job is paid', async () => {
    const part = await newPart({ sku: 'MP-VIOS-TD' });
    await receive(await order(part._id, 10, 320_000), 10);
    await call('POST', transferStock.path, { from: 'quan-12', to: 'thu-duc', lines: [{ partId: part._id, quantity: 3 }] });
    const opened = await call('POST', openRepair.path, { fullName: 'Võ Thị Lan', numberPhone: '0903 111 222', branch: 'thu-duc', plate: '51K-246.80', odometerKm: '62.000', fuelLevel: 50 });
    expect(opened.statusCode, opened.body).toBe(201);
    const job = opened.json<RepairDetail>();
    await driveTo(app, admin.headers, job._id, QUOTE_GATE_STEP);
    const quote = await answeredQuote(app, admin.headers, job._id, [
      { kind: 'part', partId: part._id, description: 'Má phanh trước Vios', quantity: 2, unitPrice: 450_000 } as never,
      { kind: 'labour', description: 'Công thay má phanh', quantity: 1, unitPrice: 200_000 },
    ]);
    expect(quote.lines[0]).toMatchObject({ partId: part._id, approved: true, stockLeft: null });
    expect((await stock(part._id))['thu-duc']).toMatchObject({ onHand: 3, reserved: 2, available: 1 });
    // Quận 12's seven are not this car's: a second job there would not take Thủ Đức's last one.
    expect((await stock(part._id))['quan-12']).toMatchObject({ onHand: 7, reserved: 0, available: 7 });

    await driveTo(app, admin.headers, job._id, REPAIR_STEPS.at(-1)!);
    expect((await stock(part._id))['thu-duc']).toMatchObject({ onHand: 1, reserved: 0, available: 1 });
    const ledger = (await call('GET', `${listStockMovements.path}?partId=${part._id}`)).json<StockMovement[]>();
    expect(ledger.map((row) => [row.kind, row.branch, row.quantity, row.documentKind])).toEqual([
      ['job-use', 'thu-duc', -2, 'repair'],
      ['transfer-in', 'thu-duc', 3, 'transfer'],
      ['transfer-out', 'quan-12', -3, 'transfer'],
      ['receipt', 'quan-12', 10, 'purchase-order'],
    ]);
    expect(ledger[0]!.unitCost).toBe(320_000);
    await expectBalancesAreTheLedger(part._id);
  });

  it('a part approved at a branch that lacks it waits for stock (Chờ hàng), and a changed quote gives held units back', async () => {
    const part = await newPart();
    await receive(await order(part._id, 4, 100_000), 4);
    const open = async (plate: string, branch: string) => {
      const res = await call('POST', openRepair.path, { fullName: 'Đỗ Văn Hùng', numberPhone: '0903 333 444', branch, plate, odometerKm: 1000, fuelLevel: 50 });
      expect(res.statusCode, res.body).toBe(201);
      const job = res.json<RepairDetail>();
      await driveTo(app, admin.headers, job._id, QUOTE_GATE_STEP);
      return job;
    };
    const atThuDuc = await open('59A-111.22', 'thu-duc');
    const waiting = await answeredQuote(app, admin.headers, atThuDuc._id, [{ kind: 'part', partId: part._id, description: 'Lọc dầu', quantity: 1, unitPrice: 150_000 } as never]);
    expect(waiting.lines[0]).toMatchObject({ approved: false, stockLeft: 0 });
    // The desk raises a draft order of what Thủ Đức lacks, for that car.
    const raised = await call('POST', purchaseOrderForQuoteLine.path, { repairId: atThuDuc._id, lineId: waiting.lines[0]!._id, supplierId: supplier._id });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json<PurchaseOrder>()).toMatchObject({
      branch: 'thu-duc',
      status: 'draft',
      lines: [{ partId: part._id, quantity: 1, unitCost: 100_000 }],
      note: format(messages.parts.quoteLineOrderNote, { plate: '59A-111.22', code: atThuDuc.code, description: 'Lọc dầu' }),
    });
    // The line of another job is no line of this one.
    const elsewhere = await call('POST', purchaseOrderForQuoteLine.path, { repairId: newObjectId(), lineId: waiting.lines[0]!._id, supplierId: supplier._id });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: messages.parts.quoteLineNotFound });

    const atQuan12 = await open('59A-333.44', 'quan-12');
    await answeredQuote(app, admin.headers, atQuan12._id, [{ kind: 'part', partId: part._id, description: 'Lọc dầu', quantity: 3, unitPrice: 150_000 } as never]);
    expect((await stock(part._id))['quan-12']).toMatchObject({ reserved: 3, available: 1 });
    // Written again with one unit: the three go back before the one is held.
    await answeredQuote(app, admin.headers, atQuan12._id, [{ kind: 'part', partId: part._id, description: 'Lọc dầu', quantity: 1, unitPrice: 150_000 } as never]);
    expect((await stock(part._id))['quan-12']).toMatchObject({ onHand: 4, reserved: 1, available: 3 });
  });

  it('20 rounds of receipts, transfers, returns, shop checkouts and quote approvals of one part at once: no unit lost or invented, never below zero, held units never taken', async () => {
    const product = await createProduct(app, { name: 'Dầu phanh DOT4 0,5L' });
    const part = await newPart({ productId: product.id });
    const buyers = await Promise.all([0, 1].map(() => createAccount(app)));
    await receive(await order(part._id, 10, 100_000), 10);
    let expectedTotal = 10;
    let expectedHeld = 0;
    for (let round = 0; round < 20; round += 1) {
      const orders = await Promise.all([order(part._id, 2, 100_000), order(part._id, 1, 100_000, 'thu-duc')]);
      // A job at Thủ Đức whose quote asks for one unit, answered on the phone in the race.
      const opened = await call('POST', openRepair.path, { fullName: 'Khách đua', numberPhone: '0903 555 666', branch: 'thu-duc', plate: `51H-${String(100 + round)}.${String(10 + round)}`, odometerKm: 1000, fuelLevel: 50 });
      expect(opened.statusCode, opened.body).toBe(201);
      const jobId = opened.json<RepairDetail>()._id;
      await driveTo(app, admin.headers, jobId, QUOTE_GATE_STEP);
      const saved = await call('PUT', buildPath(saveQuote.path, { id: jobId }), { lines: [{ kind: 'part', partId: part._id, description: 'Dầu phanh', quantity: 1, unitPrice: 150_000 }], vatRate: 0, version: 0 });
      expect(saved.statusCode, saved.body).toBe(200);
      const quote = saved.json<Quote>();
      // Each buyer's cart holds one unit when there is one; the checkouts race the rest.
      const carts = await Promise.all(buyers.map((buyer) => call('POST', addToCart.path, { product_id: product.id, quantity: 1 }, buyer.headers)));
      const requests = [
        call('POST', buildPath(recordPhoneAnswer.path, { id: jobId }), { version: quote.version, signedName: 'Khách đồng ý', lines: [{ lineId: quote.lines[0]!._id, approved: true }] }).then((res) => {
          if (res.statusCode === 200 && res.json<Quote>().lines[0]!.approved) expectedHeld += 1;
          return { res, units: 0 };
        }),
        ...buyers
          .filter((_buyer, index) => carts[index]!.statusCode === 200)
          .map((buyer) =>
            call('POST', createOrder.path, { name: 'Khách mua lẻ', phone: '0977000111', email: buyer.email, address: '5 Nguyễn Huệ', note: '', payment_method: 'COD' }, buyer.headers).then((res) => ({ res, units: -1 })),
          ),
        ...orders.map((purchaseOrder) => receive(purchaseOrder, purchaseOrder.lines[0]!.quantity).then((res) => ({ res, units: purchaseOrder.lines[0]!.quantity }))),
        ...[0, 1, 2].map(() => call('POST', transferStock.path, { from: 'quan-12', to: 'thu-duc', lines: [{ partId: part._id, quantity: 3 }] }).then((res) => ({ res, units: 0 }))),
        ...[0, 1].map(() => call('POST', transferStock.path, { from: 'thu-duc', to: 'quan-12', lines: [{ partId: part._id, quantity: 2 }] }).then((res) => ({ res, units: 0 }))),
        ...(['quan-12', 'thu-duc'] as const).map((branch) =>
          call('POST', returnToSupplier.path, { supplierId: supplier._id, branch, lines: [{ partId: part._id, quantity: 2 }], note: 'Hàng lỗi' }).then((res) => ({ res, units: -2 })),
        ),
      ];
      for (const { res, units } of await Promise.all(requests)) {
        if (res.statusCode === 409) {
          expect(res.json<{ message: string }>().message).toMatch(/^Không đủ hàng|chỉ còn \d+ sản phẩm trong kho/);
          continue;
        }
        expect([200, 201], res.body).toContain(res.statusCode);
        expectedTotal += units;
      }
      const rows = await stock(part._id);
      expect(rows['quan-12'].onHand).toBeGreaterThanOrEqual(0);
      expect(rows['thu-duc'].onHand).toBeGreaterThanOrEqual(0);
      expect(rows['quan-12'].onHand + rows['thu-duc'].onHand).toBe(expectedTotal);
      // What approved quotes hold stays on the shelf: nothing else took it.
      expect(rows['thu-duc'].reserved).toBe(expectedHeld);
      expect(rows['thu-duc'].onHand).toBeGreaterThanOrEqual(rows['thu-duc'].reserved);
      expect(await stockOf(app, product.id)).toBe(rows['quan-12'].available + rows['thu-duc'].available);
      await Promise.all(buyers.map((buyer) => app.db.delete(cartItems).where(eq(cartItems.accountId, buyer.id))));
    }
    // The race had every kind of writer in it, quote approvals that held units among them.
    expect(expectedHeld).toBeGreaterThan(0);
    await expectBalancesAreTheLedger(part._id);
  });
});
