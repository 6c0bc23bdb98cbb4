import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatPrice } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { listPurchaseOrders, placePurchaseOrder, receivePurchaseOrder } from '../../../contract/parts';
import { demoSuppliers } from '../../../mocks/data/stock';
import { mockError, mockPending } from '../../../mocks/endpoint-handlers';
import { mockPagedList } from '../../../mocks/manager-list-handler';
import { stockHandlers } from '../../../mocks/stock-handlers';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectLoadFailed, expectNoSideScroll, rowTexts } from '../manager-story-kit';
import { PurchaseOrderManager } from './purchase-order-manager';
import { freshStore, pickPart } from './stock-story-kit';

const sent = fn();

const meta = {
  title: 'features/manager/stock/PurchaseOrderManager',
  tags: ['screen'],
  component: PurchaseOrderManager,
  parameters: { route: '/manager/purchase-orders' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(...stockHandlers(freshStore(), sent));
  },
} satisfies Meta<typeof PurchaseOrderManager>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentTo = (path: string) => sent.mock.calls.filter(([endpoint]) => endpoint === path).map(([, body]) => body);

async function openOrder(canvasElement: HTMLElement, number: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Xem đơn ${number}` }));
  return within(await bodyOf(canvasElement).findByRole('dialog', { name: `Đơn nhập ${number}` }));
}

/** Every status in the words; the filters narrow on the server. */
export const List: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tổng số: 5 đơn nhập')).toBeVisible();
    for (const status of ['Nháp', 'Đã đặt', 'Nhận một phần', 'Đã nhận', 'Đã hủy']) await expect(within(canvas.getByRole('table')).getByText(status)).toBeVisible();
    await step('by status', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trạng thái' }), 'Nhận một phần');
      await expect(await canvas.findByText('Tổng số: 1 đơn nhập')).toBeVisible();
      await expect(rowTexts(canvasElement)[0]).toContain('NH-Q12-2026-0002');
    });
    await step('by branch and supplier: none match', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trạng thái' }), 'Mọi trạng thái');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chi nhánh' }), 'Chi nhánh Thủ Đức');
      await expect(await canvas.findByText('Tổng số: 2 đơn nhập')).toBeVisible();
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Nhà cung cấp' }), demoSuppliers[2]!.name);
      await expect(await canvas.findByText(messages.stockManager.ordersNoResults)).toBeVisible();
    });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listPurchaseOrders));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPagedList(listPurchaseOrders, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.stockManager.ordersEmpty)).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listPurchaseOrders, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.stockManager.ordersLoadFailed);
  },
};

/** A new order placed at once: the part found by name, the cost typed the Vietnamese way, the total as typed. */
export const CreateAndPlace: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Thêm đơn nhập' }));
    const formElement = await canvas.findByRole('form', { name: 'Tạo đơn nhập hàng' });
    const form = within(formElement);
    await waitFor(() => expect(form.getAllByRole('option', { name: demoSuppliers[0]!.name })).toHaveLength(1));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Nhà cung cấp/ }), demoSuppliers[0]!.name);
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Chi nhánh nhận hàng/ }), 'Chi nhánh Quận 12');
    await step('a part found by its name without diacritics; its average cost to start', async () => {
      await pickPart(formElement, 1, 'dau dong co', 'DAU-5W30');
      await expect(form.getByRole('textbox', { name: /Giá nhập/ })).toHaveValue('185.000');
    });
    await step('the unit cost is grouped as typed and the total follows', async () => {
      await userEvent.type(form.getByRole('textbox', { name: /Số lượng/ }), '10');
      const cost = form.getByRole('textbox', { name: /Giá nhập/ });
      await userEvent.clear(cost);
      await userEvent.type(cost, '1250000');
      await expect(cost).toHaveValue('1.250.000');
      await expect(form.getByTestId('po-total').textContent).toBe(formatPrice(12_500_000));
    });
    await step('a second line', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Thêm dòng' }));
      await pickPart(formElement, 2, 'BUGI', 'BUGI-IK20');
      await userEvent.type(form.getAllByRole('textbox', { name: /Số lượng/ })[1]!, '4');
      await expect(form.getByTestId('po-total').textContent).toBe(formatPrice(12_500_000 + 4 * 190_000));
    });
    await userEvent.click(form.getByRole('button', { name: 'Lưu và đặt hàng' }));
    await expectToast(canvasElement, format(messages.stockManager.orderCreatedPlaced, { number: 'NH-Q12-2026-0004' }), 'success');
    const [body] = sentTo('/api/purchase-orders') as [{ place: boolean; lines: { quantity: number; unitCost: number }[] }];
    await expect(body.place).toBe(true);
    await expect(body.lines).toEqual([expect.objectContaining({ quantity: 10, unitCost: 1_250_000 }), expect.objectContaining({ quantity: 4, unitCost: 190_000 })]);
    await expect(await canvas.findByText('Tổng số: 6 đơn nhập')).toBeVisible();
  },
};

/** Nothing chosen: the contract's words, before anything is sent. */
export const CreateInvalid: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Thêm đơn nhập' }));
    const form = within(await canvas.findByRole('form', { name: 'Tạo đơn nhập hàng' }));
    await userEvent.click(form.getByRole('button', { name: 'Lưu nháp' }));
    await expect(await form.findByText(messages.parts.supplierRequired)).toBeVisible();
    await expect(form.getByText(messages.bookings.branchRequired)).toBeVisible();
    await expect(form.getByText(messages.stockManager.partRequired)).toBeVisible();
    await expect(form.getByText(messages.parts.quantityInvalid)).toBeVisible();
    await expect(form.getByText(messages.parts.priceInvalid)).toBeVisible();
    await expect(sentTo('/api/purchase-orders')).toHaveLength(0);
  },
};

/** The same part on two lines: named by its SKU, as one line per part is the rule. */
export const CreateRepeatedPart: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Thêm đơn nhập' }));
    const formElement = await canvas.findByRole('form', { name: 'Tạo đơn nhập hàng' });
    const form = within(formElement);
    await pickPart(formElement, 1, 'BUGI', 'BUGI-IK20');
    await userEvent.click(form.getByRole('button', { name: 'Thêm dòng' }));
    await pickPart(formElement, 2, 'iridium', 'BUGI-IK20');
    for (const quantity of form.getAllByRole('textbox', { name: /Số lượng/ })) await userEvent.type(quantity, '2');
    await userEvent.click(form.getByRole('button', { name: 'Lưu nháp' }));
    await expect(await form.findByText(format(messages.parts.lineRepeated, { sku: 'BUGI-IK20' }))).toBeVisible();
  },
};

export const PlaceDraft: Story = {
  async play({ canvasElement }) {
    const dialog = await openOrder(canvasElement, 'NH-Q12-2026-0003');
    await expect(dialog.getByText('Nháp')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Nhận hàng' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Đặt hàng' }));
    await expectToast(canvasElement, format(messages.stockManager.orderPlaced, { number: 'NH-Q12-2026-0003' }), 'success');
    await expect(await dialog.findByText('Đã đặt')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Nhận hàng' })).toBeVisible();
  },
};

/** Someone placed it in another tab: the server's 409 words, in the dialog. */
export const PlaceRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(placePurchaseOrder, 409, messages.parts.orderNotDraft));
  },
  async play({ canvasElement }) {
    const dialog = await openOrder(canvasElement, 'NH-Q12-2026-0003');
    await userEvent.click(dialog.getByRole('button', { name: 'Đặt hàng' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.parts.orderNotDraft);
  },
};

export const CancelOrdered: Story = {
  async play({ canvasElement }) {
    const dialog = await openOrder(canvasElement, 'NH-TD-2026-0002');
    await userEvent.click(dialog.getByRole('button', { name: 'Hủy' }));
    const confirm = within(await bodyOf(canvasElement).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Hủy đơn' }));
    await expectToast(canvasElement, format(messages.stockManager.orderCancelled, { number: 'NH-TD-2026-0002' }), 'success');
    await expect(await dialog.findByText('Đã hủy')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Nhận hàng' })).toBeNull();
  },
};

/** Receiving twice: each line starts on what is left; the second receipt completes the order. */
export const ReceivePartThenRest: Story = {
  async play({ canvasElement, step }) {
    const dialog = await openOrder(canvasElement, 'NH-Q12-2026-0002');
    await expect(dialog.getByText('Nhận một phần')).toBeVisible();
    await step('only the line still open, starting on the 4 left', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Nhận hàng' }));
      const receive = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhận hàng đơn NH-Q12-2026-0002' }));
      await expect(receive.getByText('Đặt 6 bộ · đã nhận 2 · còn 4')).toBeVisible();
      await expect(receive.queryByRole('textbox', { name: /BUGI-IK20/ })).toBeNull();
      const now = receive.getByRole('textbox', { name: 'Nhận lần này: MP-TRC-02' });
      await expect(now).toHaveValue('4');
      await userEvent.clear(now);
      await userEvent.type(now, '1');
      await userEvent.click(receive.getByRole('button', { name: 'Nhận hàng' }));
      await expectToast(canvasElement, format(messages.stockManager.received, { number: 'NH-Q12-2026-0002' }), 'success');
      await expect(await dialog.findByText(/^Đặt 6 bộ · đã nhận 3 · giá nhập 610\.000/)).toBeVisible();
    });
    await step('the rest: received', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Nhận hàng' }));
      const receive = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhận hàng đơn NH-Q12-2026-0002' }));
      await expect(receive.getByRole('textbox', { name: 'Nhận lần này: MP-TRC-02' })).toHaveValue('3');
      await userEvent.click(receive.getByRole('button', { name: 'Nhận hàng' }));
      await expect(await dialog.findByText('Đã nhận')).toBeVisible();
      await expect(dialog.queryByRole('button', { name: 'Nhận hàng' })).toBeNull();
    });
    await expect(sentTo('/api/purchase-orders/:id/receipts')).toEqual([{ lines: [expect.objectContaining({ quantity: 1 })] }, { lines: [expect.objectContaining({ quantity: 3 })] }]);
  },
};

/** More than is left: the server refuses with its 409 words, shown in the dialog, which stays open. */
export const ReceiveBeyondOrder: Story = {
  async play({ canvasElement }) {
    const dialog = await openOrder(canvasElement, 'NH-Q12-2026-0002');
    await userEvent.click(dialog.getByRole('button', { name: 'Nhận hàng' }));
    const receive = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhận hàng đơn NH-Q12-2026-0002' }));
    const now = receive.getByRole('textbox', { name: 'Nhận lần này: MP-TRC-02' });
    await userEvent.clear(now);
    await userEvent.type(now, '5');
    await userEvent.click(receive.getByRole('button', { name: 'Nhận hàng' }));
    await expect(await receive.findByRole('alert')).toHaveTextContent(
      format(messages.parts.receiptBeyondOrder, { name: 'Má phanh trước Hyundai Accent', sku: 'MP-TRC-02', ordered: 6, received: 2, left: 4 }),
    );
  },
};

/** Nothing typed to receive, or a number the contract cannot read: said before anything is sent. */
export const ReceiveInvalid: Story = {
  async play({ canvasElement }) {
    const dialog = await openOrder(canvasElement, 'NH-Q12-2026-0002');
    await userEvent.click(dialog.getByRole('button', { name: 'Nhận hàng' }));
    const receive = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhận hàng đơn NH-Q12-2026-0002' }));
    const now = receive.getByRole('textbox', { name: 'Nhận lần này: MP-TRC-02' });
    await userEvent.clear(now);
    await userEvent.type(now, 'hai');
    await userEvent.click(receive.getByRole('button', { name: 'Nhận hàng' }));
    await expect(await receive.findByText(messages.parts.countedInvalid)).toBeVisible();
    await userEvent.clear(now);
    await userEvent.type(now, '0');
    await userEvent.click(receive.getByRole('button', { name: 'Nhận hàng' }));
    await expect(await receive.findByRole('alert')).toHaveTextContent(messages.parts.receiptEmpty);
    await expect(sentTo('/api/purchase-orders/:id/receipts')).toHaveLength(0);
  },
};

/** The order was cancelled elsewhere meanwhile: the server's 409 words. */
export const ReceiveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(receivePurchaseOrder, 409, format(messages.parts.orderNotReceivable, { number: 'NH-Q12-2026-0002', status: 'Đã hủy' })));
  },
  async play({ canvasElement }) {
    const dialog = await openOrder(canvasElement, 'NH-Q12-2026-0002');
    await userEvent.click(dialog.getByRole('button', { name: 'Nhận hàng' }));
    const receive = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhận hàng đơn NH-Q12-2026-0002' }));
    await userEvent.click(receive.getByRole('button', { name: 'Nhận hàng' }));
    await expect(await receive.findByRole('alert')).toHaveTextContent('Đơn nhập NH-Q12-2026-0002 đang ở trạng thái "Đã hủy": không nhận hàng được.');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tổng số: 5 đơn nhập')).toBeVisible();
    await expectNoSideScroll(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Thêm đơn nhập' }));
    const formElement = await canvas.findByRole('form', { name: 'Tạo đơn nhập hàng' });
    await pickPart(formElement, 1, 'curoa', 'CUROA-CAM');
    await expectNoSideScroll(canvasElement);
  },
};
