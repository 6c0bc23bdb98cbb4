import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORDER_STATUSES, ORDER_STATUS_META } from '../../contract/constants';
import { OrderStatusBadge } from './order-status-badge';

const meta = {
  title: 'entities/order/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'pending' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const status of ORDER_STATUSES) {
      await expect(canvas.getByText(ORDER_STATUS_META[status].label)).toHaveAttribute('data-status', status);
    }
  },
};

export const Pending: Story = {};
export const Processing: Story = { args: { status: 'processing' } };
export const Completed: Story = { args: { status: 'completed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
