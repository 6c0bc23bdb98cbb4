import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORDER_STATUSES, ORDER_STATUS_META, type OrderStatus } from '../../contract/constants';
import { colourFamily, type ColourFamily } from '../../ui/colour-family';
import { OrderStatusBadge } from './order-status-badge';

/** Spec section 4, written out here rather than read from the code it checks. */
const SPEC: Record<OrderStatus, { label: string; colour: ColourFamily }> = {
  pending: { label: 'Chờ xử lý', colour: 'orange' },
  processing: { label: 'Đang xử lý', colour: 'blue' },
  completed: { label: 'Hoàn thành', colour: 'green' },
  cancelled: { label: 'Đã hủy', colour: 'red' },
};

/** The badge's fill and its text both read in the spec's colour. */
async function expectSpecBadge(badge: HTMLElement, status: OrderStatus) {
  const style = getComputedStyle(badge);
  await expect({ status, fill: colourFamily(style.backgroundColor), text: colourFamily(style.color) }).toEqual({
    status,
    fill: SPEC[status].colour,
    text: SPEC[status].colour,
  });
}

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
    await expect(ORDER_STATUSES.map((status) => ORDER_STATUS_META[status].label)).toEqual(ORDER_STATUSES.map((status) => SPEC[status].label));
    for (const status of ORDER_STATUSES) {
      const badge = canvas.getByText(SPEC[status].label);
      await expect(badge).toHaveAttribute('data-status', status);
      await expectSpecBadge(badge, status);
    }
  },
};

const single: Story['play'] = async ({ canvasElement, args }) => {
  const badge = within(canvasElement).getByText(SPEC[args.status].label);
  await expect(badge).toBeVisible();
  await expectSpecBadge(badge, args.status);
};

export const Pending: Story = { play: single };
export const Processing: Story = { args: { status: 'processing' }, play: single };
export const Completed: Story = { args: { status: 'completed' }, play: single };
export const Cancelled: Story = { args: { status: 'cancelled' }, play: single };
