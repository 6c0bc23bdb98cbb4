import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOOKING_STATUSES, BOOKING_STATUS_META, type BookingStatus } from '../../contract/constants';
import { colourFamily, type ColourFamily } from '../../ui/colour-family';
import { BookingStatusBadge } from './booking-status-badge';

/** Spec section 4, written out here rather than read from the code it checks. */
const SPEC: Record<BookingStatus, { label: string; colour: ColourFamily }> = {
  pending: { label: 'Chờ xử lý', colour: 'orange' },
  confirmed: { label: 'Đã xác nhận', colour: 'green' },
  cancelled: { label: 'Đã hủy', colour: 'red' },
};

/** The badge's fill and its text both read in the spec's colour. */
async function expectSpecBadge(badge: HTMLElement, status: BookingStatus) {
  const style = getComputedStyle(badge);
  await expect({ status, fill: colourFamily(style.backgroundColor), text: colourFamily(style.color) }).toEqual({
    status,
    fill: SPEC[status].colour,
    text: SPEC[status].colour,
  });
}

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
    await expect(BOOKING_STATUSES.map((status) => BOOKING_STATUS_META[status].label)).toEqual(BOOKING_STATUSES.map((status) => SPEC[status].label));
    for (const status of BOOKING_STATUSES) {
      const badge = canvas.getAllByText(SPEC[status].label)[0]!;
      await expect(badge).toHaveAttribute('data-status', status);
      await expectSpecBadge(badge, status);
    }
    const unknown = within(canvas.getByTestId('unknown')).getByText('Đã hủy');
    await expect(unknown).toHaveAttribute('data-status', 'cancelled');
    await expectSpecBadge(unknown, 'cancelled');
  },
};

const single: Story['play'] = async ({ canvasElement, args }) => {
  const status = args.status as BookingStatus;
  const badge = within(canvasElement).getByText(SPEC[status].label);
  await expect(badge).toBeVisible();
  await expectSpecBadge(badge, status);
};

export const Pending: Story = { play: single };
export const Confirmed: Story = { args: { status: 'confirmed' }, play: single };
export const Cancelled: Story = { args: { status: 'cancelled' }, play: single };
