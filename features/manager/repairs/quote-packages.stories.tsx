import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { quoteTotals } from '../../../contract/quote-rules';
import { saveQuote, type SaveQuoteBody } from '../../../contract/repair-quotes';
import { listServicePackages, pricePackage } from '../../../contract/service-packages';
import { demoParts, makePart } from '../../../mocks/data/parts';
import { mockError, mockOk } from '../../../mocks/endpoint-handlers';
import { makeQuote } from '../../../mocks/quote-data';
import { makePackage, packageStore, servicePackageHandlers, type PackageStore } from '../../../mocks/service-package-handlers';
import { TOTAL_COUNT_HEADER } from '../../../contract/paging';
import { listParts } from '../../../contract/parts';
import { moneyText } from '../../../.storybook/story-money';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { QuoteDialog } from './quote-dialog';
import { partsHandler, storedPartsHandler } from './quote-story-kit';

/** The quote as saved: one labour line already on it (its id goes back with the save). */
const saved = makeQuote([{ kind: 'labour', description: 'Kiểm tra hệ thống phanh', quantity: 0.5, unitPrice: 300_000 }], { vatRate: 0 });
const part = (sku: string) => demoParts.find((item) => item.sku === sku)!;
const savedBodies = fn();
const priced = fn();
let store: PackageStore = packageStore();

const meta = {
  title: 'features/manager/repairs/QuotePackages',
  component: QuoteDialog,
  args: { repairId: '65f0a0000000000000009a01', branch: 'quan-12', plate: '51A-123.45', quote: saved, inspection: null, open: true, onOpenChange: fn() },
  beforeEach({ msw }) {
    store = packageStore();
    savedBodies.mockClear();
    priced.mockClear();
    msw.use(
      partsHandler(),
      storedPartsHandler(),
      ...servicePackageHandlers(store, { priced }),
      http.put(saveQuote.path, async ({ request }) => {
        const body = (await request.json()) as SaveQuoteBody;
        savedBodies(body);
        return HttpResponse.json(saveQuote.response.parse(makeQuote(body.lines.map((line) => ({ ...line, quantity: Number(line.quantity), unitPrice: Number(line.unitPrice) })), { version: 2, vatRate: 0 })));
      }),
    );
  },
} satisfies Meta<typeof QuoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Sửa báo giá xe 51A-123.45' }));
const lineOf = (dialog: ReturnType<typeof within>, n: number) => within(dialog.getByRole('listitem', { name: `Dòng ${n}` }));

/** Opens the picker and clicks the package; with `lastLine`, waits until the priced lines are in the editor. */
async function addPackage(canvasElement: HTMLElement, name: string, lastLine?: number) {
  const dialog = await dialogOf(canvasElement);
  await userEvent.click(await dialog.findByRole('button', { name: 'Thêm gói dịch vụ' }));
  await userEvent.click(await dialog.findByRole('button', { name: `Thêm gói ${name}` }));
  if (lastLine) await dialog.findByRole('listitem', { name: `Dòng ${lastLine}` });
  return dialog;
}

/**
 * One click puts 'Bảo dưỡng 10.000 km' into the quote at Quận 12's prices: 1,5 h at 300.000 đ,
 * the oil (cost 185.000 đ) at 259.000 đ, the filter (cost 78.000 đ) at 110.000 đ; each line stays
 * editable, and the save sends the saved line's id back with the new lines.
 */
