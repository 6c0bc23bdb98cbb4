import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { createDeskBooking, getAvailability, getBooking, getBookingBoard, updateBooking, type Booking, type BookingUpdate, type DeskBookingBody } from '../../../contract/bookings';
import { getBranchSettings } from '../../../contract/branches';
import { TIME_SLOTS } from '../../../contract/constants';
import { formatDay, garageToday } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { listProducts } from '../../../contract/products';
import { availabilityFor, boardFor, bookingDetailOf, bookingEditor, dayBookings, makeBooking, makeBookingUpdate } from '../../../mocks/data/bookings';
import { demoBranchSettings } from '../../../mocks/data/branches';
import { demoProducts } from '../../../mocks/data/products';
import { mockAlertsSeen } from '../../../mocks/alerts-seen-handler';
import { mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { LocationProbe } from '../../../.storybook/location-probe';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { makeRepairDetail } from '../../../mocks/repair-data';
import { resetWorkshop, workshop, workshopHandlers } from '../repairs/repair-story-kit';
import { agreeToProcessing } from '../../../entities/privacy/consent-story-kit';
import { shiftDay, weekdayName } from './board-day';
import { DayBoard } from './day-board';

const today = garageToday();
const yesterday = shiftDay(today, -1);

/**
 * Quận 12 (3 places a slot) today: 08:00 has two places taken and a cancelled booking (not
 * counted), 09:00 is full, 14:00 has one. Thủ Đức (4 places) today: one at 08:00, one at 10:00.
 * Yesterday: one booking at 10:00 in Quận 12. Any other day is empty.
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
const thuDucTodays = dayBookings(
  today,
  [
    ['08:00', 'Trương Văn Hải', '0931112233', 'confirmed'],
    ['10:00', 'Lâm Thị Hoa', '0977665544', 'pending'],
  ],
  'thu-duc',
);
const yesterdays = dayBookings(yesterday, [['10:00', 'Bùi Đức Thắng', '0934567812', 'confirmed']]);
const capacityOf = (branch: BranchId) => (branch === 'thu-duc' ? 4 : 3);

/** The server as the board sees it: the bookings and their histories, changed by a move or the desk. */
const store: Booking[] = [];
const histories = new Map<string, BookingUpdate[]>();
const sentUpdate = fn();

function resetStore() {
  store.splice(0, store.length, ...[...todays, ...thuDucTodays, ...yesterdays].map((booking) => ({ ...booking })));
  histories.clear();
}

const detailOf = (id: string) => bookingDetailOf(store.find((booking) => booking._id === id)!, histories.get(id) ?? []);

const boardHandler = () =>
  mockOk(getBookingBoard, (request) => {
    const query = new URL(request.url).searchParams;
    const date = query.get('date') ?? '';
    const branch = (query.get('branch') ?? 'quan-12') as BranchId;
    // The server joins each booking's repair; here the stories' workshop is that table.
    const repairOf = (bookingId: string) => {
      const job = workshop.jobs.find((candidate) => candidate.bookingId === bookingId);
      return job ? { _id: job._id, code: job.code } : null;
    };
    return boardFor(date, store, capacityOf(branch), branch, null, repairOf);
  });
const availabilityHandler = () =>
  mockOk(getAvailability, (request) => {
    const query = new URL(request.url).searchParams;
    const branch = (query.get('branch') ?? 'quan-12') as BranchId;
    return availabilityFor(query.get('date') ?? today, [], capacityOf(branch), branch);
  });
const updateHandler = () =>
  mockOk(updateBooking, async (request, params) => {
    const { updateReason, ...body } = (await request.json()) as Booking & { updateReason: string; allowSamePhone?: boolean };
    sentUpdate(body, updateReason);
    const index = store.findIndex((booking) => booking._id === params.id);
    const before = store[index]!;
    const changes: BookingUpdate['changes'] = {};
    for (const field of ['date', 'timeSlot', 'branch'] as const) {
      if (body[field] !== before[field]) changes[field] = { from: before[field], to: body[field] };
    }
    store[index] = { ...before, date: body.date, timeSlot: body.timeSlot, branch: body.branch };
    histories.set(before._id, [makeBookingUpdate({ reason: updateReason, changes, account: bookingEditor, createdAt: new Date().toISOString() }), ...(histories.get(before._id) ?? [])]);
    return detailOf(before._id);
  });
const deskHandler = () =>
  mockOk(
    createDeskBooking,
    async (request) => {
      const body = (await request.json()) as DeskBookingBody;
      const booking = makeBooking({ fullName: body.fullName, numberPhone: body.numberPhone, branch: body.branch, date: body.date, timeSlot: body.timeSlot, code: 'K7M2QX' });
      store.push(booking);
      return booking;
    },
    { status: 201 },
  );

const seen = fn();

const meta = {
  title: 'features/manager/day-board/DayBoard',
  tags: ['screen'],
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
    seen.mockClear();
    sentUpdate.mockClear();
    resetStore();
    // The board's path before '/api/contacts/:id', which would otherwise answer it.
    msw.use(
      boardHandler(),
      availabilityHandler(),
      deskHandler(),
      mockOk(getBooking, (_request, params) => detailOf(String(params.id))),
      updateHandler(),
      mockOk(getBranchSettings, demoBranchSettings()),
      mockOk(listProducts, demoProducts),
      mockAlertsSeen(seen),
      ...workshopHandlers(),
    );
    // Nguyễn Văn An's car is already in the workshop; the other bookings are still to check in.
    resetWorkshop([makeRepairDetail({ step: 'inspection', code: 'RQ7K2A', bookingId: todays[0]!._id, fullName: todays[0]!.fullName, branch: 'quan-12' })]);
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
  tags: ['visual'],
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
    await step('Quận 12 by default (no usual branch), with its places per slot', async () => {
      await expect(canvas.getByRole('tab', { name: 'Quận 12' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tab', { name: 'Thủ Đức' })).toHaveAttribute('aria-selected', 'false');
      await expect(canvas.getByText('Chi nhánh Quận 12 · 3 chỗ mỗi khung giờ')).toBeVisible();
      await expect(canvas.queryByText('Trương Văn Hải')).toBeNull();
    });
    await step('places used out of capacity; the cancelled booking is struck and not counted; a full slot says so', async () => {
      const eight = within(slotCard(canvasElement, '08:00'));
      await expect(eight.getByText('2/3')).toBeVisible();
      const bookingButtons = eight.getAllByRole('button').filter((button) => !button.textContent?.includes('Nhận xe'));
      await expect(bookingButtons.map((card) => card.textContent)).toEqual([
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
      await userEvent.click(canvas.getByRole('button', { name: /^\d\d:\d\d ?Huỳnh Ngọc Lan/ }));
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

    // Two presses before the board draws again still move two days.
    const back = canvas.getByRole('button', { name: 'Hôm trước' });
    back.click();
    back.click();
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
  tags: ['visual'],
  parameters: { route: '/manager/booking-board?date=2026-03-12' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.bookings.boardEmpty)).toBeVisible();
    await expect(canvas.getAllByText('0/3')).toHaveLength(TIME_SLOTS.length);
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(getBookingBoard));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

/** A failed load says so in place, with a retry that works. */
export const LoadError: Story = {
  tags: ['visual'],
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
    await expect(canvas.getByRole('button', { name: /^\d\d:\d\d ?Kiều Anh Thư/ })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expectInSlot(canvasElement, '08:00', '2/3');
    await expectNoSideScroll(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Đặt lịch cho khách' })).toBeVisible();
    await userEvent.click(tab(canvasElement, 'Thủ Đức'));
    await expectInSlot(canvasElement, '10:00', '1/4');
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

const tab = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('tab', { name });
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

/** The branch switch: each branch's own day and places, the choice in the address; the day stays. */
export const BranchSwitch: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expectInSlot(canvasElement, '08:00', '2/3');
    await userEvent.click(tab(canvasElement, 'Thủ Đức'));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/manager/booking-board?branch=thu-duc'));
    await expectInSlot(canvasElement, '10:00', '1/4');
    await expect(tab(canvasElement, 'Thủ Đức')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Chi nhánh Thủ Đức · 4 chỗ mỗi khung giờ')).toBeVisible();
    await expect(within(slotCard(canvasElement, '08:00')).getByText('Trương Văn Hải')).toBeVisible();
    await expect(canvas.queryByText('Nguyễn Văn An')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Hôm trước' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/manager/booking-board?branch=thu-duc&date=${yesterday}`));
    await expect(await canvas.findByText(messages.bookings.boardEmpty)).toBeVisible();

    await userEvent.click(tab(canvasElement, 'Quận 12'));
    await expectInSlot(canvasElement, '10:00', '1/3');
    await expect(canvas.getByText('Bùi Đức Thắng')).toBeVisible();
  },
};

/** Without `?branch=` the board opens on the staff member's usual branch. */
export const OpensOnUsualBranch: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getBranchSettings, demoBranchSettings({ usualBranch: 'thu-duc' })));
  },
  async play({ canvasElement }) {
    await expectInSlot(canvasElement, '10:00', '1/4');
    await expect(tab(canvasElement, 'Thủ Đức')).toHaveAttribute('aria-selected', 'true');
    await expect(address(canvasElement)).toHaveTextContent(/^\/manager\/booking-board$/);
  },
};

/** A branch in the address wins over the usual one (a link from the start page). */
export const BranchFromAddress: Story = {
  parameters: { route: '/manager/booking-board?branch=quan-12' },
  beforeEach({ msw }) {
    msw.use(mockOk(getBranchSettings, demoBranchSettings({ usualBranch: 'thu-duc' })));
  },
  async play({ canvasElement }) {
    await expectInSlot(canvasElement, '09:00', '3/3');
    await expect(tab(canvasElement, 'Quận 12')).toHaveAttribute('aria-selected', 'true');
  },
};

/** The usual branch cannot be read: the board still opens, on Quận 12. */
export const UsualBranchUnknown: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(getBranchSettings.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 })));
  },
  async play({ canvasElement }) {
    await expectInSlot(canvasElement, '08:00', '2/3');
    await expect(tab(canvasElement, 'Quận 12')).toHaveAttribute('aria-selected', 'true');
  },
};

/** The desk books a caller at the other branch, then 'Xem trên bảng' shows them there. */
export const DeskBookingOnBoard: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await expectInSlot(canvasElement, '08:00', '2/3');
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch cho khách' }));
    const form = within(await body.findByRole('form', { name: 'Đặt lịch cho khách' }));
    await expect(form.getByRole('radio', { name: 'Quận 12' })).toBeChecked();
    await userEvent.click(form.getByRole('radio', { name: 'Thủ Đức' }));
    await userEvent.type(form.getByRole('textbox', { name: /Họ tên/ }), 'Đỗ Minh Khoa');
    await userEvent.type(form.getByRole('textbox', { name: /Số điện thoại/ }), '0908123456');
    await userEvent.click(await form.findByRole('radio', { name: /^13:00/ }));
    await agreeToProcessing(form);
    await userEvent.click(body.getByRole('button', { name: 'Đặt lịch' }));
    const done = within(await body.findByRole('dialog', { name: 'Đã đặt lịch cho khách' }));
    await expect(done.getByText('K7M2QX')).toBeVisible();
    await userEvent.click(done.getByRole('button', { name: 'Xem trên bảng' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/manager/booking-board?branch=thu-duc'));
    await expectInSlot(canvasElement, '13:00', 'Đỗ Minh Khoa');
    await expect(within(slotCard(canvasElement, '13:00')).getByText('1/4')).toBeVisible();
  },
};

/** A booking moves to the other branch from its detail, with a reason; the history and both boards show it. */
export const MoveToOtherBranch: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await step('the edit form: branch, then the slots with what is left there', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: /^\d\d:\d\d ?Huỳnh Ngọc Lan/ }));
      const detail = within(await body.findByRole('dialog', { name: 'Chi tiết lịch hẹn' }));
      await userEvent.click(await detail.findByRole('button', { name: 'Chỉnh sửa' }));
      const form = within(await body.findByRole('form', { name: 'Sửa lịch hẹn' }));
      await expect(form.getByRole('combobox', { name: /Chi nhánh/ })).toHaveValue('quan-12');
      await expect(form.getByRole('option', { name: '14:00 · lịch hiện tại' })).toBeInTheDocument();
      await userEvent.selectOptions(form.getByRole('combobox', { name: /Chi nhánh/ }), 'thu-duc');
      await waitFor(() => expect(form.getByRole('option', { name: '14:00 · còn 4 chỗ' })).toBeInTheDocument());
      await userEvent.type(form.getByRole('textbox', { name: /Lý do cập nhật/ }), 'Khách ở gần Thủ Đức hơn');
      await userEvent.click(body.getByRole('button', { name: 'Lưu' }));
    });
    await step('saved: the reason and the move in the history', async () => {
      await expectToast(canvasElement, messages.bookings.updateSuccess, 'success');
      await expect(sentUpdate).toHaveBeenCalledWith(expect.objectContaining({ branch: 'thu-duc', timeSlot: '14:00' }), 'Khách ở gần Thủ Đức hơn');
      const history = await body.findByRole('list', { name: 'Lịch sử cập nhật' });
      await expect(history).toHaveTextContent('Chi nhánh: Chi nhánh Quận 12 → Chi nhánh Thủ Đức');
      // The footer's 'Đóng' (the corner's cross has the same name).
      await userEvent.click(within(await body.findByRole('dialog', { name: 'Chi tiết lịch hẹn' })).getAllByRole('button', { name: 'Đóng' })[0]!);
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    });
    await step('gone from Quận 12, at Thủ Đức now', async () => {
      await expectInSlot(canvasElement, '14:00', '0/3');
      await userEvent.click(tab(canvasElement, 'Thủ Đức'));
      await expectInSlot(canvasElement, '14:00', 'Huỳnh Ngọc Lan');
    });
  },
};

