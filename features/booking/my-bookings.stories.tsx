import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cancelMyBooking, getAvailability, listMyBookings, rescheduleMyBooking, type MyBooking } from '../../contract/bookings';
import type { BranchId } from '../../contract/garage';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { LiveSocketProvider } from '../../entities/chat/live-socket';
import { demoCustomer } from '../../mocks/data/accounts';
import { availabilityFor, demoMyBookings, myBookingsNow } from '../../mocks/data/bookings';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { FakeChatServer } from '../../mocks/fake-chat-socket';
import { withStoryRoutes } from '../../.storybook/story-routes';
import { expectToast } from '../../.storybook/story-toast';
import { MyBookings } from './my-bookings';

const withRoutes = withStoryRoutes('/account/bookings', { '/lien-he': 'Trang liên hệ' });

const TOO_LATE = 'Chỉ hủy được lịch hẹn trước giờ hẹn ít nhất 2 giờ. Vui lòng gọi gara để được hỗ trợ.';

/** The customer's list, which a cancel or a move really changes: the next read answers the changed booking. */
function bookingServer(initial: MyBooking[]) {
  let bookings = initial.map((booking) => ({ ...booking }));
  const change = (id: unknown, edit: Partial<MyBooking>) => {
    const changed = { ...bookings.find((booking) => booking._id === id)!, ...edit };
    bookings = bookings.map((booking) => (booking._id === changed._id ? changed : booking));
    return changed;
  };
  return [
    mockOk(listMyBookings, () => bookings),
    mockOk(cancelMyBooking, (_request, params) => change(params.id, { status: 'cancelled', cancellable: false, reschedulable: false })),
    mockOk(rescheduleMyBooking, async (request, params) => {
      const body = (await request.json()) as Pick<MyBooking, 'date' | 'timeSlot' | 'branch'>;
      return change(params.id, { ...body, reschedulable: false });
    }),
    mockOk(getAvailability, (request) => {
      const query = new URL(request.url).searchParams;
      return availabilityFor(query.get('date') ?? '2026-03-14', ['10:00'], 3, (query.get('branch') ?? 'quan-12') as BranchId);
    }),
  ];
}

const meta = {
  title: 'features/booking/MyBookings',
  tags: ['screen'],
  component: MyBookings,
  args: { accountId: demoCustomer._id, now: () => myBookingsNow },
  decorators: [withRoutes],
  parameters: { route: '/account/bookings' },
  beforeEach({ msw }) {
    msw.use(...bookingServer(demoMyBookings));
  },
} satisfies Meta<typeof MyBookings>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemOf = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole('listitem', { name });

/** Coming appointments soonest first, then past ones; status in the spec's colours; the garage's last reason. */
export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const upcoming = within(await canvas.findByRole('region', { name: 'Sắp tới' }));
    const past = within(canvas.getByRole('region', { name: 'Đã qua' }));
    await expect(upcoming.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      '10:00 · Thứ Ba, 10/03/2026',
      '14:00 · Thứ Năm, 12/03/2026',
      '09:00 · Thứ Bảy, 14/03/2026',
    ]);
    await expect(past.getAllByRole('listitem')).toHaveLength(2);
    const moved = await itemOf(canvasElement, /14:00 · Thứ Năm/);
    await expect(within(moved).getByText('Đã xác nhận')).toHaveAttribute('data-status', 'confirmed');
    await expect(moved).toHaveTextContent('Thợ máy bận buổi sáng, gara dời sang 14:00 và đã gọi báo anh.');
    await expect(within(past.getAllByRole('listitem')[1]!).getByText('Đã hủy')).toHaveAttribute('data-status', 'cancelled');
    await expect(past.queryByRole('button', { name: 'Hủy lịch hẹn' })).toBeNull();
    const withCar = await itemOf(canvasElement, /09:00 · Thứ Bảy/);
    await expect(withCar).toHaveTextContent('Chi nhánh Thủ Đức · 115 Võ Văn Ngân, phường Linh Chiểu, TP. Thủ Đức');
    await expect(withCar).toHaveTextContent('Toyota Vios 2019 · 51A-123.45');
    await expect(withCar).toHaveTextContent('Bảo dưỡng định kỳ 40.000 km');
  },
};

