import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_STATUS_META, type OrderStatus } from '../../../contract/constants';
import { formatDate, formatDateTime, formatPrice, orderCode } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { deleteOrder, getOrder, listOrders, updateOrderStatus, type OrderDetail } from '../../../contract/orders';
import { mockAlertsSeen } from '../../../mocks/alerts-seen-handler';
import { mockError, mockPending } from '../../../mocks/endpoint-handlers';
import { LocationProbe } from '../../../.storybook/location-probe';
import { matchesWords, mockPagedList } from '../../../mocks/manager-list-handler';
import { managerOrders } from '../../../mocks/data/orders';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, confirmDelete, expectLoadFailed, expectNoSideScroll, expectPaging, rowTexts, search } from '../manager-story-kit';
import { OrderManager } from './order-manager';

/** Money as Testing Library reads it: the non-breaking space before ₫ becomes a plain one. */
const money = (amount: number) => formatPrice(amount).replace(/\s/g, ' ');
const code = (order: { _id: string }) => `#${orderCode(order._id)}`;

const initial = managerOrders();
const [withHistory, second, third] = initial as [OrderDetail, OrderDetail, OrderDetail];
const pendingCount = initial.filter((order) => order.status === 'pending').length;
/** The orders as the mock server holds them (changed in place); each story starts from a fresh copy. */
const orders: OrderDetail[] = [];
const resetOrders = (items: OrderDetail[]) => orders.splice(0, orders.length, ...items.map((order) => ({ ...order })));
const sent = fn();

/** Gone meanwhile (404 with the server's words), or the server fails (500): the same two rows for every action. */
const refusal = (id: unknown) =>
  id === second._id
    ? HttpResponse.json({ message: messages.orders.notFound }, { status: 404 })
    : id === third._id
      ? HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 })
      : null;

const handlers = () => [
  // Read at each request: the list shows what the actions changed.
  mockPagedList(listOrders, orders, {
    matches: (order, query) =>
      (!query.get('status') || order.status === query.get('status')) && matchesWords(query.get('q'), orderCode(order._id), order.name, order.phone, order.email),
  }),
  http.get(getOrder.path, ({ params }) => {
    const order = orders.find((item) => item._id === params.id);
    return order ? HttpResponse.json(getOrder.response.parse(order)) : HttpResponse.json({ message: messages.orders.notFound }, { status: 404 });
  }),
  http.put(updateOrderStatus.path, async ({ request, params }) => {
    const { status } = (await request.json()) as { status: OrderStatus };
    sent(params.id, status);
    const refused = refusal(params.id);
    if (refused) return refused;
    const index = orders.findIndex((order) => order._id === params.id);
    if (index >= 0) orders[index] = { ...orders[index]!, status };
    return HttpResponse.json(updateOrderStatus.response.parse({ message: messages.orders.statusUpdateSuccess }));
  }),
  http.delete(deleteOrder.path, ({ params }) => {
    const refused = refusal(params.id);
    if (refused) return refused;
    const index = orders.findIndex((order) => order._id === params.id);
    if (index >= 0) orders.splice(index, 1);
    return HttpResponse.json(deleteOrder.response.parse({ message: messages.orders.deleteSuccess }));
  }),
];

const total = (n: number) => `Tổng số: ${n} đơn hàng`;
const searchLabel = 'Mã đơn, tên, số điện thoại hoặc email';

const seen = fn();

