import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cancelLookedUpBooking, getAvailability, lookupBooking, rescheduleLookedUpBooking, type MyBooking } from '../../contract/bookings';
import { BOOKING_PHONE, type BranchId } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { availabilityFor, makeMyBooking, myBookingsNow } from '../../mocks/data/bookings';
import { mockError, mockNetworkError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { BookingLookup } from './booking-lookup';

const CODE = 'K7M2QX';
const PHONE = '0912345678';

/** Coming on Saturday 14/03/2026 at Thủ Đức, seen on Tuesday 10/03 at 09:00 (myBookingsNow): it can still be moved and cancelled. */
const coming = makeMyBooking({
  code: CODE,
  numberPhone: PHONE,
  date: '2026-03-14',
  timeSlot: '09:00',
  status: 'pending',
  branch: 'thu-duc',
  cancellable: true,
  reschedulable: true,
  serviceName: 'Bảo dưỡng định kỳ 40.000 km',
  carModel: 'Toyota Vios 2019',
  carPlate: '51A-123.45',
});

const REASON = 'Thợ máy bận buổi sáng, gara dời sang 14:00 và đã gọi báo anh.';

/**
 * The server for one booking: the right code and phone find it, anything else is the same 404;
 * a cancel or a move changes what the next answer says.
 */
function lookupServer(initial: MyBooking) {
  let booking = { ...initial };
  return [
    http.get(lookupBooking.path, ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('code') !== booking.code || query.get('phone') !== booking.numberPhone) {
        return HttpResponse.json({ message: messages.bookings.lookupNotFound }, { status: 404 });
      }
      return HttpResponse.json(lookupBooking.response.parse(booking));
    }),
    mockOk(cancelLookedUpBooking, () => {
      booking = { ...booking, status: 'cancelled', cancellable: false, reschedulable: false };
      return booking;
    }),
    mockOk(rescheduleLookedUpBooking, async (request) => {
      const body = (await request.json()) as { date: string; timeSlot: MyBooking['timeSlot']; branch: BranchId };
      booking = { ...booking, date: body.date, timeSlot: body.timeSlot, branch: body.branch, reschedulable: false };
      return booking;
    }),
    mockOk(getAvailability, (request) => {
      const query = new URL(request.url).searchParams;
      return availabilityFor(query.get('date') ?? booking.date, ['10:00'], 3, (query.get('branch') ?? 'quan-12') as BranchId);
    }),
  ];
}

const meta = {
  title: 'features/booking/BookingLookup',
  tags: ['screen'],
  component: BookingLookup,
  args: { now: () => myBookingsNow },
  parameters: { route: '/tra-cuu-lich-hen' },
  beforeEach({ msw }) {
    msw.use(...lookupServer(coming));
  },
} satisfies Meta<typeof BookingLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function lookUp(canvas: Canvas, code = CODE, phone = PHONE) {
  const codeField = canvas.getByLabelText(/Mã lịch hẹn/);
  await userEvent.clear(codeField);
  if (code) await userEvent.type(codeField, code);
  const phoneField = canvas.getByLabelText(/Số điện thoại đặt lịch/);
  await userEvent.clear(phoneField);
  if (phone) await userEvent.type(phoneField, phone);
  await userEvent.click(canvas.getByRole('button', { name: messages.lookup.submit }));
}

const resultOf = (canvas: Canvas) => canvas.findByRole('region', { name: `Lịch hẹn ${CODE}` });

/** The page as it opens: the two fields and nothing looked up yet; sent empty, both say what is missing. */
export const EmptyForm: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: messages.lookup.title })).toBeVisible();
    await expect(canvas.getByLabelText(/Mã lịch hẹn/)).toHaveValue('');
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: messages.lookup.submit }));
    await expect(await canvas.findByText(messages.bookings.codeRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.phoneRequired)).toBeVisible();
  },
};

/** A reference that cannot be one (an O, five characters) is named before anything is asked. */
export const CodeInvalid: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'K7M2O', '091234567');
    await expect(await canvas.findByText(messages.bookings.codeInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.validation.phoneInvalid)).toBeVisible();
  },
};

/** Opened from a link with `?ma=`: the code is there, the phone field has the focus. */
export const CodeFromLink: Story = {
  args: { initialCode: 'k7m2qx' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Mã lịch hẹn/)).toHaveValue('k7m2qx');
    await waitFor(() => expect(canvas.getByLabelText(/Số điện thoại đặt lịch/)).toHaveFocus());
    await userEvent.type(canvas.getByLabelText(/Số điện thoại đặt lịch/), `${PHONE}{Enter}`);
    await expect(await resultOf(canvas)).toBeVisible();
  },
};