/** Confirmed in the dialog: the booking reads 'Đã hủy' and its button is gone. */
export const Cancel: Story = {
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    const item = await itemOf(canvasElement, /09:00 · Thứ Bảy/);
    await userEvent.click(within(item).getByRole('button', { name: 'Hủy lịch hẹn' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Hủy lịch hẹn?' });
    await expect(dialog).toHaveTextContent('Hủy lịch hẹn 09:00 ngày Thứ Bảy, 14/03/2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy lịch hẹn' }));
    await expectToast(canvasElement, messages.bookings.cancelSuccess, 'success');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(item).getByText('Đã hủy')).toBeVisible());
    await expect(within(item).queryByRole('button', { name: 'Hủy lịch hẹn' })).toBeNull();
  },
};

/** 'Giữ lịch hẹn' closes the dialog and nothing is sent. */
export const CancelKept: Story = {
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    const item = await itemOf(canvasElement, /09:00 · Thứ Bảy/);
    await userEvent.click(within(item).getByRole('button', { name: 'Hủy lịch hẹn' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Hủy lịch hẹn?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Giữ lịch hẹn' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(within(item).getByText('Chờ xử lý')).toBeVisible();
  },
};

/** Within two hours of the start there is no button, only the phone to call. */
export const TooLateToCancel: Story = {
  async play({ canvasElement }) {
    const item = await itemOf(canvasElement, /10:00 · Thứ Ba/);
    await expect(within(item).queryByRole('button', { name: 'Hủy lịch hẹn' })).toBeNull();
    await expect(item).toHaveTextContent('Đã quá hạn hủy trực tuyến (2 giờ trước giờ hẹn).');
    await expect(within(item).getByRole('link', { name: '0918 276 543' })).toHaveAttribute('href', 'tel:0918276543');
  },
};

/** The page was left open until too late: the server refuses in its words and the list catches up. */
export const CancelRefusedTooLate: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listMyBookings, demoMyBookings), mockError(cancelMyBooking, 409, TOO_LATE));
  },
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    const item = await itemOf(canvasElement, /09:00 · Thứ Bảy/);
    await userEvent.click(within(item).getByRole('button', { name: 'Hủy lịch hẹn' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Hủy lịch hẹn?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy lịch hẹn' }));
    await expectToast(canvasElement, TOO_LATE, 'error');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Moved in the dialog: the booking shows its new day and slot, and 'Đổi lịch hẹn' is gone (once per booking). */
export const Reschedule: Story = {
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    const item = await itemOf(canvasElement, /09:00 · Thứ Bảy/);
    await userEvent.click(within(item).getByRole('button', { name: messages.bookingCard.reschedule }));
    const dialog = within(await body.findByRole('dialog', { name: messages.bookingCard.reschedule }));
    await expect(dialog.getByRole('radio', { name: /Chi nhánh Thủ Đức/ })).toBeChecked();
    await waitFor(() => expect(dialog.getByRole('radio', { name: /10:00/ })).toBeDisabled());
    await userEvent.click(dialog.getByRole('radio', { name: '11:00' }));
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await expectToast(canvasElement, messages.bookings.rescheduleSuccess, 'success');
    const moved = await itemOf(canvasElement, /11:00 · Thứ Bảy/);
    await expect(within(moved).queryByRole('button', { name: messages.bookingCard.reschedule })).toBeNull();
    await expect(moved).toHaveTextContent(messages.bookingCard.movedOnce);
    await expect(within(moved).getByRole('button', { name: 'Hủy lịch hẹn' })).toBeVisible();
  },
};

/** Only bookings the server says can still be moved offer it: not the one starting within two hours, nor past ones. */
export const RescheduleOffered: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await itemOf(canvasElement, /09:00 · Thứ Bảy/);
    await expect(canvas.getAllByRole('button', { name: messages.bookingCard.reschedule })).toHaveLength(2);
    await expect(within(await itemOf(canvasElement, /10:00 · Thứ Ba/)).queryByRole('button', { name: messages.bookingCard.reschedule })).toBeNull();
  },
};

