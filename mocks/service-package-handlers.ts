import { http, HttpResponse } from 'msw';
import { BRANCH_IDS, type BranchId } from '../contract/garage';
import { format, messages } from '../contract/messages';
import type { Part } from '../contract/parts';
import {
  createServicePackage,
  deleteServicePackage,
  getPricing,
  listServicePackages,
  pricePackage,
  updatePricing,
  updateServicePackage,
  type PackageBody,
  type PricedPackageLine,
  type Pricing,
  type ServicePackage,
} from '../contract/service-packages';
import { DEFAULT_LABOUR_RATE, DEFAULT_MARKUP_BANDS, markedUpPrice } from '../contract/workshop-rules';
import { demoParts } from './data/parts';
import { objectIdAt } from './data/ids';
import { mockOk } from './endpoint-handlers';

/** Stories only: the packages and the pricing, kept and answered the way the server does. */

const SAVED = new Date(Date.UTC(2026, 2, 2, 3, 0));
let sequence = 0;

const partOf = (sku: string) => {
  const part = demoParts.find((item) => item.sku === sku);
  if (!part) throw new Error(`Không có phụ tùng ${sku} trong dữ liệu mẫu`);
  return part;
};
const ref = (part: Part) => ({ _id: part._id, sku: part.sku, name: part.name });

export function makePackage(name: string, lines: ServicePackage['lines'], version = 1): ServicePackage {
  sequence += 1;
  return { _id: objectIdAt(SAVED, 0x5100 + sequence), name, lines, version, updatedAt: new Date(SAVED.getTime() + sequence * 86_400_000).toISOString() };
}

/** Three packages of a garage's menu, their parts from the demo store (oil at 185.000 đ cost, the Vios filter at 78.000 đ, the Accent pads at 610.000 đ). */
export function demoPackages(): ServicePackage[] {
  return [
    makePackage('Bảo dưỡng 10.000 km', [
      { kind: 'labour', description: 'Công bảo dưỡng 10.000 km', quantity: 1.5, part: null },
      { kind: 'part', description: 'Dầu động cơ 5W-30', quantity: 4, part: ref(partOf('DAU-5W30')) },
      { kind: 'part', description: 'Lọc dầu động cơ', quantity: 1, part: ref(partOf('LD-TOY-01')) },
    ]),
    makePackage('Thay dầu + lọc', [
      { kind: 'labour', description: 'Công thay dầu và lọc', quantity: 0.5, part: null },
      { kind: 'part', description: 'Dầu động cơ 5W-30', quantity: 4, part: ref(partOf('DAU-5W30')) },
      { kind: 'part', description: 'Lọc dầu động cơ', quantity: 1, part: ref(partOf('LD-TOY-01')) },
    ]),
    makePackage('Thay má phanh trước', [
      { kind: 'labour', description: 'Công thay má phanh trước', quantity: 1, part: null },
      { kind: 'part', description: 'Má phanh trước', quantity: 1, part: ref(partOf('MP-TRC-02')) },
    ]),
  ];
}

/** Quận 12 charges its own 300.000 đ an hour, Thủ Đức the common rate; the default bands. */
export function demoPricing(): Pricing {
  return {
    labourRates: [
      { branch: 'quan-12', rate: 300_000, own: true },
      { branch: 'thu-duc', rate: DEFAULT_LABOUR_RATE, own: false },
    ],
    markupBands: DEFAULT_MARKUP_BANDS.map((band) => ({ ...band })),
    updatedAt: '2026-03-01T02:00:00.000Z',
  };
}

/** What the fake server holds. `parts`: the store the lines name (their cost prices the quote). */
export interface PackageStore {
  packages: ServicePackage[];
  pricing: Pricing;
  parts: Part[];
}

export const packageStore = (overrides: Partial<PackageStore> = {}): PackageStore => ({ packages: demoPackages(), pricing: demoPricing(), parts: [...demoParts], ...overrides });

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
const byName = (a: ServicePackage, b: ServicePackage) => fold(a.name).localeCompare(fold(b.name));
const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) => HttpResponse.json({ ...extra, message }, { status });
/** A refusal beside one field, as the server sends it. */
const refuseField = (status: number, path: string, message: string) => refuse(status, message, { errors: [{ path, message }] });
const invalid = (issues: ReadonlyArray<{ message: string; path: PropertyKey[] }>) =>
  refuse(400, issues[0]?.message ?? messages.common.invalidRequest, { errors: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) });