const meta = {
  title: 'features/manager/orders/OrderManager',
  tags: ['screen'],
  component: OrderManager,
  parameters: { route: '/manager/order' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach({ msw }) {
    sent.mockClear();
    seen.mockClear();
    resetOrders(initial);
    msw.use(...handlers(), mockAlertsSeen(seen));
  },
} satisfies Meta<typeof OrderManager>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

/** The table row of an order. */
async function rowOf(canvasElement: HTMLElement, order: { _id: string }) {
  const cell = await within(canvasElement).findByText(code(order));
  return within(cell.closest('tr')!);
}

/** Ten a page over 23: code, customer, phone, total, day and status; search by code or phone; the CSV export. */
export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('ten a page over 23, newest first', async () => {
      await expectPaging(canvasElement, total(initial.length), 3, 3);
      const row = rowTexts(canvasElement)[0]!;
      for (const text of [code(withHistory), withHistory.name, withHistory.phone, money(withHistory.total), formatDate(withHistory.createdAt), ORDER_STATUS_META[withHistory.status].label]) {
        await expect(row.replace(/\s/g, ' ')).toContain(text);
      }
      await expect((await rowOf(canvasElement, second)).getByText(ORDER_STATUS_META[second.status].label)).toHaveAttribute('data-status', second.status);
      await expect(canvas.getByRole('button', { name: 'Xuất CSV' })).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Tất cả' })).toBeChecked();
    });
    await step('search by code (any case), in the address too', async () => {
      await search(canvasElement, searchLabel, orderCode(third._id).toLowerCase());
      await waitFor(() => expect(rowTexts(canvasElement)).toEqual([expect.stringContaining(code(third))]));
      await expect(location(canvasElement)).toHaveTextContent(`/manager/order?q=${orderCode(third._id).toLowerCase()}`);
    });
    await step('search by phone', async () => {
      await search(canvasElement, searchLabel, second.phone);
      const expected = initial.filter((order) => order.phone === second.phone).length;
      await expect(await canvas.findByText(total(expected))).toBeVisible();
    });
    await step('reset shows every order again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Đặt lại' }));
      await expect(await canvas.findByText(total(initial.length))).toBeVisible();
    });
  },
};

/** The start page's "pending orders" link: the filter is read from the address and written back. */
export const StatusFromAddress: Story = {
  parameters: { route: '/manager/order?status=pending' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(total(pendingCount))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Chờ xử lý' })).toBeChecked();
    await waitFor(() => expect(rowTexts(canvasElement).every((row) => row.includes('Chờ xử lý'))).toBe(true));
    await userEvent.click(canvas.getByRole('radio', { name: 'Đã hủy' }));
    const cancelled = initial.filter((order) => order.status === 'cancelled').length;
    await expect(await canvas.findByText(total(cancelled))).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/manager/order?status=cancelled');
    await userEvent.click(canvas.getByRole('radio', { name: 'Tất cả' }));
    await expect(await canvas.findByText(total(initial.length))).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(/^\/manager\/order$/);
  },
};

/** A status and a search that match nothing: the filter's own empty text; the chip takes the search off. */
export const NoResults: Story = {
  parameters: { route: '/manager/order?status=cancelled&q=xe%20bay' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.orders.filterEmpty)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Đã hủy' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ lọc: Từ khóa: xe bay' }));
    const cancelled = initial.filter((order) => order.status === 'cancelled').length;
    await expect(await canvas.findByText(total(cancelled))).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(listOrders));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach() {
    resetOrders([]);
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.orders.empty)).toBeVisible();
    await expect(within(canvasElement).getByText(total(0))).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listOrders, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.orders.listLoadFailed);
  },
};

/** Customer, address, note, lines and total, and the status history newest first (who, when, from → to). */
export const Detail: Story = {
  async play({ canvasElement, step }) {
    const body = bodyOf(canvasElement);
    await step('an order whose status changed twice', async () => {
      await userEvent.click((await rowOf(canvasElement, withHistory)).getByRole('button', { name: `Xem đơn hàng ${code(withHistory)}` }));
      const dialog = within(await body.findByRole('dialog', { name: `Đơn hàng ${code(withHistory)}` }));
      await expect(await dialog.findByText(withHistory.address)).toBeVisible();
      for (const text of [withHistory.name, withHistory.phone, withHistory.email, withHistory.note]) await expect(dialog.getByText(text)).toBeVisible();
      for (const line of withHistory.lines) {
        await expect(dialog.getByText(line.product_id.name)).toBeVisible();
        await expect(dialog.getByText(`${line.quantity} × ${money(line.price)}`)).toBeVisible();
      }
      await expect(dialog.getByText(money(withHistory.total))).toBeVisible();
      const items = within(dialog.getByRole('region', { name: 'Lịch sử trạng thái' })).getAllByRole('listitem');
      await expect(items).toHaveLength(2);
      const [newest, oldest] = [...withHistory.updates].reverse();
      await expect(items[0]).toHaveTextContent(`Từ${ORDER_STATUS_META[newest!.from].label}sang${ORDER_STATUS_META[newest!.to].label}`);
      await expect(items[0]).toHaveTextContent(`${formatDateTime(newest!.createdAt)} · ${newest!.account!.fullName}`);
      await expect(items[1]).toHaveTextContent(`${formatDateTime(oldest!.createdAt)} · Tài khoản đã bị xóa`);
      await userEvent.click(dialog.getAllByRole('button', { name: 'Đóng' })[0]!);
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    });
    await step('an order never changed', async () => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: `Xem đơn hàng ${code(second)}` }));
      const dialog = within(await body.findByRole('dialog', { name: `Đơn hàng ${code(second)}` }));
      await expect(await dialog.findByText(messages.orders.historyEmpty)).toBeVisible();
    });
  },
};

