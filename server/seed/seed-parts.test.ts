import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { login } from '../../contract/accounts';
import { getPartsReport } from '../../contract/parts-reports';
import type { App } from '../app';
import { parts, partStock, products, purchaseOrders, stockMovements, suppliers } from '../db/schema';
import { ledgerOnHand } from '../services/parts/stock-ledger';
import { createTestApp } from '../test/test-app';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { seedIfEmpty } from './seed';

describe('the demo parts store of the seed', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp({ seedDemoData: true });
  });
  afterAll(() => app.close());

  it('buys every part in at both branches through the ledger, at its supplier\'s cost, with reorder points and one transfer', async () => {
    const rows = await app.db.select().from(parts);
    expect(rows.length).toBe(15);
    expect((await app.db.select({ n: count() }).from(suppliers))[0]!.n).toBe(3);
    expect(await app.db.select({ status: purchaseOrders.status }).from(purchaseOrders)).toEqual(Array.from({ length: 6 }, () => ({ status: 'received' })));
    const oil = rows.find((row) => row.sku === 'DAU-5W30')!;
    expect(oil.costPrice).toBe(118_000);
    for (const part of rows) {
      for (const branch of ['quan-12', 'thu-duc'] as const) {
        const [balance] = await app.db.select().from(partStock).where(and(eq(partStock.partId, part.id), eq(partStock.branch, branch)));
        expect(balance!.onHand, `${part.sku} ${branch}`).toBe(await ledgerOnHand(app.db, part.id, branch));
        expect(balance!.onHand, `${part.sku} ${branch}`).toBeGreaterThan(balance!.reorderPoint);
      }
    }
    const transfer = await app.db.select({ kind: stockMovements.kind, branch: stockMovements.branch, quantity: stockMovements.quantity }).from(stockMovements).where(eq(stockMovements.documentKind, 'transfer'));
    expect(transfer).toHaveLength(4);
    expect(transfer).toContainEqual({ kind: 'transfer-in', branch: 'thu-duc', quantity: 3 });
  });

  it('sells two shop products from the parts\' stock', async () => {
    const linked = await app.db.select({ sku: parts.sku, quantity: products.quantity }).from(parts).innerJoin(products, eq(products.id, parts.productId)).where(isNotNull(parts.productId));
    expect(linked.map((row) => row.sku).sort()).toEqual(['AQ-70AH', 'DAU-PHANH-DOT4']);
    // The shop's quantity is what both branches have: 5 + 3 batteries.
    expect(linked.find((row) => row.sku === 'AQ-70AH')!.quantity).toBe(8);
  });

  it('gives the parts report something to show, and a second seed adds nothing', async () => {
    const login_ = await app.inject({ method: 'POST', url: login.path, payload: { email: DEMO_ACCOUNTS.master.email, password: DEMO_ACCOUNTS.master.password } });
    const headers = { authorization: `Bearer ${login_.json<{ token: string }>().token}` };
    const report = getPartsReport.response.parse((await app.inject({ method: 'GET', url: getPartsReport.path, headers })).json());
    expect(report.stockValue.value).toBeGreaterThan(0);
    expect(report.supplierSpend.rows.map((row) => row.name).sort()).toEqual(['Dầu nhớt An Khang', 'Phụ tùng ô tô Minh Phát', 'Ắc quy và điện ô tô Điện Việt'].sort());
    // Stock value at cost is what the suppliers were paid: nothing has left the garage yet.
    expect(report.stockValue.value).toBe(report.supplierSpend.amount);

    expect(await seedIfEmpty(app.db)).toBe(false);
    expect((await app.db.select({ n: count() }).from(parts))[0]!.n).toBe(15);
  });
});
