import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CSV_BOM } from '../../contract/date-range';
import { buildPath } from '../../contract/endpoint';
import { createPart, createPurchaseOrder, createSupplier, receivePurchaseOrder, transferStock, type Part, type PurchaseOrder, type Supplier } from '../../contract/parts';
import { exportPartsReport, getPartsReport, PARTS_REPORT_FIGURES } from '../../contract/parts-reports';
import { QUOTE_GATE_STEP, REPAIR_STEPS } from '../../contract/repair-steps';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import { shiftMonth } from '../../contract/reports';
import type { App } from '../app';
import { stockMovements } from '../db/schema';
import { vietnamToday } from '../lib/vietnam-time';
import { createRoleAccounts } from '../test/fixtures';
import { answeredQuote, driveTo } from '../test/repair-flow';
import { createTestApp } from '../test/test-app';

describe('the parts reports', () => {
  let app: App;
  let accounts: Awaited<ReturnType<typeof createRoleAccounts>>;
  const thisMonth = vietnamToday().slice(0, 7);

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = accounts.admin.headers) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  async function created<T>(url: string, payload: unknown): Promise<T> {
    const res = await call('POST', url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<T>();
  }
  const reportOf = async (query = '') => {
    const res = await call('GET', `${getPartsReport.path}?${query}`, undefined, accounts.master.headers);
    expect(res.statusCode, res.body).toBe(200);
    return getPartsReport.response.parse(res.json());
  };

  beforeAll(async () => {
    app = await createTestApp();
    accounts = await createRoleAccounts(app);
    const minhPhat = await created<Supplier>(createSupplier.path, { name: 'Phụ tùng Minh Phát' });
    const anKhang = await created<Supplier>(createSupplier.path, { name: 'Dầu nhớt An Khang' });
    const brakes = await created<Part>(createPart.path, { sku: 'MP-VIOS', name: 'Má phanh trước Vios', unit: 'bộ', salePrice: 450_000 });
    const oil = await created<Part>(createPart.path, { sku: 'DAU-5W30', name: 'Dầu động cơ 5W-30', unit: 'lít', salePrice: 180_000 });
    const buy = async (supplier: Supplier, branch: string, partId: string, quantity: number, unitCost: number) => {
      const order = await created<PurchaseOrder>(createPurchaseOrder.path, { supplierId: supplier._id, branch, lines: [{ partId, quantity, unitCost }], place: true });
      await created(buildPath(receivePurchaseOrder.path, { id: order._id }), { lines: [{ lineId: order.lines[0]!._id, quantity }] });
    };
    // Minh Phát: 10 × 320.000 at Quận 12. An Khang: 20 × 120.000 at Thủ Đức.
    await buy(minhPhat, 'quan-12', brakes._id, 10, 320_000);
    await buy(anKhang, 'thu-duc', oil._id, 20, 120_000);
    await created(transferStock.path, { from: 'quan-12', to: 'thu-duc', lines: [{ partId: brakes._id, quantity: 3 }] });

    // A job at Thủ Đức fits 2 sets of brakes sold at 450.000 with 200.000 of labour, and is paid (closed).
    const job = await created<RepairDetail>(openRepair.path, { fullName: 'Võ Thị Lan', numberPhone: '0903 111 222', branch: 'thu-duc', plate: '51K-246.80', odometerKm: 62_000, fuelLevel: 50 });
    await driveTo(app, accounts.admin.headers, job._id, QUOTE_GATE_STEP);
    await answeredQuote(app, accounts.admin.headers, job._id, [
      { kind: 'part', partId: brakes._id, description: 'Má phanh trước Vios', quantity: 2, unitPrice: 450_000 } as never,
      { kind: 'labour', description: 'Công thay má phanh', quantity: 1, unitPrice: 200_000 },
    ]);
    await driveTo(app, accounts.admin.headers, job._id, REPAIR_STEPS.at(-1)!);

    // Quận 12's brakes last left the shelf 100 days ago: they are slow now, the oil never left Thủ Đức.
    await app.db
      .update(stockMovements)
      .set({ createdAt: new Date(Date.now() - 100 * 24 * 60 * 60 * 1000) })
      .where(and(eq(stockMovements.partId, brakes._id), eq(stockMovements.kind, 'transfer-out')));
  });
  afterAll(() => app.close());

  it('values the stock at cost per branch, the margin of a closed job, the slow movers and what each supplier was paid', async () => {
    const report = await reportOf();
    expect(report.month).toBe(thisMonth);
    // Quận 12: 7 brakes × 320.000. Thủ Đức: 1 brake × 320.000 + 20 l of oil × 120.000.
    expect(report.stockValue.rows).toEqual([
      { branch: 'quan-12', parts: 1, quantity: 7, value: 2_240_000 },
      { branch: 'thu-duc', parts: 2, quantity: 21, value: 2_720_000 },
    ]);
    expect(report.stockValue).toMatchObject({ quantity: 28, value: 4_960_000 });

    expect(report.partsMargin.rows).toHaveLength(1);
    expect(report.partsMargin.rows[0]).toMatchObject({ branch: 'thu-duc', sale: 900_000, cost: 640_000, margin: 260_000 });
    expect(report.partsMargin).toMatchObject({ sale: 900_000, cost: 640_000, margin: 260_000 });

    // The oil (2.400.000 on the shelf) first; Thủ Đức's brake was used days ago, so it is not slow.
    expect(report.slowMovers.rows.map((row) => [row.sku, row.branch, row.onHand, row.value, row.lastOutAt === null])).toEqual([
      ['DAU-5W30', 'thu-duc', 20, 2_400_000, true],
      ['MP-VIOS', 'quan-12', 7, 2_240_000, false],
    ]);
    expect(report.slowMovers).toMatchObject({ onHand: 27, value: 4_640_000 });

    expect(report.supplierSpend.rows.map((row) => [row.name, row.receipts, row.amount])).toEqual([
      ['Dầu nhớt An Khang', 1, 2_400_000],
      ['Phụ tùng Minh Phát', 1, 3_200_000],
    ].sort((a, b) => (b[2] as number) - (a[2] as number)));
    expect(report.supplierSpend).toMatchObject({ receipts: 2, amount: 5_600_000 });
  });

  it('reads one branch, and a month with nothing in it', async () => {
    const quan12 = await reportOf('branch=quan-12');
    expect(quan12.stockValue.rows.map((row) => row.branch)).toEqual(['quan-12']);
    expect(quan12.partsMargin.rows).toEqual([]);
    expect(quan12.supplierSpend.rows.map((row) => [row.name, row.amount])).toEqual([['Phụ tùng Minh Phát', 3_200_000]]);
    expect(quan12.slowMovers.rows.map((row) => row.sku)).toEqual(['MP-VIOS']);

    const before = await reportOf(`month=${shiftMonth(thisMonth, -1)}`);
    expect(before.partsMargin).toEqual({ sale: 0, cost: 0, margin: 0, rows: [] });
    expect(before.supplierSpend).toEqual({ receipts: 0, amount: 0, rows: [] });
    // Stock is of now, whatever the month.
    expect(before.stockValue.value).toBe(4_960_000);
  });

  it('gives each figure as a CSV ending with its total, refuses a bad month in words, and is the master\'s only', async () => {
    for (const figure of PARTS_REPORT_FIGURES) {
      const res = await call('GET', `${exportPartsReport.path}?figure=${figure}&month=${thisMonth}`, undefined, accounts.master.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.body.startsWith(CSV_BOM)).toBe(true);
      expect(res.body.trimEnd().split('\r\n').at(-1)).toMatch(/^Tổng cộng,/);
    }
    const margin = await call('GET', `${exportPartsReport.path}?figure=parts-margin`, undefined, accounts.master.headers);
    expect(margin.body.trimEnd().split('\r\n').at(-1)).toBe('Tổng cộng,,,900000,640000,260000');

    const bad = await call('GET', `${getPartsReport.path}?month=2026-13`, undefined, accounts.master.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Tháng của báo cáo phải có dạng năm-tháng, ví dụ 2026-03.');
    expect((await call('GET', getPartsReport.path)).statusCode).toBe(403);
  });
});
