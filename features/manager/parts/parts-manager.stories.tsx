import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { exportParts } from '../../../contract/parts';
import { listProductsPath } from '../../../contract/api-paths';
import { demoProducts } from '../../../mocks/data/products';
import { http, HttpResponse } from 'msw';
import { demoMovementsFor, demoParts } from '../../../mocks/data/parts';
import { mockError } from '../../../mocks/endpoint-handlers';
import { partsHandlers, type PartsStore } from '../../../mocks/parts-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { editRow, expectListTab, openAddForm, phonePlay } from '../manager-story-kit';
import { PartsManager } from './parts-manager';

const created = fn();
const updated = fn();
const storeOf = (): PartsStore => ({ parts: demoParts.map((part) => ({ ...part })), movements: demoParts.flatMap((part) => demoMovementsFor(part, 4)) });

const meta = {
  title: 'features/manager/parts/PartsManager',
  tags: ['screen'],
  component: PartsManager,
  parameters: { route: '/manager/parts' },
  beforeEach({ msw }) {
    created.mockClear();
    updated.mockClear();
    msw.use(...partsHandlers(storeOf(), { onCreate: created, onUpdate: updated }), http.get(listProductsPath, () => HttpResponse.json(demoProducts)));
  },
} satisfies Meta<typeof PartsManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Phụ tùng' })).toBeVisible();
    await expect(await canvas.findByText('Tổng số: 12 phụ tùng')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nhập từ Excel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tải Excel' })).toBeVisible();
  },
};

/** A new part with the price typed the Vietnamese way; the list shows it once the server has it. */
export const CreatePart: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 12 phụ tùng');
    const form = await openAddForm(canvasElement, 'Thêm phụ tùng', 'Thêm phụ tùng');
    await userEvent.type(form.getByRole('textbox', { name: /Mã phụ tùng/ }), 'bd-01');
    await userEvent.type(form.getByRole('textbox', { name: /Tên phụ tùng/ }), 'Bố thắng đĩa trước');
    await userEvent.type(form.getByRole('textbox', { name: /Giá bán/ }), '200.000');
    await userEvent.click(form.getByRole('button', { name: 'Thêm phụ tùng' }));
    await expectToast(canvasElement, messages.parts.created, 'success');
    await expect(created).toHaveBeenCalledWith(expect.objectContaining({ sku: 'BD-01', salePrice: 200_000 }));
    await expectListTab(canvasElement);
    await expect(await canvas.findByText('Tổng số: 13 phụ tùng')).toBeVisible();
  },
};

/** A SKU already in the list (whatever its case) is refused in the server's words; the form keeps what was typed. */
export const CreateSkuTaken: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, 'Thêm phụ tùng', 'Thêm phụ tùng');
    await userEvent.type(form.getByRole('textbox', { name: /Mã phụ tùng/ }), 'ld-toy-01');
    await userEvent.type(form.getByRole('textbox', { name: /Tên phụ tùng/ }), 'Lọc dầu');
    await userEvent.type(form.getByRole('textbox', { name: /Giá bán/ }), '120000');
    await userEvent.click(form.getByRole('button', { name: 'Thêm phụ tùng' }));
    await expectToast(canvasElement, format(messages.parts.skuTaken, { sku: 'LD-TOY-01' }), 'error');
    await expect(form.getByRole('textbox', { name: /Mã phụ tùng/ })).toHaveValue('ld-toy-01');
  },
};

/** Editing shows the part's stock and its ledger under the form; the new price is in the list afterwards. */
export const EditPart: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 12 phụ tùng');
    const form = await editRow(canvasElement, 'Bugi Iridium IK20', 'Sửa phụ tùng', 'Sửa phụ tùng Bugi Iridium IK20');
    await expect(await canvas.findByText('Tổng số: 4 dòng')).toBeVisible();
    const price = form.getByRole('textbox', { name: /Giá bán/ });
    await userEvent.clear(price);
    await userEvent.type(price, '300000');
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.parts.saved, 'success');
    const bugi = demoParts.find((part) => part.sku === 'BUGI-IK20')!;
    await expect(updated).toHaveBeenCalledWith(bugi._id, expect.objectContaining({ salePrice: 300_000, version: bugi.version }));
    await expectListTab(canvasElement);
    await expect(await canvas.findByText('300.000 ₫')).toBeVisible();
  },
};

/** The list as Excel or CSV, saved under the server's file name. */
export const Export: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tải Excel' }));
    await expectToast(canvasElement, format(messages.exports.success, { file: 'phu-tung-2026-03-20.xlsx' }), 'success');
    await userEvent.click(canvas.getByRole('button', { name: 'Tải CSV' }));
    await expectToast(canvasElement, format(messages.exports.success, { file: 'phu-tung-2026-03-20.csv' }), 'success');
  },
};

export const ExportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(exportParts, 500));
  },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tải CSV' }));
    await expectToast(canvasElement, messages.partsManager.exportFailed, 'error');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Tải CSV' })).toBeEnabled());
  },
};

/** At phone width the list and the form fit without sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await phonePlay(canvasElement, 'Tổng số: 12 phụ tùng', 'Thêm phụ tùng');
  },
};
