import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { createPart, updatePart, type Part } from '../../contract/parts';
import { saveQuote, type Quote } from '../../contract/repair-quotes';
import { QUOTE_GATE_STEP } from '../../contract/repair-steps';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import {
  createServicePackage,
  deleteServicePackage,
  getPricing,
  listServicePackages,
  pricePackage,
  updatePricing,
  updateServicePackage,
  type PricedPackageLine,
  type ServicePackage,
} from '../../contract/service-packages';
import { DEFAULT_LABOUR_RATE, DEFAULT_MARKUP_BANDS } from '../../contract/workshop-rules';
import type { App } from '../app';
import { createRoleAccounts } from '../test/fixtures';
import { driveTo } from '../test/repair-flow';
import { createTestApp } from '../test/test-app';

describe('service packages and their pricing', () => {
  let app: App;
  let accounts: Awaited<ReturnType<typeof createRoleAccounts>>;
  let oil: Part;
  let filter: Part;
  let wipers: Part;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = accounts.master.headers) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = accounts.master.headers): Promise<T> {
    const res = await call(method, url, payload, headers);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<T>();
  }
  const packagesNow = async () => listServicePackages.response.parse(await ok(listServicePackages.method, listServicePackages.path, undefined, accounts.admin.headers));

  beforeAll(async () => {
    app = await createTestApp();
    accounts = await createRoleAccounts(app);
    const part = (body: object) => ok<Part>('POST', createPart.path, body, accounts.admin.headers);
    oil = await part({ sku: 'DAU-5W30', name: 'Dầu động cơ 5W-30 (lít)', unit: 'lít', salePrice: 180_000, costPrice: 120_000 });
    filter = await part({ sku: 'LOC-VIOS', name: 'Lọc dầu Vios', unit: 'cái', salePrice: 900_000, costPrice: 650_000 });
    wipers = await part({ sku: 'GAT-MUA', name: 'Gạt mưa', unit: 'bộ', salePrice: 200_000 });
  });
  afterAll(() => app.close());

  const oilChange = () => ({
    name: 'Thay dầu + lọc',
    lines: [
      { kind: 'labour', description: 'Công thay dầu và lọc', quantity: '1,5', partId: '' },
      { kind: 'part', description: 'Dầu động cơ 5W-30', quantity: '4', partId: oil._id },
      { kind: 'part', description: 'Lọc dầu', quantity: 1, partId: filter._id },
    ],
  });

  it('lets the master create, rename, refuse a taken name or a stale edit, and delete; admins only read', async () => {
    const created = await call('POST', createServicePackage.path, oilChange());
    expect(created.statusCode, created.body).toBe(201);
    const pack = createServicePackage.response.parse(created.json()) as ServicePackage;
    // '1,5' hours as typed; each part line names its part.
    expect(pack.lines).toEqual([
      { kind: 'labour', description: 'Công thay dầu và lọc', quantity: 1.5, part: null },
      { kind: 'part', description: 'Dầu động cơ 5W-30', quantity: 4, part: { _id: oil._id, sku: 'DAU-5W30', name: 'Dầu động cơ 5W-30 (lít)' } },
      { kind: 'part', description: 'Lọc dầu', quantity: 1, part: { _id: filter._id, sku: 'LOC-VIOS', name: 'Lọc dầu Vios' } },
    ]);
    expect(pack.version).toBe(1);

    const taken = await call('POST', createServicePackage.path, { ...oilChange(), name: 'THAY DẦU + LỌC' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: format(messages.packages.nameTaken, { name: 'THAY DẦU + LỌC' }), errors: [{ path: 'name' }] });

    const admin = await call('POST', createServicePackage.path, { ...oilChange(), name: 'Của admin' }, accounts.admin.headers);
    expect(admin.statusCode).toBe(403);

    const other = await ok<ServicePackage>('POST', createServicePackage.path, { name: 'Bảo dưỡng 10.000 km', lines: [{ kind: 'labour', description: 'Kiểm tra tổng quát', quantity: '2' }] });
    const renamed = await ok<ServicePackage>('PUT', buildPath(updateServicePackage.path, { id: pack._id }), { ...oilChange(), name: 'Thay dầu và lọc dầu', version: 1 });
    expect(renamed).toMatchObject({ name: 'Thay dầu và lọc dầu', version: 2 });

    const stale = await call('PUT', buildPath(updateServicePackage.path, { id: pack._id }), { ...oilChange(), name: 'Lần sửa cũ', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: format(messages.packages.stale, { version: 2 }), version: 2 });

    const takenOnEdit = await call('PUT', buildPath(updateServicePackage.path, { id: pack._id }), { ...oilChange(), name: 'bảo dưỡng 10.000 KM', version: 2 });
    expect(takenOnEdit.statusCode).toBe(409);
    // Its own name, in other letters, is no conflict.
    await ok('PUT', buildPath(updateServicePackage.path, { id: pack._id }), { ...oilChange(), name: 'THAY DẦU VÀ LỌC DẦU', version: 2 });

    // Listed by name, case and accents aside, for staff too.
    expect((await packagesNow()).map((item) => item.name)).toEqual(['Bảo dưỡng 10.000 km', 'THAY DẦU VÀ LỌC DẦU']);

    expect((await call('DELETE', buildPath(deleteServicePackage.path, { id: other._id }), undefined, accounts.admin.headers)).statusCode).toBe(403);
    expect(await ok('DELETE', buildPath(deleteServicePackage.path, { id: other._id }))).toEqual({ message: messages.packages.deleted });
    const gone = await call('DELETE', buildPath(deleteServicePackage.path, { id: other._id }));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.packages.notFound });
    expect((await packagesNow()).map((item) => item.name)).toEqual(['THAY DẦU VÀ LỌC DẦU']);
  });

  it('refuses lines in the contract\'s words, a part no longer in the store by the line\'s own words, and changes nothing', async () => {
    const before = await packagesNow();
    const refused = async (body: unknown, status: number, message: string) => {
      const res = await call('POST', createServicePackage.path, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
      return res.json<{ errors?: Array<{ path: string }> }>();
    };
    await refused({ name: '', lines: oilChange().lines }, 400, messages.packages.nameRequired);
    await refused({ name: 'Trống', lines: [] }, 400, messages.packages.linesRequired);
    await refused({ name: 'Quá giờ', lines: [{ kind: 'labour', description: 'Đại tu', quantity: '150' }] }, 400, format(messages.packages.hoursInvalid, { max: 100 }));
    await refused({ name: 'Ba số lẻ', lines: [{ kind: 'labour', description: 'Đại tu', quantity: '1,255' }] }, 400, format(messages.packages.hoursInvalid, { max: 100 }));
    await refused({ name: 'Không phụ tùng', lines: [{ kind: 'part', description: 'Dầu', quantity: '4', partId: '' }] }, 400, messages.packages.partRequired);
    await refused({ name: 'Nửa cái lọc', lines: [{ kind: 'part', description: 'Lọc', quantity: '0,5', partId: filter._id }] }, 400, format(messages.packages.quantityInvalid, { max: 1000 }));
    await refused({ name: 'Loại lạ', lines: [{ kind: 'paint', description: 'Sơn', quantity: '1' }] }, 400, messages.packages.lineKindInvalid);

    const unknown = await refused(
      { name: 'Phụ tùng lạ', lines: [{ kind: 'labour', description: 'Công', quantity: '1' }, { kind: 'part', description: 'Bugi đã xóa', quantity: '4', partId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }] },
      400,
      format(messages.packages.partNotFound, { name: 'Bugi đã xóa' }),
    );
    expect(unknown.errors?.[0]?.path).toBe('lines.1.partId');

    // A part taken out of use is no longer offered.
    const current = await ok<Part>('GET', `/api/parts/${wipers._id}`, undefined, accounts.admin.headers);
    await ok('PUT', buildPath(updatePart.path, { id: wipers._id }), { sku: current.sku, name: current.name, unit: current.unit, salePrice: current.salePrice, archived: true, version: current.version }, accounts.admin.headers);
    await refused({ name: 'Gạt mưa cũ', lines: [{ kind: 'part', description: 'Gạt mưa', quantity: '1', partId: wipers._id }] }, 400, format(messages.packages.partNotFound, { name: 'Gạt mưa' }));

    expect(await packagesNow()).toEqual(before);
  });

  it('keeps a labour rate per branch and the markup bands, typed the Vietnamese way, and refuses bands that do not make a table', async () => {
    const defaults = getPricing.response.parse(await ok('GET', getPricing.path, undefined, accounts.admin.headers));
    expect(defaults).toEqual({
      labourRates: [
        { branch: 'quan-12', rate: DEFAULT_LABOUR_RATE, own: false },
        { branch: 'thu-duc', rate: DEFAULT_LABOUR_RATE, own: false },
      ],
      markupBands: DEFAULT_MARKUP_BANDS,
      updatedAt: null,
    });
    const refused = async (body: unknown, message: string) => {
      const res = await call('PUT', updatePricing.path, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    };
    const bands = [{ upTo: '500.000', percent: '40' }, { upTo: '', percent: '25' }];
    await refused({ labourRates: [], markupBands: [{ upTo: '500.000', percent: '40' }] }, messages.packages.markupBandsInvalid);
    await refused({ labourRates: [], markupBands: [{ upTo: '500.000', percent: '40' }, { upTo: '200.000', percent: '30' }, { upTo: '', percent: '20' }] }, messages.packages.markupBandsInvalid);
    await refused({ labourRates: [], markupBands: [{ upTo: '', percent: '600' }] }, messages.packages.markupPercentInvalid);
    await refused({ labourRates: [{ branch: 'quan-12', rate: '12.000.000' }], markupBands: bands }, format(messages.packages.labourRateInvalid, { max: '10.000.000' }));
    await refused({ labourRates: [{ branch: 'ha-noi', rate: '300.000' }], markupBands: bands }, messages.bookings.branchRequired);
    expect((await call('PUT', updatePricing.path, { labourRates: [], markupBands: bands }, accounts.admin.headers)).statusCode).toBe(403);
    expect(getPricing.response.parse(await ok('GET', getPricing.path))).toEqual(defaults);

    const saved = updatePricing.response.parse(
      await ok('PUT', updatePricing.path, {
        labourRates: [
          { branch: 'quan-12', rate: '300.000' },
          { branch: 'thu-duc', rate: '280 000 đ' },
        ],
        markupBands: bands,
      }),
    );
    expect(saved.labourRates).toEqual([
      { branch: 'quan-12', rate: 300_000, own: true },
      { branch: 'thu-duc', rate: 280_000, own: true },
    ]);
    expect(saved.markupBands).toEqual([
      { upTo: 500_000, percent: 40 },
      { upTo: null, percent: 25 },
    ]);
    expect(saved.updatedAt).not.toBeNull();
    expect(getPricing.response.parse(await ok('GET', getPricing.path, undefined, accounts.admin.headers))).toEqual(saved);
  });

  it('puts a package into a quote at the branch\'s rate and the markup, each branch its own price, and the quote saves them', async () => {
    // Rates and bands of the test before: Quận 12 300.000 đ/h, Thủ Đức 280.000 đ/h; up to 500.000 +40 %, above +25 %.
    const pack = await ok<ServicePackage>('POST', createServicePackage.path, {
      name: 'Bảo dưỡng 20.000 km',
      lines: [
        { kind: 'labour', description: 'Công bảo dưỡng', quantity: '1,5' },
        { kind: 'part', description: 'Dầu động cơ 5W-30', quantity: '4', partId: oil._id },
        { kind: 'part', description: 'Lọc dầu', quantity: '1', partId: filter._id },
      ],
    });
    const noCost = await ok<Part>('POST', createPart.path, { sku: 'BUGI-NGK', name: 'Bugi NGK', unit: 'cái', salePrice: 95_000 }, accounts.admin.headers);
    const withSpark = await ok<ServicePackage>('POST', createServicePackage.path, { name: 'Thay bugi', lines: [{ kind: 'part', description: 'Bugi', quantity: '4', partId: noCost._id }] });

    const priced = async (id: string, branch: string) => {
      const res = await call('GET', `${buildPath(pricePackage.path, { id })}?branch=${branch}`, undefined, accounts.admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      return pricePackage.response.parse(res.json()) as PricedPackageLine[];
    };
    const quan12 = await priced(pack._id, 'quan-12');
    // Oil costs 120.000: +40 % is 168.000. The filter costs 650.000: +25 % is 812.500, rounded up to 813.000.
    expect(quan12).toEqual([
      { kind: 'labour', description: 'Công bảo dưỡng', quantity: 1.5, unitPrice: 300_000, partId: null, productId: null, note: null },
      { kind: 'part', description: 'Dầu động cơ 5W-30', quantity: 4, unitPrice: 168_000, partId: oil._id, productId: null, note: null },
      { kind: 'part', description: 'Lọc dầu', quantity: 1, unitPrice: 813_000, partId: filter._id, productId: null, note: null },
    ]);
    const thuDuc = await priced(pack._id, 'thu-duc');
    expect(thuDuc.map((line) => line.unitPrice)).toEqual([280_000, 168_000, 813_000]);
    expect(await priced(withSpark._id, 'quan-12')).toEqual([
      { kind: 'part', description: 'Bugi', quantity: 4, unitPrice: 0, partId: noCost._id, productId: null, note: format(messages.packages.noCost, { name: 'Bugi NGK' }) },
    ]);
    const unknownBranch = await call('GET', `${buildPath(pricePackage.path, { id: pack._id })}?branch=ha-noi`);
    expect(unknownBranch.statusCode).toBe(400);
    expect((await call('GET', `${buildPath(pricePackage.path, { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' })}?branch=quan-12`)).statusCode).toBe(404);

    // Each branch's job gets its own labour price; the lines go into the quote as they came, one edited.
    for (const [branch, lines, plate] of [
      ['quan-12', quan12, '51A-123.45'],
      ['thu-duc', thuDuc, '51K-678.90'],
    ] as const) {
      const job = await ok<RepairDetail>('POST', openRepair.path, { fullName: 'Trần Văn Bình', numberPhone: '0903 222 333', branch, plate, odometerKm: 20_000, fuelLevel: 50 }, accounts.admin.headers);
      await driveTo(app, accounts.admin.headers, job._id, QUOTE_GATE_STEP);
      const edited = lines.map((line, index) => ({
        kind: line.kind,
        description: line.description,
        quantity: index === 1 ? '5' : String(line.quantity).replace('.', ','),
        unitPrice: line.unitPrice,
        partId: line.partId ?? '',
        productId: '',
      }));
      const quote = saveQuote.response.parse(await ok('PUT', buildPath(saveQuote.path, { id: job._id }), { lines: edited, vatRate: 0, version: 0 }, accounts.admin.headers)) as Quote;
      const labour = branch === 'quan-12' ? 450_000 : 420_000;
      expect(quote.lines.map((line) => [line.kind, line.quantity, line.unitPrice, line.partId])).toEqual([
        ['labour', 1.5, branch === 'quan-12' ? 300_000 : 280_000, null],
        ['part', 5, 168_000, oil._id],
        ['part', 1, 813_000, filter._id],
      ]);
      // 1,5 h of labour + 5 l of oil at 168.000 + the filter at 813.000.
      expect(quote.totals).toEqual({ subtotal: labour + 840_000 + 813_000, discount: 0, vat: 0, total: labour + 840_000 + 813_000 });
    }
  });
});