/** The phone already holds the new slot: the form offers to keep both, and the next save says so. */
export const MoveSamePhone: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(updateBooking.path, async ({ request }) => {
        const sent = (await request.clone().json()) as { allowSamePhone?: boolean };
        if (!sent.allowSamePhone) return HttpResponse.json({ message: messages.bookings.samePhoneTaken }, { status: 409 });
        return undefined;
      }),
    );
  },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^\d\d:\d\d ?Huỳnh Ngọc Lan/ }));
    const detail = within(await body.findByRole('dialog', { name: 'Chi tiết lịch hẹn' }));
    await userEvent.click(await detail.findByRole('button', { name: 'Chỉnh sửa' }));
    const form = within(await body.findByRole('form', { name: 'Sửa lịch hẹn' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Khung giờ/ }), '15:00');
    await userEvent.type(form.getByRole('textbox', { name: /Lý do cập nhật/ }), 'Khách đặt thêm cho xe thứ hai');
    await userEvent.click(body.getByRole('button', { name: 'Lưu' }));
    await expectToast(canvasElement, messages.bookings.samePhoneTaken, 'error');
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.bookings.editSamePhoneHint);
    await userEvent.click(form.getByRole('checkbox', { name: 'Giữ cả hai lịch' }));
    await userEvent.click(body.getByRole('button', { name: 'Lưu' }));
    await expectToast(canvasElement, messages.bookings.updateSuccess, 'success');
    await expect(sentUpdate).toHaveBeenCalledWith(expect.objectContaining({ allowSamePhone: true, timeSlot: '15:00' }), 'Khách đặt thêm cho xe thứ hai');
  },
};

