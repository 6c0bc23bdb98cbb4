import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { format, messages } from '../../../contract/messages';
import { listSuppliers, purchaseOrderForQuoteLine } from '../../../contract/parts';
import { demoPurchaseOrders, demoSuppliers } from '../../../mocks/data/stock';
import { mockError, mockOk } from '../../../mocks/endpoint-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf } from '../manager-story-kit';
import { OrderMissingPart } from './order-missing-part';

const sent = fn();
const draft = { ...demoPurchaseOrders[0]!, status: 'draft' as const, number: 'NH-TD-2026-0007' };

const meta = {
  title: 'features/manager/repairs/OrderMissingPart',
  component: OrderMissingPart,
  args: { repairId: '65f0000000000000000a0001', line: { _id: '65f0000000000000000b0001', description: 'Má phanh trước Hyundai Accent' } },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(
      mockOk(listSuppliers, demoSuppliers),
      mockOk(purchaseOrderForQuoteLine, async (request) => {
        sent(await request.json());
        return draft;
      }),
    );
  },
} satisfies Meta<typeof OrderMissingPart>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đặt hàng thiếu' }));
  return within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Đặt hàng phụ tùng thiếu' }));
}

/** Once the suppliers have arrived (the list is closed until then). */
async function pickSupplier(dialog: ReturnType<typeof within>, name: string) {
  const picker = await dialog.findByRole('combobox', { name: /Nhà cung cấp/ });
  await within(picker).findByRole('option', { name });
  await userEvent.selectOptions(picker, name);
}

/** The supplier chosen, the draft made for this job's line; its number is said. */
export const CreatesDraft: Story = {
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await pickSupplier(dialog, demoSuppliers[0]!.name);
    await userEvent.click(dialog.getByRole('button', { name: 'Tạo đơn nhập nháp' }));
    await expectToast(canvasElement, format(messages.parts.quoteLineOrdered, { number: 'NH-TD-2026-0007' }), 'success');
    await expect(sent).toHaveBeenCalledWith({ repairId: '65f0000000000000000a0001', lineId: '65f0000000000000000b0001', supplierId: demoSuppliers[0]!._id });
  },
};

/** No supplier picked: said at the field, nothing sent. */
export const SupplierRequired: Story = {
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Tạo đơn nhập nháp' }));
    await expect(await dialog.findByText(messages.parts.supplierRequired)).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The server refuses (the line lost its part since): its words, the dialog kept open. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(purchaseOrderForQuoteLine, 409, messages.parts.quoteLineNotPart));
  },
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await pickSupplier(dialog, demoSuppliers[1]!.name);
    await userEvent.click(dialog.getByRole('button', { name: 'Tạo đơn nhập nháp' }));
    await expect(await dialog.findByText(messages.parts.quoteLineNotPart)).toBeVisible();
  },
};

/** The suppliers could not be read: the list says so and stays closed. */
export const SuppliersLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listSuppliers, 500));
  },
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    const picker = await dialog.findByRole('combobox', { name: /Nhà cung cấp/ });
    await expect(await within(picker).findByRole('option', { name: 'Không tải được nhà cung cấp' })).toBeInTheDocument();
    await expect(picker).toBeDisabled();
  },
};
