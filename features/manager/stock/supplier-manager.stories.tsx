import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../../contract/messages';
import { createSupplier, listSuppliers } from '../../../contract/parts';
import { demoSuppliers } from '../../../mocks/data/stock';
import { mockError, mockPending } from '../../../mocks/endpoint-handlers';
import { mockPagedList } from '../../../mocks/manager-list-handler';
import { stockHandlers } from '../../../mocks/stock-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { editRow, expectListTab, expectLoadFailed, openAddForm, phonePlay, search } from '../manager-story-kit';
import { freshStore } from './stock-story-kit';
import { SupplierManager } from './supplier-manager';

const sent = fn();

const meta = {
  title: 'features/manager/stock/SupplierManager',
  tags: ['screen'],
  component: SupplierManager,
  parameters: { route: '/manager/suppliers' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(...stockHandlers(freshStore(), sent));
  },
} satisfies Meta<typeof SupplierManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tổng số: 4 nhà cung cấp')).toBeVisible();
    await expect(canvas.getByText(demoSuppliers[0]!.name)).toBeVisible();
    await search(canvasElement, 'Tên, số điện thoại hoặc mã số thuế', 'dau nhot');
    await expect(await canvas.findByText('Tổng số: 1 nhà cung cấp')).toBeVisible();
    await search(canvasElement, 'Tên, số điện thoại hoặc mã số thuế', 'xe bay');
    await expect(await canvas.findByText(messages.stockManager.suppliersNoResults)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listSuppliers));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPagedList(listSuppliers, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.stockManager.suppliersEmpty)).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listSuppliers, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.stockManager.suppliersLoadFailed);
  },
};

/** A landline written with spaces is kept as its digits; the new supplier joins the list. */
export const Create: Story = {
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, 'Thêm nhà cung cấp', 'Thêm nhà cung cấp');
    await userEvent.type(form.getByRole('textbox', { name: 'Tên nhà cung cấp' }), 'Phụ tùng Hưng Thịnh');
    await userEvent.type(form.getByRole('textbox', { name: 'Số điện thoại' }), '028 3812 7777');
    await userEvent.type(form.getByRole('textbox', { name: 'Mã số thuế' }), '0301112223-001');
    await userEvent.click(form.getByRole('button', { name: 'Thêm nhà cung cấp' }));
    await expectToast(canvasElement, messages.stockManager.supplierCreated, 'success');
    await expectListTab(canvasElement);
    await expect(await within(canvasElement).findByText('Tổng số: 5 nhà cung cấp')).toBeVisible();
    await expect(sent).toHaveBeenCalledWith('/api/suppliers', expect.objectContaining({ phone: '02838127777', taxCode: '0301112223-001' }));
  },
};

/** The contract's words, in the browser: a name is needed, the phone and tax code must read. */
export const CreateInvalid: Story = {
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, 'Thêm nhà cung cấp', 'Thêm nhà cung cấp');
    await userEvent.type(form.getByRole('textbox', { name: 'Số điện thoại' }), '12345');
    await userEvent.type(form.getByRole('textbox', { name: 'Mã số thuế' }), '03011');
    await userEvent.click(form.getByRole('button', { name: 'Thêm nhà cung cấp' }));
    await expect(await form.findByText(messages.parts.supplierNameRequired)).toBeVisible();
    await expect(form.getByText(messages.parts.phoneInvalid)).toBeVisible();
    await expect(form.getByText(messages.parts.taxCodeInvalid)).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The server refuses (a rule the browser cannot see): its words in the toast, the form kept. */
export const CreateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createSupplier, 400, messages.parts.supplierNameRequired));
  },
  async play({ canvasElement }) {
    const form = await openAddForm(canvasElement, 'Thêm nhà cung cấp', 'Thêm nhà cung cấp');
    await userEvent.type(form.getByRole('textbox', { name: 'Tên nhà cung cấp' }), 'Phụ tùng Hưng Thịnh');
    await userEvent.click(form.getByRole('button', { name: 'Thêm nhà cung cấp' }));
    await expectToast(canvasElement, messages.parts.supplierNameRequired, 'error');
    await expect(form.getByRole('textbox', { name: 'Tên nhà cung cấp' })).toHaveValue('Phụ tùng Hưng Thịnh');
  },
};

export const Edit: Story = {
  async play({ canvasElement }) {
    const supplier = demoSuppliers[3]!;
    const form = await editRow(canvasElement, supplier.name, 'Sửa nhà cung cấp', `Sửa nhà cung cấp ${supplier.name}`);
    await expect(form.getByRole('textbox', { name: 'Số điện thoại' })).toHaveValue(supplier.phone);
    const note = form.getByRole('textbox', { name: 'Ghi chú' });
    await userEvent.type(note, 'Chỉ giao buổi sáng.');
    await userEvent.click(form.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.stockManager.supplierSaved, 'success');
    await expect(await within(canvasElement).findByText('Chỉ giao buổi sáng.')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await phonePlay(canvasElement, 'Tổng số: 4 nhà cung cấp', 'Thêm nhà cung cấp');
  },
};
