import { http, HttpResponse } from 'msw';
import type { BranchId } from '../contract/garage';
import { format, messages } from '../contract/messages';
import { createPart, exportParts, getPart, listParts, listStockMovements, updatePart, type Part, type StockMovement } from '../contract/parts';
import { makePart, stockAt } from './data/parts';
import { mockFile, mockOk } from './endpoint-handlers';
import { matchesWords, mockPagedList } from './manager-list-handler';

/** What the fake server holds: every part (archived ones too) and the ledger. */
export interface PartsStore {
  parts: Part[];
  movements: StockMovement[];
}

/** The list handler reads the array it was given, so the store's parts change in place. */
const setParts = (store: PartsStore, next: Part[]) => store.parts.splice(0, store.parts.length, ...next);
const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });
const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? messages.common.invalidData;

/** Whether a part matches the list's query as the server filters it (q in name, brand or SKU; low at the branch, or at either). */
export function partMatches(part: Part, query: URLSearchParams): boolean {
  const q = query.get('q');
  const branch = query.get('branch') as BranchId | null;
  const low = query.get('lowStock') === 'true';
  return (
    part.archived === (query.get('archived') === 'true') &&
    (!q || matchesWords(q, part.name, part.brand) || part.sku.includes(q.toUpperCase())) &&
    (!low || part.stock.some((stock) => stock.low && (!branch || stock.branch === branch)))
  );
}

/**
 * Stories only: the parts calls answered the way the server does: the list filtered and paged
 * with its total, one part, a new part (its SKU in capitals, one SKU once: 409), an edit (the
 * version read must still be the part's: 409), the ledger newest first, the export as a file.
 * `onCreate` and `onUpdate` see each parsed body.
 */
export function partsHandlers(store: PartsStore, { onCreate, onUpdate }: { onCreate?: (body: unknown) => void; onUpdate?: (id: string, body: unknown) => void } = {}) {
  return [
    mockPagedList(listParts, store.parts, { matches: partMatches }),
    mockFile(exportParts, (request) => {
      const sheet = new URL(request.url).searchParams.get('format') === 'csv' ? 'csv' : 'xlsx';
      return { fileName: `phu-tung-2026-03-20.${sheet}`, text: 'Mã phụ tùng (SKU);Tên phụ tùng\n', type: sheet === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    }),
    mockOk(getPart, (_request, params) => {
      const part = store.parts.find((item) => item._id === params.id);
      if (!part) throw refuse(404, messages.parts.notFound);
      return part;
    }),
    http.post(createPart.path, async ({ request }) => {
      const parsed = createPart.body!.safeParse(await request.json());
      if (!parsed.success) return refuse(400, firstIssue(parsed.error.issues));
      const body = parsed.data;
      onCreate?.(body);
      if (store.parts.some((part) => part.sku === body.sku)) return refuse(409, format(messages.parts.skuTaken, { sku: body.sku }));
      const point = (branch: BranchId) => body.reorderPoints.find((item) => item.branch === branch)?.reorderPoint ?? 0;
      const part = makePart({
        sku: body.sku,
        name: body.name,
        brand: body.brand,
        unit: body.unit,
        salePrice: body.salePrice,
        costPrice: body.costPrice ?? 0,
        stock: [stockAt('quan-12', 0, 0, point('quan-12')), stockAt('thu-duc', 0, 0, point('thu-duc'))],
      });
      setParts(store, [...store.parts, part].sort((a, b) => a.name.localeCompare(b.name, 'vi')));
      return HttpResponse.json(createPart.response.parse(part), { status: 201 });
    }),
    http.put(updatePart.path, async ({ request, params }) => {
      const parsed = updatePart.body!.safeParse(await request.json());
      if (!parsed.success) return refuse(400, firstIssue(parsed.error.issues));
      const body = parsed.data;
      const id = String(params.id);
      onUpdate?.(id, body);
      const current = store.parts.find((part) => part._id === id);
      if (!current) return refuse(404, messages.parts.notFound);
      if (current.version !== body.version) return refuse(409, messages.parts.versionChanged);
      if (store.parts.some((part) => part._id !== id && part.sku === body.sku)) return refuse(409, format(messages.parts.skuTaken, { sku: body.sku }));
      const stock = current.stock.map((item) => {
        const reorderPoint = body.reorderPoints.find((point) => point.branch === item.branch)?.reorderPoint ?? item.reorderPoint;
        return stockAt(item.branch, item.onHand, item.reserved, reorderPoint);
      });
      const { version: _read, reorderPoints: _points, ...fields } = body;
      const saved: Part = { ...current, ...fields, stock, version: current.version + 1 };
      setParts(store, store.parts.map((part) => (part._id === id ? saved : part)));
      return HttpResponse.json(updatePart.response.parse(saved));
    }),
    mockPagedList(listStockMovements, store.movements, {
      matches: (movement, query) => {
        const partId = query.get('partId');
        const branch = query.get('branch');
        return (!partId || movement.partId === partId) && (!branch || movement.branch === branch);
      },
    }),
  ];
}
