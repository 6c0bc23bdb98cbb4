import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ORDER_STATUS_META } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { listAccountOrders } from '../../contract/orders';
import { demoShopperId } from '../../mocks/data/cart';
import { demoOrders, withoutLines } from '../../mocks/data/orders';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { withStoryRoutes } from '../../.storybook/story-routes';
import { formatDate, formatPrice, orderCode } from '../../contract/format';
import { OrderHistory } from './order-history';

/** Money as Testing Library reads it: the non-breaking space before ₫ becomes a plain one. */
const money = (amount: number) => formatPrice(amount).replace(/\s/g, ' ');

const withRoutes = withStoryRoutes('/account/historyOrder', {
  '/login': 'Trang đăng nhập',
  '/order/orderDetail/:orderId': 'Chi tiết đơn hàng',
  '/products': 'Danh sách dịch vụ',
});

const orders = demoOrders().map(withoutLines);

const meta = {
  title: 'features/orders/OrderHistory',
  component: OrderHistory,
  args: { accountId: demoShopperId },
  decorators: [withRoutes],
  parameters: { route: '/account/historyOrder' },
  beforeEach({ msw }) {
    msw.use(mockOk(listAccountOrders, orders));
  },
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each order: short code, date, total and status in its colour; the newest first. */
export const Success: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const links = await canvas.findAllByRole('link', { name: /^Đơn hàng #/ });
    await expect(links).toHaveLength(orders.length);
    for (const [index, order] of orders.entries()) {
      const link = links[index]!;
      await expect(link).toHaveAttribute('href', `/order/orderDetail/${order._id}`);
      await expect(link).toHaveTextContent(`#${orderCode(order._id)}`);
      await expect(link).toHaveTextContent(formatDate(order.createdAt));
      await expect(link).toHaveTextContent(money(order.total));
      await expect(within(link).getByText(ORDER_STATUS_META[order.status].label)).toHaveAttribute('data-status', order.status);
    }
    await expect(orderCode(orders[0]!._id)).toMatch(/^[0-9A-F]{6}$/);
  },
};

/** On a phone each order is two lines: code and date at the left, total and status at the right; the date never wraps. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const links = await canvas.findAllByRole('link', { name: /^Đơn hàng #/ });
    for (const link of links) {
      const date = within(link).getByText(/^Ngày đặt:/);
      const lineHeight = parseFloat(getComputedStyle(date).lineHeight);
      await expect(date.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
      await expect(link.getBoundingClientRect().height).toBeLessThan(100);
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
  },
};

export const OpenDetail: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('link', { name: /^Đơn hàng #/ });
    await userEvent.click(first!);
    await expect(await canvas.findByText(`Địa chỉ: /order/orderDetail/${orders[0]!._id}`)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listAccountOrders, []));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.orders.empty)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Xem các dịch vụ' })).toHaveAttribute('href', '/products');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listAccountOrders));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(listAccountOrders, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.orders.historyLoadFailed);
    await expectToast(canvasElement, messages.orders.historyLoadFailed, 'error');
  },
};

export const SignedOut: Story = {
  args: { accountId: undefined },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.guard.loginRequired, 'warning');
    await expect(await within(canvasElement).findByText('Địa chỉ: /login')).toBeInTheDocument();
  },
};