/** Moved meanwhile from another tab: the server's refusal in the dialog, and the list catches up. */
export const RescheduleRefused: Story = {
  beforeEach({ msw }) {
    let refused = false;
    msw.use(
      mockOk(listMyBookings, () =>
        refused ? demoMyBookings.map((booking, index) => (index === 0 ? { ...booking, reschedulable: false } : booking)) : demoMyBookings,
      ),
      http.put(rescheduleMyBooking.path, () => {
        refused = true;
        return HttpResponse.json({ message: messages.bookings.rescheduleOnce }, { status: 409 });
      }),
    );
  },
  async play({ canvasElement }) {
    const body = within(canvasElement.ownerDocument.body);
    const item = await itemOf(canvasElement, /09:00 · Thứ Bảy/);
    await userEvent.click(within(item).getByRole('button', { name: messages.bookingCard.reschedule }));
    const dialog = within(await body.findByRole('dialog', { name: messages.bookingCard.reschedule }));
    await userEvent.click(await dialog.findByRole('radio', { name: '11:00' }));
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.bookings.rescheduleOnce);
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.keepCurrent }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(item).toHaveTextContent(messages.bookingCard.movedOnce));
    await expect(within(item).queryByRole('button', { name: messages.bookingCard.reschedule })).toBeNull();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(listMyBookings, []));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.bookings.mineEmpty)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: /Đặt lịch/ });
    for (const link of links) await expect(link).toHaveAttribute('href', '/lien-he');
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(listMyBookings));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Error: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(listMyBookings, 500));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.bookings.mineLoadFailed);
    await expectToast(canvasElement, messages.bookings.mineLoadFailed, 'error');
  },
};

/** At 375 px the cards stack, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await itemOf(canvasElement, /09:00 · Thứ Bảy/);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The customer's socket in the story: `server.emit` plays what the real server sends them. */
let server = new FakeChatServer();
/** Whether the garage has confirmed the Saturday booking on the story's server yet. */
let confirmed = false;
const REASON = 'Gara đã xác nhận, mời anh đến đúng giờ.';

/**
 * The garage confirms the Saturday booking while the page is open: the socket says so and the
 * list is read again, showing the new status and the garage's reason without a reload.
 */
export const UpdatedByTheGarage: Story = {
  decorators: [
    (Story) => (
      <LiveSocketProvider token="token-khach-hang" factory={server.factory}>
        <Story />
      </LiveSocketProvider>
    ),
  ],
  beforeEach({ msw }) {
    server = new FakeChatServer();
    confirmed = false;
    const saturday = demoMyBookings[0]!;
    msw.use(
      mockOk(listMyBookings, () =>
        confirmed
          ? demoMyBookings.map((booking) =>
              booking._id === saturday._id ? { ...booking, status: 'confirmed' as const, lastChange: { reason: REASON, createdAt: '2026-03-09T05:00:00.000Z' } } : booking,
            )
          : demoMyBookings,
      ),
    );
  },
  async play({ canvasElement }) {
    const item = await itemOf(canvasElement, /09:00 · Thứ Bảy/);
    await expect(within(item).getByText('Chờ xử lý')).toBeVisible();
    await waitFor(() => expect(server.connections).toHaveLength(1));
    // The change is stored, then the event goes out, as on the server.
    confirmed = true;
    // Sent again until the page is listening: a repeated event only reads the list once more.
    await waitFor(() => {
      server.emit(LIVE_EVENTS.bookingUpdated, { id: demoMyBookings[0]!._id });
      return expect(within(item).getByText('Đã xác nhận')).toBeVisible();
    });
    await expect(item).toHaveTextContent(REASON);
  },
};
