import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { listParts, updatePart } from '../../../contract/parts';
import { demoMovementsFor, demoParts, makePart } from '../../../mocks/data/parts';
import { mockError, mockPending } from '../../../mocks/endpoint-handlers';
import { partsHandlers, type PartsStore } from '../../../mocks/parts-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectLoadFailed, expectPaging, rowTexts, search } from '../manager-story-kit';
import { PartTable } from './part-table';

/** 23 parts: three pages of ten, the brake pads (low at Quận 12 only) first; one archived besides. */
const catalogue = [...demoParts.filter((part) => part.sku === 'MP-TRC-02'), ...demoParts.filter((part) => part.sku !== 'MP-TRC-02'), ...Array.from({ length: 11 }, () => makePart())];
const archived = makePart({ sku: 'DEN-CU-01', name: 'Bóng đèn sợi đốt đời cũ', archived: true });
const storeOf = (parts = [...catalogue, archived]): PartsStore => ({ parts: parts.map((part) => ({ ...part })), movements: demoParts.flatMap((part) => demoMovementsFor(part, 3)) });
const lowAtQuan12 = catalogue.filter((part) => part.stock.some((stock) => stock.branch === 'quan-12' && stock.low));
const lowAnywhere = catalogue.filter((part) => part.stock.some((stock) => stock.low));

const meta = {
  title: 'features/manager/parts/PartTable',
  component: PartTable,
  args: { onEdit: fn() },
  parameters: { route: '/manager/parts' },
  beforeEach({ msw }) {
    msw.use(...partsHandlers(storeOf()));
  },
} satisfies Meta<typeof PartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten a page with the total; each row shows on hand, held, usable and the reorder point per branch, and warns when low. */
export const Default: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('paged by the server', () => expectPaging(canvasElement, 'Tổng số: 23 phụ tùng', 3, 3));
    await step('a row low at Quận 12 only', async () => {
      const row = within(canvas.getByText('Má phanh trước Hyundai Accent').closest('tr')!);
      const quan12 = within(row.getByRole('group', { name: 'Tồn kho Quận 12' }));
      await expect(quan12.getByText('Có').nextElementSibling).toHaveTextContent('3 bộ');
      await expect(quan12.getByText('Giữ cho báo giá').nextElementSibling).toHaveTextContent('1 bộ');
      await expect(quan12.getByText('Còn dùng được').nextElementSibling).toHaveTextContent('2 bộ');
      await expect(quan12.getByText('Mức đặt lại').nextElementSibling).toHaveTextContent('4 bộ');
      await expect(quan12.getByText('Sắp hết hàng')).toBeVisible();
      await expect(within(row.getByRole('group', { name: 'Tồn kho Thủ Đức' })).queryByText('Sắp hết hàng')).toBeNull();
      await expect(row.getByText('850.000 ₫')).toBeVisible();
    });
    await step('the edit button hands the row over', async (context) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sửa Má phanh trước Hyundai Accent' }));
      await expect(context.args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ sku: 'MP-TRC-02' }));
    });
  },
};

/** By SKU (any case) or by words of the name; reset shows everything again. */
export const Search: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 23 phụ tùng');
    await search(canvasElement, 'Tên, hãng hoặc mã phụ tùng', 'bugi-ik');
    await expect(await canvas.findByText('Tổng số: 1 phụ tùng')).toBeVisible();
    await expect(canvas.getByText('Bugi Iridium IK20')).toBeVisible();
    await search(canvasElement, 'Tên, hãng hoặc mã phụ tùng', 'loc');
    await expect(await canvas.findByText('Tổng số: 2 phụ tùng')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lại' }));
    await expect(await canvas.findByText('Tổng số: 23 phụ tùng')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Tên, hãng hoặc mã phụ tùng' })).toHaveValue('');
  },
};

/** 'Sắp hết hàng' at one branch, then at either; the chip says so and takes it off. */
export const LowStockFilter: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 23 phụ tùng');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chỉ phụ tùng sắp hết hàng' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tìm kiếm' }));
    await expect(await canvas.findByText(`Tổng số: ${lowAnywhere.length} phụ tùng`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bỏ lọc: Sắp hết hàng' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chi nhánh' }), 'quan-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Tìm kiếm' }));
    await expect(await canvas.findByText(`Tổng số: ${lowAtQuan12.length} phụ tùng`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ lọc: Sắp hết hàng ở Quận 12' }));
    await expect(await canvas.findByText('Tổng số: 23 phụ tùng')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Chỉ phụ tùng sắp hết hàng' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Chi nhánh' })).toHaveValue('');
  },
};