async function openStatusDialog(canvasElement: HTMLElement, order: OrderDetail) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Cập nhật trạng thái đơn hàng ${code(order)}` }));
  return within(await bodyOf(canvasElement).findByRole('dialog', { name: `Cập nhật trạng thái đơn hàng ${code(order)}` }));
}

/** The four statuses, the current one marked; success turns the row's badge; 404 and 500 say why. */
export const StatusChange: Story = {
  async play({ canvasElement, step }) {
    const body = bodyOf(canvasElement);
    await step('choose Đã hủy for a completed order', async () => {
      const dialog = await openStatusDialog(canvasElement, withHistory);
      await expect(dialog.getAllByRole('radio')).toHaveLength(4);
      await expect(dialog.getByRole('radio', { name: 'Hoàn thành (hiện tại)' })).toBeChecked();
      await expect(dialog.getByRole('button', { name: 'Cập nhật' })).toBeDisabled();
      await userEvent.click(dialog.getByRole('radio', { name: 'Đã hủy' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Cập nhật' }));
      await expectToast(canvasElement, messages.orders.statusUpdateSuccess, 'success');
      await expect(sent).toHaveBeenCalledWith(withHistory._id, 'cancelled');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await waitFor(async () => expect((await rowOf(canvasElement, withHistory)).getByText('Đã hủy')).toBeVisible());
    });
    for (const [order, toast] of [
      [second, messages.orders.notFound],
      [third, messages.orders.statusUpdateFailed],
    ] as const) {
      await step(`refused: ${toast}`, async () => {
        const dialog = await openStatusDialog(canvasElement, order);
        const other = order.status === 'completed' ? 'Đang xử lý' : 'Hoàn thành';
        await userEvent.click(dialog.getByRole('radio', { name: other }));
        await userEvent.click(dialog.getByRole('button', { name: 'Cập nhật' }));
        await expectToast(canvasElement, toast, 'error');
        await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      });
    }
  },
};

/** After the question that it cannot be undone: deleted; gone meanwhile (404) or a server failure (500). */
export const Delete: Story = {
  async play({ canvasElement, step }) {
    await step('deleted', async () => {
      await confirmDelete(canvasElement, { noun: 'đơn hàng', name: code(withHistory), toast: messages.orders.deleteSuccess, severity: 'success' });
      await expect(await within(canvasElement).findByText(total(initial.length - 1))).toBeVisible();
    });
    await step('gone meanwhile: the server says so', async () => {
      await confirmDelete(canvasElement, { noun: 'đơn hàng', name: code(second), toast: messages.orders.notFound, severity: 'error' });
    });
    await step('server failure: the screen says so', async () => {
      await confirmDelete(canvasElement, { noun: 'đơn hàng', name: code(third), toast: messages.orders.managerDeleteFailed, severity: 'error' });
    });
  },
};

/** At 375 px the rows are cards and the filter wraps: no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(total(initial.length))).toBeVisible();
    await expectNoSideScroll(canvasElement);
    await expect(within(canvasElement).getByRole('radio', { name: 'Đã hủy' })).toBeVisible();
  },
};

/** Opening the list marks this staff member's new orders seen (their badge goes back to 0). */
export const MarksNewOrdersSeen: Story = {
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Quản lý đơn hàng' })).toBeVisible();
    await waitFor(() => expect(seen).toHaveBeenCalledWith('orders'));
  },
};