export const AddPackage: Story = {
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement, step }) {
    const dialog = await addPackage(canvasElement, 'Bảo dưỡng 10.000 km', 4);
    await expectToast(canvasElement, format(messages.packages.added, { n: 3, name: 'Bảo dưỡng 10.000 km' }), 'success');
    await expect(priced).toHaveBeenCalledWith(store.packages[0]!._id, 'quan-12');
    await step('the lines and their prices', async () => {
      const labour = lineOf(dialog, 2);
      await expect(labour.getByLabelText('Loại')).toHaveValue('labour');
      await expect(labour.getByLabelText(/Nội dung/)).toHaveValue('Công bảo dưỡng 10.000 km');
      await expect(labour.getByLabelText(/Số giờ/)).toHaveValue('1,5');
      await expect(labour.getByLabelText(/Đơn giá mỗi giờ/)).toHaveValue('300.000');
      const oil = lineOf(dialog, 3);
      await expect(oil.getByLabelText('Phụ tùng trong kho')).toHaveValue(`part:${part('DAU-5W30')._id}`);
      await expect(oil.getByLabelText(/Số lượng/)).toHaveValue('4');
      await expect(oil.getByLabelText(/Đơn giá \(đ\)/)).toHaveValue('259.000');
      await expect(lineOf(dialog, 4).getByLabelText(/Đơn giá \(đ\)/)).toHaveValue('110.000');
      const total = quoteTotals(
        [
          { quantity: 0.5, unitPrice: 300_000 },
          { quantity: 1.5, unitPrice: 300_000 },
          { quantity: 4, unitPrice: 259_000 },
          { quantity: 1, unitPrice: 110_000 },
        ],
        0,
        0,
      ).total;
      // No VAT on this quote: the lines' sum is the total.
      await expect(within(dialog.getByLabelText('Tổng báo giá')).getAllByText(moneyText(total))).toHaveLength(2);
    });
    await step('each line editable: five litres of oil', async () => {
      const oil = lineOf(dialog, 3);
      await userEvent.clear(oil.getByLabelText(/Số lượng/));
      await userEvent.type(oil.getByLabelText(/Số lượng/), '5');
      await expect(oil.getByText(moneyText(1_295_000))).toBeVisible();
    });
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Lưu báo giá' }));
    await waitFor(() => expect(savedBodies).toHaveBeenCalled());
    const body = savedBodies.mock.calls[0]![0] as SaveQuoteBody & { lines: Array<{ _id?: string | null }> };
    await expect(body.lines.map((line) => [line._id ?? null, line.kind, line.quantity, line.unitPrice, line.partId ?? null])).toEqual([
      [saved.lines[0]!._id, 'labour', 0.5, 300_000, null],
      [null, 'labour', 1.5, 300_000, null],
      [null, 'part', 5, 259_000, part('DAU-5W30')._id],
      [null, 'part', 1, 110_000, part('LD-TOY-01')._id],
    ]);
  },
};

/** At Thủ Đức, which uses the common rate, the same package's labour is 250.000 đ an hour. */
export const OtherBranchRate: Story = {
  args: { branch: 'thu-duc' },
  async play({ canvasElement }) {
    const dialog = await addPackage(canvasElement, 'Thay má phanh trước', 3);
    await expect(priced).toHaveBeenCalledWith(expect.any(String), 'thu-duc');
    await expect(lineOf(dialog, 2).getByLabelText(/Đơn giá mỗi giờ/)).toHaveValue('250.000');
    // The Accent's pads cost 610.000 đ: +30 % is 793.000 đ.
    await expect(lineOf(dialog, 3).getByLabelText(/Đơn giá \(đ\)/)).toHaveValue('793.000');
  },
};

/** A part the store has no cost for comes at 0 đ with a note to price it by hand. */
export const PartWithoutCost: Story = {
  beforeEach({ msw }) {
    const wipers = makePart({ sku: 'GAT-MOI', name: 'Lưỡi gạt mưa silicon', costPrice: 0 });
    store.parts.push(wipers);
    store.packages.push(makePackage('Thay gạt mưa', [{ kind: 'part', description: 'Lưỡi gạt mưa', quantity: 2, part: { _id: wipers._id, sku: wipers.sku, name: wipers.name } }]));
    msw.use(http.get(listParts.path, () => HttpResponse.json([...demoParts, wipers], { headers: { [TOTAL_COUNT_HEADER]: String(demoParts.length + 1) } })));
  },
  async play({ canvasElement }) {
    const dialog = await addPackage(canvasElement, 'Thay gạt mưa', 2);
    const wipers = lineOf(dialog, 2);
    await expect(wipers.getByLabelText(/Đơn giá \(đ\)/)).toHaveValue('0');
    await expect(wipers.getByText(format(messages.packages.noCost, { name: 'Lưỡi gạt mưa silicon' }))).toBeVisible();
    await userEvent.type(wipers.getByLabelText(/Đơn giá \(đ\)/), '{backspace}180000');
    await expect(wipers.getByLabelText(/Đơn giá \(đ\)/)).toHaveValue('180.000');
  },
};

export const NoPackages: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listServicePackages, []));
  },
  async play({ canvasElement }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Thêm gói dịch vụ' }));
    await expect(await dialog.findByText(messages.packages.empty)).toBeVisible();
  },
};

export const PackagesLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listServicePackages, 500));
  },
  async play({ canvasElement }) {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Thêm gói dịch vụ' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.packages.loadFailed);
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

/** Pricing refused (a package deleted meanwhile): said, and no line added. */
export const PriceRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(pricePackage, 404, messages.packages.notFound));
  },
  async play({ canvasElement }) {
    const dialog = await addPackage(canvasElement, 'Thay dầu + lọc');
    await expectToast(canvasElement, messages.packages.notFound, 'error');
    await expect(dialog.queryByRole('listitem', { name: 'Dòng 2' })).toBeNull();
  },
};

/** On a phone the picker and the added lines fit the dialog. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const dialog = await addPackage(canvasElement, 'Bảo dưỡng 10.000 km', 4);
    await expect(dialog.getByRole('listitem', { name: 'Dòng 4' })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};
