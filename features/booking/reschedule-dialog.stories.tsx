import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { getAvailability } from '../../contract/bookings';
import { ApiError } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { availabilityFor } from '../../mocks/data/bookings';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { Button } from '../../ui/button';
import { RescheduleDialog } from './reschedule-dialog';

const TODAY = '2030-06-10';

/** How many times the day's places were asked for, story by story. */
let availabilityCalls = 0;

/** At Quận 12 10:00 and 15:00 are full; at Thủ Đức 08:00. */
function slotsAsked(request: Request) {
  availabilityCalls += 1;
  const query = new URL(request.url).searchParams;
  const branch = (query.get('branch') ?? 'quan-12') as BranchId;
  return availabilityFor(query.get('date') ?? TODAY, branch === 'thu-duc' ? ['08:00'] : ['10:00', '15:00'], 3, branch);
}

const meta = {
  title: 'features/booking/RescheduleDialog',
  component: RescheduleDialog,
  args: {
    booking: { branch: 'quan-12', date: '2030-06-12', timeSlot: '09:00' },
    today: TODAY,
    trigger: <Button variant="outline">Đổi lịch hẹn</Button>,
    onReschedule: fn(async () => {}),
  },
  beforeEach({ msw }) {
    availabilityCalls = 0;
    msw.use(mockOk(getAvailability, slotsAsked));
  },
} satisfies Meta<typeof RescheduleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đổi lịch hẹn' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Đổi lịch hẹn' }));
}

/** Opened: where the booking is now, its branch and day chosen, that day's places; the current slot and full ones cannot be picked. */
export const Open: Story = {
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('Lịch hiện tại: 09:00, Thứ Tư, 12/06/2030, Chi nhánh Quận 12.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Chi nhánh Quận 12/ })).toBeChecked();
    await expect(dialog.getByLabelText(/Ngày hẹn mới/)).toHaveValue('2030-06-12');
    await waitFor(() => expect(dialog.getByRole('radio', { name: /10:00/ })).toBeDisabled());
    await expect(dialog.getByRole('radio', { name: /15:00/ })).toBeDisabled();
    const current = dialog.getByRole('radio', { name: /09:00/ });
    await expect(current).toBeDisabled();
    await expect(current.closest('label')).toHaveTextContent(messages.lookup.currentSlotLabel);
    await expect(dialog.getByRole('radio', { name: '11:00' })).toBeEnabled();
  },
};

/** The other branch has its own places: its full slot is another one, and the same hour there is a move. */
export const OtherBranch: Story = {
  async play({ canvasElement, args }) {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: /Chi nhánh Thủ Đức/ }));
    await waitFor(() => expect(dialog.getByRole('radio', { name: /08:00/ })).toBeDisabled());
    await expect(dialog.getByRole('radio', { name: '10:00' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('radio', { name: '09:00' }));
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await waitFor(() => expect(args.onReschedule).toHaveBeenCalledWith({ branch: 'thu-duc', date: '2030-06-12', timeSlot: '09:00' }));
  },
};

/** Sent without a slot: the dialog names it and nothing is sent. */
export const SlotMissing: Story = {
  async play({ canvasElement, args }) {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await expect(await dialog.findByText(messages.bookings.timeSlotRequired)).toBeVisible();
    await expect(args.onReschedule).not.toHaveBeenCalled();
  },
};

/** A day past the 90 days ahead is named before anything is sent. */
export const DayTooFar: Story = {
  async play({ canvasElement, args }) {
    const dialog = await openDialog(canvasElement);
    fireEvent.change(dialog.getByLabelText(/Ngày hẹn mới/), { target: { value: '2030-09-20' } });
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await expect(await dialog.findByText(format(messages.bookings.dateTooFar, { days: 90 }))).toBeVisible();
    await expect(args.onReschedule).not.toHaveBeenCalled();
  },
};

/** Moved: the dialog closes and says so; the new place is what was sent. */
export const Success: Story = {
  async play({ canvasElement, args }) {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openDialog(canvasElement);
    fireEvent.change(dialog.getByLabelText(/Ngày hẹn mới/), { target: { value: '2030-06-13' } });
    await userEvent.click(await dialog.findByRole('radio', { name: '14:00' }));
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await expectToast(canvasElement, messages.bookings.rescheduleSuccess, 'success');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onReschedule).toHaveBeenCalledWith({ branch: 'quan-12', date: '2030-06-13', timeSlot: '14:00' });
    await expect(within(canvasElement).getByRole('button', { name: 'Đổi lịch hẹn' })).toHaveFocus();
  },
};

/** Someone took the last place meanwhile: the server's words in the dialog, which stays open, and the day's places are read again. */
export const SlotFullError: Story = {
  args: { onReschedule: fn(() => Promise.reject(new ApiError(409, messages.bookings.slotFull))) },
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('radio', { name: '11:00' }));
    const asked = availabilityCalls;
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.bookings.slotFull);
    await waitFor(() => expect(availabilityCalls).toBeGreaterThan(asked));
    await expect(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit })).toBeEnabled();
  },
};

/** Moved once already (from another tab): the refusal is said in the dialog. */
export const MovedOnceRefusal: Story = {
  args: { onReschedule: fn(() => Promise.reject(new ApiError(409, messages.bookings.rescheduleOnce))) },
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('radio', { name: '11:00' }));
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.bookings.rescheduleOnce);
  },
};

/** No answer from the server: the dialog's own words, and the choice is kept for another try. */
export const ConnectionLost: Story = {
  args: { onReschedule: fn(() => Promise.reject(new ApiError(0, messages.common.connectionError))) },
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('radio', { name: '11:00' }));
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.bookings.rescheduleFailed);
    await expect(dialog.getByRole('radio', { name: '11:00' })).toBeChecked();
  },
};

/** The day's places could not be read: said, and the slots stay open (the server checks anyway). */
export const AvailabilityError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getAvailability, 500));
  },
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText(messages.bookings.availabilityFailed)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '10:00' })).toBeEnabled();
  },
};

/** At 375 px the dialog fits the screen; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole('radio', { name: /10:00/ })).toBeDisabled());
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const box = canvasElement.ownerDocument.querySelector('[role="dialog"]')!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(root.clientWidth);
  },
};