/** A day the branch is closed (a holiday, or closed by the master): said above its bookings, which still show to be moved. */
export const ClosedDay: Story = {
  parameters: { route: `/manager/booking-board?date=${yesterday}` },
  beforeEach({ msw }) {
    msw.use(mockOk(getBookingBoard, () => boardFor(yesterday, store, 3, 'quan-12', 'Bảo trì hệ thống điện')));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(format(messages.bookings.boardClosed, { reason: 'Bảo trì hệ thống điện' }))).toBeVisible();
    await expect(canvas.getByText('Bùi Đức Thắng')).toBeVisible();
  },
};

/**
 * 'Nhận xe' on each booking not cancelled and not yet checked in: the form comes filled from the
 * booking, the desk adds km, fuel and the complaint, and the job goes out with the booking's id;
 * the card then links to its job, as the one checked in earlier does.
 */
export const CheckInFromBooking: Story = {
  async play({ canvasElement, step }) {
    const eight = () => within(slotCard(canvasElement, '08:00'));
    await expectInSlot(canvasElement, '08:00', '2/3');
    await step('a checked-in booking links to its job; a cancelled one offers nothing', async () => {
      const job = await eight().findByRole('link', { name: 'Phiếu sửa chữa RQ7K2A của Nguyễn Văn An' });
      await expect(job).toHaveAttribute('href', `/manager/repairs/${workshop.jobs[0]!._id}`);
      await expect(eight().queryByRole('button', { name: 'Nhận xe Nguyễn Văn An' })).toBeNull();
      await expect(eight().queryByRole('button', { name: 'Nhận xe Lê Hoàng Phúc' })).toBeNull();
    });
    await step('the form comes filled from the booking', async () => {
      await userEvent.click(eight().getByRole('button', { name: 'Nhận xe Trần Thị Bích' }));
      const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Nhận xe: Trần Thị Bích' }));
      await expect(dialog.getByLabelText(/Họ tên khách/)).toHaveValue('Trần Thị Bích');
      await expect(dialog.getByLabelText(/Số điện thoại/)).toHaveValue('0387654321');
      await expect(dialog.getByRole('radio', { name: 'Quận 12' })).toBeChecked();
      await expect(dialog.getByText(todays[2]!.code)).toBeVisible();
      await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Nhận xe' }));
      await expect(await dialog.findByText(messages.repairs.odometerRequired)).toBeVisible();
      await expect(workshop.opened).not.toHaveBeenCalled();
      await userEvent.type(dialog.getByLabelText(/Biển số xe/), '51K-321.00');
      await userEvent.type(dialog.getByLabelText(/Số km/), '15600');
      await userEvent.click(dialog.getByRole('radio', { name: '3/4' }));
      await userEvent.type(dialog.getByLabelText(/Yêu cầu của khách/), 'Thay dầu, kiểm tra phanh.');
      await agreeToProcessing(dialog);
      await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Nhận xe' }));
    });
    await step('the job goes out with the booking id, and the card links to it', async () => {
      await waitFor(() =>
        expect(workshop.opened).toHaveBeenCalledWith(
          expect.objectContaining({ bookingId: todays[2]!._id, fullName: 'Trần Thị Bích', numberPhone: '0387654321', branch: 'quan-12', odometerKm: 15600, fuelLevel: 75 }),
        ),
      );
      await expectToast(canvasElement, format(messages.repairs.openSuccess, { plate: '51K-321.00', code: 'NX01QZ' }), 'success');
      // The board is hidden from assistive technology until the dialog has gone.
      await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(await eight().findByRole('link', { name: 'Phiếu sửa chữa NX01QZ của Trần Thị Bích' })).toBeVisible();
      await expect(eight().queryByRole('button', { name: 'Nhận xe Trần Thị Bích' })).toBeNull();
    });
  },
};
