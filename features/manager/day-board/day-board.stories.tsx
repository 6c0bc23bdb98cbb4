import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { getBooking, getBookingBoard, type Booking } from '../../../contract/bookings';
import { TIME_SLOTS } from '../../../contract/constants';
import { formatDay, garageToday } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { boardFor, bookingDetailOf, dayBookings } from '../../../mocks/data/bookings';
import { mockAlertsSeen } from '../../../mocks/alerts-seen-handler';
import { mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { LocationProbe } from '../../../mocks/location-probe';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { shiftDay, weekdayName } from './board-day';
import { DayBoard } from './day-board';

const today = garageToday();
const yesterday = shiftDay(today, -1);

/**
 * Today: 08:00 has two places taken and a cancelled booking (not counted), 09:00 is full,
 * 14:00 has one. Yesterday: one booking at 10:00. Any other day is empty.
 */
const todays = dayBookings(today, [
  ['08:00', 'Nguyễn Văn An', '0912345667', 'confirmed'],
  ['08:00', 'Lê Hoàng Phúc', '0765432158', 'cancelled'],
  ['08:00', 'Trần Thị Bích', '0387654321', 'pending'],
  ['09:00', 'Phạm Minh Tuấn', '0865432190', 'confirmed'],
  ['09:00', 'Võ Thị Kim', '0901234504', 'pending'],
  ['09:00', 'Đặng Quốc Huy', '0356789077', 'confirmed'],
  ['14:00', 'Huỳnh Ngọc Lan', '0779876513', 'pending'],
]);
const yesterdays = dayBookings(yesterday, [['10:00', 'Bùi Đức Thắng', '0934567812', 'confirmed']]);

const bookingsOf = (date: string): Booking[] => (date === today ? todays : date === yesterday ? yesterdays : []);
const boardHandler = () => mockOk(getBookingBoard, (request) => {
  const date = new URL(request.url).searchParams.get('date') ?? '';
  return boardFor(date, bookingsOf(date));
});
const detailHandler = () => mockOk(getBooking, (_request, params) => bookingDetailOf([...todays, ...yesterdays].find((booking) => booking._id === params.id)!));

const seen = fn();

const meta = {
  title: 'features/manager/day-board/DayBoard',
  component: DayBoard,
  parameters: { route: '/manager/booking-board' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach({ msw }) {
    // The board's path before '/api/contacts/:id', which would otherwise answer it.
    seen.mockClear();
    msw.use(boardHandler(), detailHandler(), mockAlertsSeen(seen));
  },
} satisfies Meta<typeof DayBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotCard = (canvasElement: HTMLElement, slot: string) => within(canvasElement).getByRole('region', { name: slot });
/** The day the board shows, under its title. */
const heading = (canvasElement: HTMLElement) => canvasElement.querySelector('header time');
/** Waits until the slot shows this text (the board of another day may still be on screen). */
const expectInSlot = (canvasElement: HTMLElement, slot: string, text: string) =>
  waitFor(() => expect(within(slotCard(canvasElement, slot)).getByText(text)).toBeVisible());

/** Today by default: every slot in order with its places, full and cancelled ones marked; a card opens the booking. */
export const Success: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('today, every slot in order, morning and afternoon', async () => {
      await canvas.findByRole('region', { name: '08:00' });
      await expect(heading(canvasElement)).toHaveTextContent(`${weekdayName(today)}, ${formatDay(today)}`);
      await expect(canvas.getByText('Hôm nay', { selector: 'span' })).toBeVisible();
      await expect(canvas.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([...TIME_SLOTS]);
      await expect(canvas.getByRole('heading', { level: 2, name: 'Buổi sáng' })).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 2, name: 'Buổi chiều' })).toBeVisible();
      await expect(canvas.getByText('Tự cập nhật mỗi 30 giây')).toBeVisible();
    });
    await step('places used out of capacity; the cancelled booking is struck and not counted; a full slot says so', async () => {
      const eight = within(slotCard(canvasElement, '08:00'));
      await expect(eight.getByText('2/3')).toBeVisible();
      await expect(eight.getAllByRole('button').map((card) => card.textContent)).toEqual([
        expect.stringContaining('Nguyễn Văn An'),
        expect.stringContaining('Trần Thị Bích'),
        expect.stringContaining('Lê Hoàng Phúc'),
      ]);
      await expect(eight.getByText('Lê Hoàng Phúc')).toHaveClass('line-through');
      const nine = within(slotCard(canvasElement, '09:00'));
      await expect(nine.getByText('3/3')).toBeVisible();
      await expect(nine.getByText('Đã kín')).toBeVisible();
      await expect(within(slotCard(canvasElement, '10:00')).getByText('0/3')).toBeVisible();
      await expect(within(slotCard(canvasElement, '10:00')).getByText('Chưa có lịch hẹn')).toBeVisible();
      await expect(within(slotCard(canvasElement, '14:00')).getByText('1/3')).toBeVisible();
    });
    await step('a card opens the booking', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Huỳnh Ngọc Lan/ }));
      const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Chi tiết lịch hẹn' }));
      await expect(await dialog.findByText('0779876513')).toBeVisible();
      await expect(dialog.getByText(messages.bookings.historyEmpty)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Chỉnh sửa' })).toBeVisible();
    });
  },
};

