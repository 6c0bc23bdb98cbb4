import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_STATUS_META } from '../../contract/constants';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { getOrder } from '../../contract/orders';
import { demoShopperId } from '../../mocks/data/cart';
import { demoOrders } from '../../mocks/data/orders';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { FakeChatServer } from '../../mocks/fake-chat-socket';
import { expectToast } from '../../.storybook/story-toast';
import { withStoryRoutes } from '../../.storybook/story-routes';
import { formatDateTime, formatPrice, orderCode } from '../../contract/format';
import { LiveSocketProvider } from '../../entities/chat/live-socket';
import { OrderDetail } from './order-detail';

/** Money as Testing Library reads it: the non-breaking space before ₫ becomes a plain one. */
const money = (amount: number) => formatPrice(amount).replace(/\s/g, ' ');

const orders = demoOrders();
const [pending, processing, cancelled, completed] = orders as [
  ReturnType<typeof demoOrders>[0],
  ReturnType<typeof demoOrders>[0],
  ReturnType<typeof demoOrders>[0],
  ReturnType<typeof demoOrders>[0],
];

const withRoutes = withStoryRoutes('/order/orderDetail/:orderId', {
  '/login': 'Trang đăng nhập',
  '/account/historyOrder': 'Lịch sử đơn hàng',
});

const meta = {
  title: 'features/orders/OrderDetail',
  tags: ['screen'],
  component: OrderDetail,
  args: { orderId: completed._id, accountId: demoShopperId },
  decorators: [withRoutes],
  parameters: { route: `/order/orderDetail/${completed._id}` },
  beforeEach({ msw }) {
    msw.use(mockOk(getOrder, (_request, params) => orders.find((order) => order._id === params.id) ?? completed));
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines as quantity × price, the total, the date and the status, and the way back. */
export const Completed: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Chi tiết đơn hàng #${orderCode(completed._id)}` })).toBeInTheDocument();
    for (const line of completed.lines) {
      await expect(canvas.getByText(line.product_id.name)).toBeInTheDocument();
      await expect(canvas.getByText(`${line.quantity} × ${money(line.price)}`)).toBeInTheDocument();
    }
    await expect(canvas.getByText(money(completed.total))).toBeInTheDocument();
    await expect(canvas.getByText(formatDateTime(completed.createdAt))).toBeInTheDocument();
    await expect(canvas.getByText(ORDER_STATUS_META.completed.label)).toHaveAttribute('data-status', 'completed');
    await expect(canvas.getByText(completed.address)).toBeInTheDocument();
    await expect(canvas.getByText(completed.note)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Quay lại lịch sử đơn hàng' }));
    await expect(await canvas.findByText('Địa chỉ: /account/historyOrder')).toBeInTheDocument();
  },
};

export const Pending: Story = {
  tags: ['visual'],
  args: { orderId: pending._id },
  parameters: { route: `/order/orderDetail/${pending._id}` },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(ORDER_STATUS_META.pending.label)).toHaveAttribute('data-status', 'pending');
  },
};

export const Processing: Story = {
  args: { orderId: processing._id },
  parameters: { route: `/order/orderDetail/${processing._id}` },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(ORDER_STATUS_META.processing.label)).toHaveAttribute('data-status', 'processing');
  },
};

export const Cancelled: Story = {
  args: { orderId: cancelled._id },
  parameters: { route: `/order/orderDetail/${cancelled._id}` },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(ORDER_STATUS_META.cancelled.label)).toHaveAttribute('data-status', 'cancelled');
  },
};

/** Someone else's order answers 403: the server's words (no permission), not 'not found', and no retry. */
export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getOrder, 403, messages.common.forbidden));
  },
  async play({ canvasElement }) {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(messages.common.forbidden);
    await expect(alert).not.toHaveTextContent(messages.orders.detailNotFound);
    await expect(within(alert).queryByRole('button', { name: 'Thử lại' })).toBeNull();
    await expectToast(canvasElement, messages.common.forbidden, 'error');
    await expect(within(canvasElement).getByRole('link', { name: 'Quay lại lịch sử đơn hàng' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getOrder, 404, messages.orders.notFound));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.orders.detailNotFound);
  },
};

export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getOrder, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.orders.detailLoadFailed);
    await expectToast(canvasElement, messages.orders.detailLoadFailed, 'error');
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(getOrder));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const SignedOut: Story = {
  args: { accountId: undefined },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.guard.loginRequired, 'warning');
    await expect(await within(canvasElement).findByText('Địa chỉ: /login')).toBeInTheDocument();
  },
};

/** The customer's socket in the story: `server.emit` plays what the real server sends them. */
let server = new FakeChatServer();
/** Whether the garage has moved the pending order on, on the story's server, and how often the page read it. */
let moved = false;
let reads = 0;

/**
 * The garage takes the order in hand while its page is open: the socket names this order, and
 * the page reads it again. An event about another of their orders does not.
 */
export const UpdatedByTheGarage: Story = {
  args: { orderId: pending._id },
  parameters: { route: `/order/orderDetail/${pending._id}` },
  decorators: [
    (Story) => (
      <LiveSocketProvider token="token-khach-hang" factory={server.factory}>
        <Story />
      </LiveSocketProvider>
    ),
  ],
  beforeEach({ msw }) {
    server = new FakeChatServer();
    moved = false;
    reads = 0;
    msw.use(
      mockOk(getOrder, () => {
        reads += 1;
        return moved ? { ...pending, status: 'processing' as const } : pending;
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ORDER_STATUS_META.pending.label)).toHaveAttribute('data-status', 'pending');
    await waitFor(() => expect(server.connections).toHaveLength(1));
    // The change is stored, then the event goes out, as on the server.
    moved = true;
    // Sent again until the page is listening: a repeated event only reads the order once more.
    await waitFor(() => {
      server.emit(LIVE_EVENTS.orderUpdated, { id: pending._id, status: 'processing' });
      return expect(canvas.getByText(ORDER_STATUS_META.processing.label)).toHaveAttribute('data-status', 'processing');
    });
    // Reads asked by the repeated event may still be on their way: let them land first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = reads;
    server.emit(LIVE_EVENTS.orderUpdated, { id: completed._id, status: 'completed' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(reads).toBe(before);
  },
};