/** Opened from the low-stock alert's link: that part at that branch only, until the chip is taken off. */
export const FromLowStockAlert: Story = {
  parameters: { route: '/manager/parts?lowStock=true&branch=thu-duc&q=LG-DH-05' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tổng số: 1 phụ tùng')).toBeVisible();
    await expect(canvas.getByText('Lọc gió điều hòa Honda City')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Tên, hãng hoặc mã phụ tùng' })).toHaveValue('LG-DH-05');
    await expect(canvas.getByRole('combobox', { name: 'Chi nhánh' })).toHaveValue('thu-duc');
    await expect(canvas.getByRole('checkbox', { name: 'Chỉ phụ tùng sắp hết hàng' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ lọc: Sắp hết hàng ở Thủ Đức: LG-DH-05' }));
    await expect(await canvas.findByText('Tổng số: 23 phụ tùng')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Tên, hãng hoặc mã phụ tùng' })).toHaveValue('');
  },
};

export const NoLowStock: Story = {
  parameters: { route: '/manager/parts?lowStock=true&branch=quan-12' },
  beforeEach({ msw }) {
    msw.use(...partsHandlers(storeOf(catalogue.map((part) => ({ ...part, stock: part.stock.map((stock) => ({ ...stock, low: false })) })))));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.partsManager.noLowStock)).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 23 phụ tùng');
    await search(canvasElement, 'Tên, hãng hoặc mã phụ tùng', 'bánh lái tàu');
    await expect(await canvas.findByText(messages.partsManager.noSearchResults)).toBeVisible();
  },
};

/** The archived parts on their own, with a way back into use. */
export const Archived: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 23 phụ tùng');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Phụ tùng đã ngừng sử dụng' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tìm kiếm' }));
    await expect(await canvas.findByText('Tổng số: 1 phụ tùng')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Phụ tùng đã ngừng sử dụng' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Dùng lại ${archived.name}` }));
    const dialog = within(await bodyOf(canvasElement).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Dùng lại' }));
    await expectToast(canvasElement, format(messages.partsManager.restoreSuccess, { sku: archived.sku }), 'success');
    await expect(await canvas.findByText(messages.partsManager.archivedEmpty)).toBeVisible();
  },
};

/** Archiving asks first, sends the version read, and the part leaves the list. */
export const ArchivePart: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 23 phụ tùng');
    await userEvent.click(canvas.getByRole('button', { name: 'Ngừng sử dụng Bugi Iridium IK20' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('alertdialog'));
    await expect(dialog.getByText(/Bugi Iridium IK20.*BUGI-IK20.*không còn chọn được/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ngừng sử dụng' }));
    await expectToast(canvasElement, format(messages.partsManager.archiveSuccess, { sku: 'BUGI-IK20' }), 'success');
    await expect(await canvas.findByText('Tổng số: 22 phụ tùng')).toBeVisible();
  },
};

/** Someone else saved the part since the list was read: the server's words, and the part stays. */
export const ArchiveConflict: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updatePart, 409, messages.parts.versionChanged));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 23 phụ tùng');
    await userEvent.click(canvas.getByRole('button', { name: 'Ngừng sử dụng Bugi Iridium IK20' }));
    await userEvent.click(within(await bodyOf(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Ngừng sử dụng' }));
    await expectToast(canvasElement, messages.parts.versionChanged, 'error');
    await expect(canvas.getByText('Tổng số: 23 phụ tùng')).toBeVisible();
  },
};

/** The ledger opens over the list for the row's part. */
export const OpenLedger: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Tổng số: 23 phụ tùng');
    await userEvent.click(canvas.getByRole('button', { name: 'Sổ kho Bugi Iridium IK20' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Sổ kho: Bugi Iridium IK20' }));
    await expect(await dialog.findByText('Tổng số: 3 dòng')).toBeVisible();
    await expect(dialog.getByText('Nhập hàng')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listParts));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...partsHandlers({ parts: [], movements: [] }));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.partsManager.empty)).toBeVisible();
    await expect(within(canvasElement).getByText('Tổng số: 0 phụ tùng')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listParts, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.partsManager.listLoadFailed);
  },
};

export const InvalidData: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(listParts.path, () => HttpResponse.json({ data: [] })));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.common.invalidData);
  },
};

/** At phone width each part is a card, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Tổng số: 23 phụ tùng')).toBeVisible();
    await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(10));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