/** The day lives in the address: previous, next, today and the date field move it. */
export const DayNavigation: Story = {
  parameters: { route: `/manager/booking-board?date=${yesterday}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const address = () => canvas.getByTestId('location');
    await expectInSlot(canvasElement, '10:00', '1/3');
    await expect(heading(canvasElement)).toHaveTextContent(formatDay(yesterday));

    await userEvent.click(canvas.getByRole('button', { name: 'Hôm sau' }));
    await expectInSlot(canvasElement, '08:00', '2/3');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/manager\/booking-board$/));
    await expect(canvas.getByRole('button', { name: 'Hôm nay' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Hôm sau' }));
    await expect(await canvas.findByText(messages.bookings.boardEmpty)).toBeVisible();
    await waitFor(() => expect(address()).toHaveTextContent(`/manager/booking-board?date=${shiftDay(today, 1)}`));

    await userEvent.click(canvas.getByRole('button', { name: 'Hôm trước' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hôm trước' }));
    await waitFor(() => expect(address()).toHaveTextContent(`/manager/booking-board?date=${yesterday}`));
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent(formatDay(yesterday)));

    await userEvent.click(canvas.getByRole('button', { name: 'Hôm nay' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/manager\/booking-board$/));

    // The phone's own calendar sets the whole day at once.
    fireEvent.change(canvas.getByLabelText('Chọn ngày'), { target: { value: '2026-03-12' } });
    await waitFor(() => expect(address()).toHaveTextContent('/manager/booking-board?date=2026-03-12'));
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent(`${weekdayName('2026-03-12')}, 12/03/2026`));
  },
};

export const Empty: Story = {
  parameters: { route: '/manager/booking-board?date=2026-03-12' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.bookings.boardEmpty)).toBeVisible();
    await expect(canvas.getAllByText('0/3')).toHaveLength(TIME_SLOTS.length);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getBookingBoard));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

/** A failed load says so in place, with a retry that works. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(getBookingBoard.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.bookings.boardLoadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expectInSlot(canvasElement, '08:00', '2/3');
  },
};

let asked = 0;

/** The board asks again by itself (every 30 s in use; every second here): a new booking appears. */
export const RefreshesItself: Story = {
  args: { refreshIntervalMs: 1000 },
  beforeEach({ msw }) {
    asked = 0;
    const late = dayBookings(today, [['14:00', 'Kiều Anh Thư', '0856789012', 'pending']]);
    msw.use(
      mockOk(getBookingBoard, () => {
        asked += 1;
        return boardFor(today, asked === 1 ? todays : [...todays, ...late]);
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tự cập nhật mỗi 1 giây')).toBeVisible();
    await expectInSlot(canvasElement, '14:00', '1/3');
    await expectInSlot(canvasElement, '14:00', '2/3');
    await expect(canvas.getByRole('button', { name: /Kiều Anh Thư/ })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expectInSlot(canvasElement, '08:00', '2/3');
    await expectNoSideScroll(canvasElement);
    // One column: the afternoon comes under the morning.
    const morning = canvas.getByRole('heading', { name: 'Buổi sáng' }).getBoundingClientRect();
    const afternoon = canvas.getByRole('heading', { name: 'Buổi chiều' }).getBoundingClientRect();
    await expect(afternoon.top).toBeGreaterThan(morning.bottom);
    await expect(Math.round(afternoon.left)).toBe(Math.round(morning.left));
  },
};

/** Opening the board marks this staff member's new bookings seen, as the list does. */
export const MarksNewBookingsSeen: Story = {
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Lịch trong ngày' })).toBeVisible();
    await waitFor(() => expect(seen).toHaveBeenCalledWith('bookings'));
  },
};
