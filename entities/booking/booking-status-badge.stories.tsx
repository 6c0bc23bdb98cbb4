import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOOKING_STATUSES, BOOKING_STATUS_META } from '../../contract/constants';
import { BookingStatusBadge } from './booking-status-badge';

const meta = {
  title: 'entities/booking/BookingStatusBadge',
  component: BookingStatusBadge,
  args: { status: 'pending' },
} satisfies Meta<typeof BookingStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three statuses in the spec's words and colours, and any other value read as cancelled (spec section 4). */
export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {BOOKING_STATUSES.map((status) => (
        <BookingStatusBadge key={status} status={status} />
      ))}
      <span data-testid="unknown">
        <BookingStatusBadge status="rejected" />
      </span>
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const status of BOOKING_STATUSES) {
      await expect(canvas.getAllByText(BOOKING_STATUS_META[status].label)[0]).toHaveAttribute('data-status', status);
    }
    await expect(within(canvas.getByTestId('unknown')).getByText('Đã hủy')).toHaveAttribute('data-status', 'cancelled');
  },
};