/** Come from the card after booking in this tab: the phone came along, and the booking shows at once. */
export const FromTheCardAfterBooking: Story = {
  args: { initialCode: CODE, knownPhone: PHONE },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await resultOf(canvas)).toBeVisible();
    await expect(canvas.getByLabelText(/Số điện thoại đặt lịch/)).toHaveValue(PHONE);
  },
};

/** While the server looks: the button says so and a placeholder stands where the booking will be. */
export const Searching: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(lookupBooking));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await expect(await canvas.findByRole('status', { name: messages.lookup.searching })).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.lookup.searching })).toBeDisabled();
  },
};

/** Found, waiting for the garage: its status, where and when, service and car, and what can still be done online. */
export const FoundPending: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'k7m-2qx');
    const result = within(await resultOf(canvas));
    await waitFor(() => expect(result.getByRole('heading', { name: `Lịch hẹn ${CODE}` })).toHaveFocus());
    await expect(result.getByText('Chờ xử lý')).toHaveAttribute('data-status', 'pending');
    await expect(result.getByText('Chi nhánh Thủ Đức')).toBeVisible();
    await expect(result.getByText('115 Võ Văn Ngân, phường Linh Chiểu, TP. Thủ Đức, TP. Hồ Chí Minh')).toBeVisible();
    await expect(result.getByText('09:00 · Thứ Bảy, 14/03/2026')).toBeVisible();
    await expect(result.getByText('Bảo dưỡng định kỳ 40.000 km')).toBeVisible();
    await expect(result.getByText('Toyota Vios 2019 · 51A-123.45')).toBeVisible();
    await expect(result.getByText(messages.bookingCard.bringList)).toBeVisible();
    await expect(result.getByRole('button', { name: messages.bookingCard.reschedule })).toBeVisible();
    await expect(result.getByRole('button', { name: messages.bookingCard.cancel })).toBeVisible();
    await expect(result.getByRole('link', { name: messages.bookingCard.addToCalendar })).toHaveAttribute(
      'href',
      `/api/contacts/lookup/calendar?code=${CODE}&phone=${PHONE}`,
    );
  },
};

/** Confirmed, with the garage's last word: the reason it gave for its change, dated. */
export const FoundWithGarageReason: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...lookupServer({
        ...coming,
        status: 'confirmed',
        timeSlot: '14:00',
        lastChange: { reason: REASON, byCustomer: false, createdAt: '2026-03-09T03:15:00.000Z' },
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    const result = within(await resultOf(canvas));
    await expect(result.getByText('Đã xác nhận')).toHaveAttribute('data-status', 'confirmed');
    await expect(result.getByText(/Gara cập nhật ngày 09\/03\/2026:/).closest('p')).toHaveTextContent(REASON);
  },
};

/** Cancelled (by the garage here): red status and its reason; nothing left to do online, not even the calendar. */
export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...lookupServer({
        ...coming,
        status: 'cancelled',
        cancellable: false,
        reschedulable: false,
        lastChange: { reason: 'Khách gọi điện báo không đến được.', byCustomer: false, createdAt: '2026-03-09T08:00:00.000Z' },
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    const result = within(await resultOf(canvas));
    await expect(result.getByText('Đã hủy')).toHaveAttribute('data-status', 'cancelled');
    await expect(result.getByText(/Khách gọi điện báo không đến được/)).toBeVisible();
    await expect(result.queryByRole('button')).toBeNull();
    await expect(result.queryByRole('link', { name: messages.bookingCard.addToCalendar })).toBeNull();
    await expect(result.queryByText(messages.bookingCard.bringList)).toBeNull();
  },
};

/** Cancelled from the page: confirmed in the dialog, the card shows 'Đã hủy' and the focus comes back to it. */
export const CancelIt: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await lookUp(canvas);
    const region = await resultOf(canvas);
    await userEvent.click(within(region).getByRole('button', { name: messages.bookingCard.cancel }));
    const dialog = await body.findByRole('alertdialog', { name: messages.bookingCard.cancelTitle });
    await expect(dialog).toHaveTextContent('Hủy lịch hẹn 09:00 ngày Thứ Bảy, 14/03/2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: messages.bookingCard.cancel }));
    await expectToast(canvasElement, messages.bookings.cancelSuccess, 'success');
    await waitFor(() => expect(within(region).getByText('Đã hủy')).toBeVisible());
    await expect(within(region).queryByRole('button', { name: messages.bookingCard.cancel })).toBeNull();
    await waitFor(() => expect(within(region).getByRole('heading', { name: `Lịch hẹn ${CODE}` })).toHaveFocus());
  },
};

