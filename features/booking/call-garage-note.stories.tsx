import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOOKING_RESCHEDULE_LEAD_HOURS } from '../../contract/constants';
import { BOOKING_PHONE } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { CallGarageNote } from './call-garage-note';

const meta = {
  title: 'features/booking/CallGarageNote',
  component: CallGarageNote,
  args: { note: format(messages.bookingCard.rescheduleLate, { hours: BOOKING_RESCHEDULE_LEAD_HOURS }) },
} satisfies Meta<typeof CallGarageNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Too late to move online: the reason, then the booking phone as a link that calls it. */
export const TooLate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Đã quá hạn đổi lịch trực tuyến/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: BOOKING_PHONE.display })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  },
};

/** Moved once already. */
export const MovedOnce: Story = { args: { note: messages.bookingCard.movedOnce } };