/** The package as the server stores it, or the refusal it would answer. */
function packageFrom(store: PackageStore, body: PackageBody, own: ServicePackage | null): ServicePackage['lines'] | Response {
  if (store.packages.some((pack) => pack._id !== own?._id && pack.name.toLowerCase() === body.name.toLowerCase())) {
    return refuseField(409, 'name', format(messages.packages.nameTaken, { name: body.name }));
  }
  const lines: ServicePackage['lines'] = [];
  for (const [index, line] of body.lines.entries()) {
    const part = line.kind === 'part' ? store.parts.find((item) => item._id === line.partId && !item.archived) : undefined;
    if (line.kind === 'part' && !part) return refuseField(400, `lines.${index}.partId`, format(messages.packages.partNotFound, { name: line.description }));
    lines.push({ kind: line.kind, description: line.description, quantity: line.quantity, part: part ? ref(part) : null });
  }
  return lines;
}

export interface PackageCalls {
  created?: (body: PackageBody) => void;
  updated?: (id: string, body: PackageBody & { version: number }) => void;
  priced?: (id: string, branch: BranchId) => void;
  pricingSaved?: (body: unknown) => void;
}

/**
 * Stories only: every call of the packages and the pricing, from `store`, as the server answers:
 * the contract's schemas refuse a body in its words, a taken name and a part gone from the store
 * beside their fields, a stale version 409, lines priced at the branch's rate and the markup.
 */
export function servicePackageHandlers(store: PackageStore, calls: PackageCalls = {}) {
  return [
    mockOk(listServicePackages, () => [...store.packages].sort(byName)),
    http.post(createServicePackage.path, async ({ request }) => {
      const parsed = createServicePackage.body!.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      calls.created?.(parsed.data);
      const lines = packageFrom(store, parsed.data, null);
      if (lines instanceof Response) return lines;
      const pack = makePackage(parsed.data.name, lines);
      store.packages.push(pack);
      return HttpResponse.json(createServicePackage.response.parse(pack), { status: 201 });
    }),
    http.put(updateServicePackage.path, async ({ request, params }) => {
      const parsed = updateServicePackage.body!.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const index = store.packages.findIndex((pack) => pack._id === params.id);
      const current = store.packages[index];
      if (!current) return refuse(404, messages.packages.notFound);
      calls.updated?.(current._id, parsed.data);
      if (current.version !== parsed.data.version) return refuse(409, format(messages.packages.stale, { version: current.version }), { version: current.version });
      const lines = packageFrom(store, parsed.data, current);
      if (lines instanceof Response) return lines;
      const saved = { ...current, name: parsed.data.name, lines, version: current.version + 1, updatedAt: new Date(SAVED.getTime() + 30 * 86_400_000).toISOString() };
      store.packages[index] = saved;
      return HttpResponse.json(updateServicePackage.response.parse(saved));
    }),
    mockOk(deleteServicePackage, (_request, params) => {
      const index = store.packages.findIndex((pack) => pack._id === params.id);
      if (index < 0) throw refuse(404, messages.packages.notFound);
      store.packages.splice(index, 1);
      return { message: messages.packages.deleted };
    }),
    mockOk(pricePackage, (request, params): PricedPackageLine[] => {
      const pack = store.packages.find((item) => item._id === params.id);
      if (!pack) throw refuse(404, messages.packages.notFound);
      const branch = new URL(request.url).searchParams.get('branch') as BranchId;
      if (!BRANCH_IDS.includes(branch)) throw refuse(400, messages.bookings.branchRequired);
      calls.priced?.(pack._id, branch);
      const rate = store.pricing.labourRates.find((item) => item.branch === branch)?.rate ?? DEFAULT_LABOUR_RATE;
      return pack.lines.map((line) => {
        if (line.kind === 'labour') return { kind: 'labour', description: line.description, quantity: line.quantity, unitPrice: rate, partId: null, productId: null, note: null };
        const part = store.parts.find((item) => item._id === line.part?._id);
        const cost = part?.costPrice ?? 0;
        return {
          kind: 'part',
          description: line.description,
          quantity: line.quantity,
          unitPrice: cost > 0 ? markedUpPrice(cost, store.pricing.markupBands) : 0,
          partId: part?._id ?? null,
          productId: null,
          note: cost > 0 ? null : format(messages.packages.noCost, { name: part?.name ?? line.description }),
        };
      });
    }),
    mockOk(getPricing, () => store.pricing),
    http.put(updatePricing.path, async ({ request }) => {
      const raw = await request.json();
      calls.pricingSaved?.(raw);
      const parsed = updatePricing.body!.safeParse(raw);
      if (!parsed.success) return invalid(parsed.error.issues);
      const rates = new Map(parsed.data.labourRates.map((item) => [item.branch, item.rate]));
      store.pricing = {
        labourRates: store.pricing.labourRates.map((item) => (rates.has(item.branch) ? { branch: item.branch, rate: rates.get(item.branch)!, own: true } : item)),
        markupBands: parsed.data.markupBands.map((band) => ({ upTo: band.upTo, percent: band.percent })),
        updatedAt: new Date(SAVED.getTime() + 40 * 86_400_000).toISOString(),
      };
      return HttpResponse.json(updatePricing.response.parse(store.pricing));
    }),
  ];
}