/** Moved from the page: the card shows the new day, slot and branch, and 'Đổi lịch hẹn' is gone (once per booking). */
export const RescheduleIt: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await lookUp(canvas);
    const region = await resultOf(canvas);
    await userEvent.click(within(region).getByRole('button', { name: messages.bookingCard.reschedule }));
    const dialog = within(await body.findByRole('dialog', { name: messages.bookingCard.reschedule }));
    await userEvent.click(dialog.getByRole('radio', { name: /Chi nhánh Quận 12/ }));
    await waitFor(() => expect(dialog.getByRole('radio', { name: /10:00/ })).toBeDisabled());
    await userEvent.click(dialog.getByRole('radio', { name: '11:00' }));
    await userEvent.click(dialog.getByRole('button', { name: messages.lookup.rescheduleSubmit }));
    await expectToast(canvasElement, messages.bookings.rescheduleSuccess, 'success');
    await waitFor(() => expect(region).toHaveTextContent('11:00 · Thứ Bảy, 14/03/2026'));
    await expect(region).toHaveTextContent('Chi nhánh Quận 12');
    await expect(within(region).queryByRole('button', { name: messages.bookingCard.reschedule })).toBeNull();
    await expect(region).toHaveTextContent(messages.bookingCard.movedOnce);
    await expect(within(region).getByRole('button', { name: messages.bookingCard.cancel })).toBeVisible();
  },
};

/** Moved once already: no 'Đổi lịch hẹn', the phone to call instead; cancelling is still offered. */
export const MovedOnce: Story = {
  beforeEach({ msw }) {
    msw.use(...lookupServer({ ...coming, reschedulable: false }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    const region = await resultOf(canvas);
    await expect(within(region).queryByRole('button', { name: messages.bookingCard.reschedule })).toBeNull();
    await expect(within(region).getByRole('button', { name: messages.bookingCard.cancel })).toBeVisible();
    await expect(region).toHaveTextContent(messages.bookingCard.movedOnce);
    await expect(within(region).getByRole('link', { name: '0918 276 543' })).toHaveAttribute('href', 'tel:0918276543');
  },
};

/** A wrong code or a wrong phone: the same words, so a guess learns nothing. */
/** The visitor cancelled it themselves: the card says so in their words, never as the garage's update. */
export const CancelledByVisitor: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...lookupServer({
        ...coming,
        status: 'cancelled',
        cancellable: false,
        reschedulable: false,
        lastChange: { reason: messages.bookings.cancelledByCustomerReason, byCustomer: true, createdAt: '2026-03-09T08:00:00.000Z' },
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    const result = within(await resultOf(canvas));
    await expect(result.getByText(format(messages.bookingCard.customerCancelled, { date: '09/03/2026' }))).toBeVisible();
    await expect(result.queryByText(/Gara cập nhật/)).toBeNull();
  },
};

/** Moved by the visitor: back to 'Chờ xử lý' at the new place, and the card says the move was theirs. */
export const MovedByVisitor: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...lookupServer({
        ...coming,
        reschedulable: false,
        lastChange: { reason: messages.bookings.rescheduledByCustomerReason, byCustomer: true, createdAt: '2026-03-09T08:00:00.000Z' },
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    const result = within(await resultOf(canvas));
    await expect(result.getByText('Chờ xử lý')).toHaveAttribute('data-status', 'pending');
    await expect(result.getByText(format(messages.bookingCard.customerMoved, { date: '09/03/2026' }))).toBeVisible();
    await expect(result.queryByText(/Gara cập nhật/)).toBeNull();
  },
};

/** A booking the garage deleted: the lookup says so (410), not 'not found'. */
export const DeletedByGarage: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(lookupBooking, 410, format(messages.bookings.deletedByGarage, { phone: BOOKING_PHONE.display })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(format(messages.bookings.deletedByGarage, { phone: BOOKING_PHONE.display }));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const NotFound: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas, CODE, '0987654321');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.bookings.lookupNotFound);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Too many wrong tries from here: the server's 429 in its words. */
export const TooManyTries: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(lookupBooking, 429, messages.bookings.tooManyLookups));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.bookings.tooManyLookups);
  },
};

/** No answer (offline, the server down): the page's own words, not a server's. */
export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockNetworkError(lookupBooking));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await lookUp(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.bookings.lookupFailed);
  },
};

/** At 375 px the form and the card stack; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { initialCode: CODE, knownPhone: PHONE },
  async play({ canvasElement }) {
    await resultOf(within(canvasElement));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
