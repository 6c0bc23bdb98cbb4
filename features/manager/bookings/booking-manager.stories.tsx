import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  deleteBooking,
  exportBookings,
  getAvailability,
  getBooking,
  getMonthlyCount,
  getYearlyStats,
  listBookings,
  updateBooking,
  updateBookingStatus,
  type Booking,
  type BookingDetail,
  type BookingUpdate,
  type YearlyStatsRow,
} from '../../../contract/bookings';
import { getBranchSettings } from '../../../contract/branches';
import { CSV_BOM } from '../../../contract/date-range';
import { BOOKING_STATUS_META, type BookingStatus } from '../../../contract/constants';
import { formatDateTime, formatDay, garageMonthStart, garageToday } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { availabilityFor, bookingEditor, firstBookingHistory, makeBookingUpdate, managerBookings } from '../../../mocks/data/bookings';
import { demoBranchSettings } from '../../../mocks/data/branches';
import { mockAlertsSeen } from '../../../mocks/alerts-seen-handler';
import { mockError, mockFile, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { LocationProbe } from '../../../.storybook/location-probe';
import { matchesWords, mockPagedList } from '../../../mocks/manager-list-handler';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, confirmDelete, expectLoadFailed, expectNoSideScroll, expectPaging, rowTexts } from '../manager-story-kit';
import { bookingName } from './booking-table';
import { BookingManager } from './booking-manager';

/**
 * The server as the stories see it: the bookings and each one's history, changed by the
 * edit, status and delete calls, so the list, the detail and the history show what was saved.
 */
const store: Booking[] = [];
const histories = new Map<string, BookingUpdate[]>();
const sent = fn();

function resetStore(items: readonly Booking[] = managerBookings) {
  store.splice(0, store.length, ...items.map((booking) => ({ ...booking })));
  histories.clear();
  histories.set(managerBookings[0]!._id, [...firstBookingHistory]);
}

const detailOf = (id: string): BookingDetail => {
  const booking = store.find((item) => item._id === id)!;
  return { ...booking, updates: histories.get(id) ?? [] };
};

/** Records a change the way the server does: the new values, and who, why and what in the history. */
function change(id: string, next: Partial<Booking>, reason: string) {
  const index = store.findIndex((item) => item._id === id);
  const before = store[index]!;
  const changes: BookingUpdate['changes'] = {};
  for (const field of ['fullName', 'numberPhone', 'date', 'timeSlot', 'branch', 'description', 'images', 'status'] as const) {
    const value = next[field];
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(before[field])) changes[field] = { from: before[field], to: value };
  }
  store[index] = { ...before, ...next, updatedAt: new Date().toISOString() };
  histories.set(id, [makeBookingUpdate({ reason, changes, account: bookingEditor, createdAt: new Date().toISOString() }), ...(histories.get(id) ?? [])]);
}

const matches = (booking: Booking, query: URLSearchParams) =>
  matchesWords(query.get('q'), booking.fullName, booking.numberPhone) &&
  (['date', 'timeSlot', 'status', 'branch'] as const).every((key) => !query.get(key) || query.get(key) === booking[key]);

/** A synthetic count per month (and branch), so the dialog's answer is known whatever today is. */
const monthCount = (month: number, year: number, branch?: string | null) => month + (year % 100) + (branch === 'thu-duc' ? 200 : branch === 'quan-12' ? 100 : 0);

const thisYear = Number(garageToday().slice(0, 4));
/**
 * This year: every month has bookings at Quận 12 (n confirmed, 2 waiting, 1 cancelled in month
 * n), Thủ Đức only in the first half. Last year: none. Two years ago: the server fails.
 */
const yearRows = (year: number): YearlyStatsRow[] =>
  year !== thisYear
    ? []
    : Array.from({ length: 12 }, (_, index) => index + 1).flatMap((month) => [
        { month, branch: 'quan-12' as const, status: 'confirmed' as const, count: month },
        { month, branch: 'quan-12' as const, status: 'pending' as const, count: 2 },
        { month, branch: 'quan-12' as const, status: 'cancelled' as const, count: 1 },
        ...(month <= 6 ? [{ month, branch: 'thu-duc' as const, status: 'confirmed' as const, count: 3 }] : []),
      ]);
const exported = fn();

// Specific paths before '/api/contacts/:id', which would otherwise answer them.
const handlers = () => [
  http.get(getMonthlyCount.path, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const month = Number(query.get('month'));
    if (month === 2) return HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 });
    return HttpResponse.json(getMonthlyCount.response.parse({ count: monthCount(month, Number(query.get('year')), query.get('branch')) }));
  }),
  http.get(getYearlyStats.path, ({ request }) => {
    const year = Number(new URL(request.url).searchParams.get('year'));
    if (year === thisYear - 2) return HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 });
    return HttpResponse.json(getYearlyStats.response.parse({ year, rows: yearRows(year) }));
  }),
  mockOk(getAvailability, (request) => {
    const query = new URL(request.url).searchParams;
    return availabilityFor(query.get('date') ?? '2026-03-12', [], 3, (query.get('branch') ?? 'quan-12') as BranchId);
  }),
  mockFile(exportBookings, (request) => {
    const query = new URL(request.url).searchParams;
    exported(Object.fromEntries(query));
    return { fileName: `lich-hen-${query.get('from')}-den-${query.get('to')}.csv`, text: `${CSV_BOM}Mã lịch,Chi nhánh\r\nK7M2QX,Chi nhánh Thủ Đức\r\n` };
  }),
  mockOk(getBranchSettings, demoBranchSettings()),
  mockPagedList(listBookings, store, { matches }),
  mockOk(getBooking, (_request, params) => detailOf(String(params.id))),
  mockOk(updateBooking, async (request, params) => {
    const { updateReason, ...body } = (await request.json()) as Booking & { updateReason: string };
    sent(body, updateReason);
    change(String(params.id), body, updateReason);
    return detailOf(String(params.id));
  }),
  mockOk(updateBookingStatus, async (request, params) => {
    const { status, reason } = (await request.json()) as { status: BookingStatus; reason?: string };
    const before = store.find((item) => item._id === params.id)!;
    statusSent({ status, reason });
    change(String(params.id), { status }, reason || format(messages.bookings.statusChangedReason, { from: BOOKING_STATUS_META[before.status].label, to: BOOKING_STATUS_META[status].label }));
    return store.find((item) => item._id === params.id)!;
  }),
  mockOk(deleteBooking, (_request, params) => {
    store.splice(
      store.findIndex((item) => item._id === params.id),
      1,
    );
    return { message: messages.bookings.deleteSuccess };
  }),
];

/** The next call of this endpoint fails with `status` (and the server's words); the one after works. */
const failOnce = (endpoint: { method: string; path: string }, status: number, message = 'Lỗi máy chủ') =>
  http[endpoint.method.toLowerCase() as 'put' | 'delete'](endpoint.path, () => HttpResponse.json({ message }, { status }), { once: true });

const first = managerBookings[0]!;
/** The second row: no history yet. */
const second = managerBookings[1]!;
const pending = managerBookings.find((booking) => booking.status === 'pending' && booking !== first)!;
const total = (n: number) => `Tổng số: ${n} lịch hẹn`;

const seen = fn();
/** What the status dialog sent: the status and, for a cancel, the garage's reason. */
const statusSent = fn();

const meta = {
  title: 'features/manager/bookings/BookingManager',
  tags: ['screen'],
  component: BookingManager,
  parameters: { route: '/manager/booking' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach({ msw }) {
    sent.mockClear();
    seen.mockClear();
    statusSent.mockClear();
    exported.mockClear();
    resetStore();
    msw.use(...handlers(), mockAlertsSeen(seen));
  },
} satisfies Meta<typeof BookingManager>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchForm = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('search', { name: 'Tìm lịch hẹn' }));
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

async function openDetail(canvasElement: HTMLElement, booking: Booking) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Xem chi tiết lịch hẹn ${bookingName(booking)}` }));
  const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Chi tiết lịch hẹn' });
  await within(dialog).findByText('Lịch sử cập nhật');
  return within(dialog);
}

export const Success: Story = {
  tags: ['visual'],
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('ten a page over 23: name, phone, day dd/mm/yyyy, slot, status and creation time', async () => {
      await expectPaging(canvasElement, total(managerBookings.length), 3, 3);
      const row = rowTexts(canvasElement)[0]!;
      for (const text of [first.code, first.fullName, first.numberPhone, 'Quận 12', formatDay(first.date), first.timeSlot, BOOKING_STATUS_META[first.status].label, formatDateTime(first.createdAt)]) {
        await expect(row).toContain(text);
      }
    });
    await step('search by name, then by phone', async () => {
      const form = searchForm(canvasElement);
      await userEvent.type(form.getByRole('searchbox', { name: 'Họ tên hoặc số điện thoại' }), 'trần thị{Enter}');
      await waitFor(() => expect(rowTexts(canvasElement)).toEqual([expect.stringContaining('Trần Thị Bích')]));
      await userEvent.clear(form.getByRole('searchbox'));
      await userEvent.type(form.getByRole('searchbox'), '0865432190');
      await userEvent.click(form.getByRole('button', { name: 'Tìm kiếm' }));
      await waitFor(() => expect(rowTexts(canvasElement)).toEqual([expect.stringContaining('Phạm Minh Tuấn')]));
    });
    await step('by day and time slot: the address follows', async () => {
      const form = searchForm(canvasElement);
      await userEvent.clear(form.getByRole('searchbox'));
      await userEvent.type(form.getByLabelText('Ngày hẹn'), '2026-03-12');
      await userEvent.selectOptions(form.getByRole('combobox', { name: 'Khung giờ' }), '08:00');
      await userEvent.click(form.getByRole('button', { name: 'Tìm kiếm' }));
      await expect(await canvas.findByText(total(2))).toBeVisible();
      await expect(address(canvasElement)).toHaveTextContent('/manager/booking?date=2026-03-12&timeSlot=08%3A00');
    });
    await step('reset shows every booking again', async () => {
      await userEvent.click(searchForm(canvasElement).getByRole('button', { name: 'Đặt lại' }));
      await expect(await canvas.findByText(total(managerBookings.length))).toBeVisible();
      await expect(address(canvasElement)).toHaveTextContent(/^\/manager\/booking$/);
      await expect(searchForm(canvasElement).getByLabelText('Ngày hẹn')).toHaveValue('');
    });
  },
};

/** The start page links here with filters in the address: they fill the form and narrow the list. */
export const FiltersFromAddress: Story = {
  parameters: { route: '/manager/booking?date=2026-03-12&timeSlot=08:00&status=pending' },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('the filters of the address are in the form and the list', async () => {
      await expect(await canvas.findByText(total(1))).toBeVisible();
      await expect(rowTexts(canvasElement)[0]).toContain('Nguyễn Văn An');
      const form = searchForm(canvasElement);
      await expect(form.getByLabelText('Ngày hẹn')).toHaveValue('2026-03-12');
      await expect(form.getByRole('combobox', { name: 'Khung giờ' })).toHaveValue('08:00');
      await expect(form.getByRole('combobox', { name: 'Trạng thái' })).toHaveValue('pending');
    });
    await step('any status: both bookings of that slot', async () => {
      const form = searchForm(canvasElement);
      await userEvent.selectOptions(form.getByRole('combobox', { name: 'Trạng thái' }), '');
      await userEvent.click(form.getByRole('button', { name: 'Tìm kiếm' }));
      await expect(await canvas.findByText(total(2))).toBeVisible();
      await expect(address(canvasElement)).toHaveTextContent('/manager/booking?date=2026-03-12&timeSlot=08%3A00');
    });
    await step('a filter nothing matches says so', async () => {
      const form = searchForm(canvasElement);
      await userEvent.selectOptions(form.getByRole('combobox', { name: 'Trạng thái' }), 'cancelled');
      await userEvent.click(form.getByRole('button', { name: 'Tìm kiếm' }));
      await expect(await canvas.findByText(messages.bookings.filterEmpty)).toBeVisible();
      await expect(canvas.getByText(total(0))).toBeVisible();
    });
  },
};

export const Loading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(listBookings));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải...');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  beforeEach() {
    resetStore([]);
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.bookings.empty)).toBeVisible();
    await expect(within(canvasElement).getByText(total(0))).toBeVisible();
  },
};

/** The whole list fails: the table's place says so, not 'Tổng số: 0', with a retry that works. */
export const LoadError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(http.get(listBookings.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = await expectLoadFailed(canvasElement, messages.bookings.listLoadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(await canvas.findByText(total(managerBookings.length))).toBeVisible();
  },
};

/** A filtered list fails: 'Không thể tìm kiếm lịch hẹn'. */
export const SearchFailed: Story = {
  parameters: { route: '/manager/booking?status=pending' },
  beforeEach({ msw }) {
    msw.use(mockError(listBookings, 500));
  },
  async play({ canvasElement }) {
    await expectLoadFailed(canvasElement, messages.bookings.searchFailed);
  },
};

/** Every field, the pictures (large in a second dialog) and the history, newest first. */
export const Detail: Story = {
  async play({ canvasElement, step }) {
    const dialog = await openDetail(canvasElement, first);
    await step('all fields', async () => {
      for (const text of [first.code, 'Chi nhánh Quận 12', first.fullName, first.numberPhone, formatDay(first.date), first.timeSlot, BOOKING_STATUS_META[first.status].label, first.description]) {
        await expect(dialog.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
      }
    });
    await step('history newest first: who, when, why and each change in words', async () => {
      const entries = Array.from(dialog.getByRole('list', { name: 'Lịch sử cập nhật' }).children);
      await expect(entries).toHaveLength(2);
      await expect(entries[0]).toHaveTextContent(bookingEditor.fullName);
      await expect(entries[0]).toHaveTextContent(formatDateTime(firstBookingHistory[0]!.createdAt));
      await expect(entries[0]).toHaveTextContent(firstBookingHistory[0]!.reason);
      await expect(entries[0]).toHaveTextContent('Trạng thái: Đã xác nhận → Chờ xử lý');
      await expect(entries[1]).toHaveTextContent('Không rõ người sửa');
      await expect(entries[1]).toHaveTextContent('Ngày hẹn: 06/04/2026 → 07/04/2026');
      await expect(entries[1]).toHaveTextContent('Khung giờ: 14:00 → 16:00');
    });
    await step('a picture opens large; previous and next; closing it keeps the detail', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Xem ảnh 2 cỡ lớn' }));
      const viewer = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Ảnh 2/2 của lịch hẹn' }));
      await expect(viewer.getByRole('img', { name: 'Ảnh 2 khách gửi kèm lịch hẹn' })).toHaveAttribute('src', first.images[1]);
      await userEvent.click(viewer.getByRole('button', { name: 'Ảnh tiếp theo' }));
      await expect(await bodyOf(canvasElement).findByRole('dialog', { name: 'Ảnh 1/2 của lịch hẹn' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog', { name: /của lịch hẹn/ })).toBeNull());
      await expect(bodyOf(canvasElement).getByRole('dialog', { name: 'Chi tiết lịch hẹn' })).toBeVisible();
    });
  },
};

/**
 * View, then edit: a missing reason is refused, 'Hủy' goes back unchanged, a full slot shows
 * the server's words and keeps the form, and a save with a reason lands in the history.
 */
export const Edit: Story = {
  beforeEach({ msw }) {
    msw.use(failOnce(updateBooking, 409, messages.bookings.slotFull));
  },
  async play({ canvasElement, step }) {
    const body = bodyOf(canvasElement);
    const dialog = await openDetail(canvasElement, second);
    await expect(dialog.getByText(messages.bookings.historyEmpty)).toBeVisible();

    await step('no reason: refused before anything is sent', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Chỉnh sửa' }));
      const form = within(await body.findByRole('form', { name: 'Sửa lịch hẹn' }));
      await expect(form.getByRole('textbox', { name: /Họ tên/ })).toHaveValue(second.fullName);
      await expect(form.getByRole('combobox', { name: /Khung giờ/ })).toHaveValue(second.timeSlot);
      await userEvent.click(body.getByRole('button', { name: 'Lưu' }));
      await expect(await form.findByText(messages.bookings.updateReasonRequired)).toBeVisible();
      await expect(sent).not.toHaveBeenCalled();
    });
    await step('cancel goes back to the view, unchanged', async () => {
      const form = within(body.getByRole('form', { name: 'Sửa lịch hẹn' }));
      await userEvent.clear(form.getByRole('textbox', { name: /Họ tên/ }));
      await userEvent.type(form.getByRole('textbox', { name: /Họ tên/ }), 'Tên khác');
      await userEvent.click(body.getByRole('button', { name: 'Hủy' }));
      const view = within(await body.findByRole('dialog', { name: 'Chi tiết lịch hẹn' }));
      await expect(view.getByText(second.fullName)).toBeVisible();
      await expect(view.queryByText('Tên khác')).toBeNull();
    });
    await step('a full slot: the server says so, the form stays as typed', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Chỉnh sửa' }));
      const form = within(await body.findByRole('form', { name: 'Sửa lịch hẹn' }));
      await userEvent.selectOptions(form.getByRole('combobox', { name: /Khung giờ/ }), '09:00');
      await userEvent.type(form.getByRole('textbox', { name: /Lý do cập nhật/ }), 'Khách xin đổi giờ');
      await userEvent.click(body.getByRole('button', { name: 'Lưu' }));
      await expectToast(canvasElement, messages.bookings.slotFull, 'error');
      await expect(form.getByRole('textbox', { name: /Lý do cập nhật/ })).toHaveValue('Khách xin đổi giờ');
    });
    await step('another slot saves: the whole booking and the reason are sent, the history shows it', async () => {
      const form = within(body.getByRole('form', { name: 'Sửa lịch hẹn' }));
      await userEvent.selectOptions(form.getByRole('combobox', { name: /Khung giờ/ }), '15:00');
      await userEvent.click(body.getByRole('button', { name: 'Lưu' }));
      await expectToast(canvasElement, messages.bookings.updateSuccess, 'success');
      await expect(sent).toHaveBeenCalledWith(expect.objectContaining({ _id: second._id, status: second.status, images: second.images, timeSlot: '15:00' }), 'Khách xin đổi giờ');
      const view = within(await body.findByRole('dialog', { name: 'Chi tiết lịch hẹn' }));
      const history = await view.findByRole('list', { name: 'Lịch sử cập nhật' });
      await expect(history).toHaveTextContent('Khách xin đổi giờ');
      await expect(history).toHaveTextContent(`Khung giờ: ${second.timeSlot} → 15:00`);
      await expect(history).toHaveTextContent(bookingEditor.fullName);
    });
  },
};

export const DetailLoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getBooking, 500));
  },
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Xem chi tiết lịch hẹn ${bookingName(first)}` }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Chi tiết lịch hẹn' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.bookings.detailLoadFailed);
    await expect(dialog.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

/** Any of the three, the current one marked; a failure keeps the dialog for another try. */
export const StatusChange: Story = {
  beforeEach({ msw }) {
    msw.use(failOnce(updateBookingStatus, 500));
  },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Đổi trạng thái lịch hẹn ${bookingName(pending)}` }));
    const dialog = within(await body.findByRole('dialog', { name: 'Cập nhật trạng thái' }));
    await expect(dialog.getByRole('radio', { name: /Chờ xử lý/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Chờ xử lý Hiện tại/ })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cập nhật' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /Đã xác nhận/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.bookings.statusUpdateFailed, 'error');
    await expect(dialog.getByRole('radio', { name: /Đã xác nhận/ })).toBeChecked();
    // The toast can show a render before the button drops its 'Đang xử lý...'.
    await userEvent.click(await dialog.findByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.bookings.statusUpdateSuccess, 'success');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const row = within(canvasElement).getAllByRole('row').find((item) => item.textContent?.includes(pending.fullName))!;
    await waitFor(() => expect(row).toHaveTextContent('Đã xác nhận'));
  },
};

/** Cancelling asks the reason the customer is told, refused empty in the contract's words, and sends it. */
export const CancelWithReason: Story = {
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Đổi trạng thái lịch hẹn ${bookingName(pending)}` }));
    const dialog = within(await body.findByRole('dialog', { name: 'Cập nhật trạng thái' }));
    await expect(dialog.queryByRole('textbox', { name: messages.bookings.cancelReasonLabel })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: /Đã hủy/ }));
    const reason = dialog.getByRole('textbox', { name: messages.bookings.cancelReasonLabel });
    await userEvent.click(dialog.getByRole('button', { name: 'Cập nhật' }));
    await expect(await dialog.findByText(messages.bookings.cancelReasonRequired)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(statusSent).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Gara quá tải khung giờ này');
    await userEvent.click(dialog.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, messages.bookings.statusUpdateSuccess, 'success');
    await expect(statusSent).toHaveBeenCalledWith({ status: 'cancelled', reason: 'Gara quá tải khung giờ này' });
  },
};

/** Asks first; a failure says 'Không thể xóa lịch hẹn!' and keeps the row; the next try deletes it. */
export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(failOnce(deleteBooking, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(total(managerBookings.length));
    await confirmDelete(canvasElement, { noun: 'lịch hẹn', name: bookingName(first), toast: messages.bookings.deleteFailed, severity: 'error' });
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(rowTexts(canvasElement)[0]).toContain(first.fullName);
    await confirmDelete(canvasElement, { noun: 'lịch hẹn', name: bookingName(first), toast: messages.bookings.deleteSuccess, severity: 'success' });
    await expect(await canvas.findByText(total(managerBookings.length - 1))).toBeVisible();
    await waitFor(() => expect(rowTexts(canvasElement)[0]).not.toContain(first.fullName));
  },
};

/** This month first; another month, year and branch ask again; a failure says 'Không thể lấy thống kê tháng'. */
export const MonthlyStats: Story = {
  async play({ canvasElement }) {
    const month = Number(garageToday().slice(5, 7));
    const year = thisYear;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Thống kê tháng' }));
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Thống kê lịch hẹn theo tháng' }));
    await expect(await dialog.findByText(format(messages.bookings.monthlyCount, { month, year, n: monthCount(month, year) }))).toBeVisible();
    const years = within(dialog.getByRole('combobox', { name: 'Năm' })).getAllByRole('option');
    await expect(years.map((option) => option.textContent)).toEqual([year - 3, year - 2, year - 1, year, year + 1].map(String));
    await expect(dialog.getAllByRole('option', { name: /^Tháng/ })).toHaveLength(12);
    await expect(dialog.getByRole('combobox', { name: 'Chi nhánh' })).toHaveValue('');

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Chi nhánh' }), 'thu-duc');
    await expect(await dialog.findByText(format(messages.bookings.monthlyCount, { month, year, n: monthCount(month, year, 'thu-duc') }))).toBeVisible();

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Năm' }), String(year - 1));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Tháng' }), '3');
    await expect(await dialog.findByText(format(messages.bookings.monthlyCount, { month: 3, year: year - 1, n: monthCount(3, year - 1, 'thu-duc') }))).toBeVisible();

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Tháng' }), '2');
    await expect(await dialog.findByText(messages.bookings.monthlyStatsFailed)).toBeVisible();
  },
};

const statsDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Thống kê tháng' }));
  return within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Thống kê lịch hẹn theo tháng' }));
};

/**
 * The year month by month, a chart per branch stacked by status (loaded with the dialog), with
 * the same numbers in a table for screen readers; one branch picked, one chart.
 */
export const YearlyChart: Story = {
  async play({ canvasElement, step }) {
    const dialog = await statsDialog(canvasElement);
    await step('both branches, each its year total', async () => {
      await expect(await dialog.findByRole('figure', { name: `Chi nhánh Quận 12: ${12 * 13 / 2 + 36} lịch hẹn năm ${thisYear}` })).toBeVisible();
      await expect(dialog.getByRole('figure', { name: `Chi nhánh Thủ Đức: 18 lịch hẹn năm ${thisYear}` })).toBeVisible();
      await expect(dialog.getByRole('list', { name: 'Chú thích' })).toHaveTextContent('Đã xác nhậnChờ xử lýĐã hủy');
      // The drawing itself: twelve months on its axis.
      const quan12 = dialog.getByRole('figure', { name: /Chi nhánh Quận 12/ });
      await waitFor(() => expect(quan12.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0));
      await expect(within(quan12).getByText('T12')).toBeInTheDocument();
    });
    await step('the table says each month by status', async () => {
      const table = within(dialog.getByRole('table', { name: `Lịch hẹn của Chi nhánh Quận 12 theo tháng năm ${thisYear}` }));
      await expect(table.getByRole('row', { name: 'Tháng 5 2 5 1' })).toBeInTheDocument();
    });
    await step('one branch: its chart alone', async () => {
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Chi nhánh' }), 'thu-duc');
      await waitFor(() => expect(dialog.queryByRole('figure', { name: /Chi nhánh Quận 12/ })).toBeNull());
      await expect(dialog.getByRole('figure', { name: /Chi nhánh Thủ Đức/ })).toBeVisible();
    });
  },
};

/** A year without bookings says so instead of drawing empty bars. */
export const YearlyChartEmpty: Story = {
  async play({ canvasElement }) {
    const dialog = await statsDialog(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Năm' }), String(thisYear - 1));
    await expect(await dialog.findByText(format(messages.bookings.yearlyStatsEmpty, { year: thisYear - 1 }))).toBeVisible();
    await expect(dialog.queryByRole('figure')).toBeNull();
  },
};

/** The year cannot be read: said in place with a retry; the month's number is still there. */
export const YearlyChartLoadError: Story = {
  async play({ canvasElement }) {
    const dialog = await statsDialog(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Năm' }), String(thisYear - 2));
    await expect(await dialog.findByText(messages.bookings.yearlyStatsFailed)).toBeVisible();
    await expect(dialog.getByText(/^Tháng \d+\/\d+ có \d+ lịch hẹn\.$/)).toBeVisible();
    await expect(dialog.getAllByRole('button', { name: 'Thử lại' })).toHaveLength(1);
  },
};

/** The branch filter lives in the address like the others, adds its column's branch to the list, and goes with the CSV. */
export const BranchFilter: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('Thủ Đức: its seven bookings, the address says so', async () => {
      await canvas.findByText(total(managerBookings.length));
      const form = searchForm(canvasElement);
      await expect(form.getByRole('combobox', { name: 'Chi nhánh' })).toHaveValue('');
      await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chi nhánh' }), 'thu-duc');
      await userEvent.click(form.getByRole('button', { name: 'Tìm kiếm' }));
      await expect(await canvas.findByText(total(7))).toBeVisible();
      await expect(address(canvasElement)).toHaveTextContent('/manager/booking?branch=thu-duc');
      await expect(rowTexts(canvasElement).every((row) => row.includes('Thủ Đức'))).toBe(true);
      await expect(canvas.getByRole('link', { name: 'Lịch trong ngày' })).toHaveAttribute('href', '/manager/booking-board?branch=thu-duc');
    });
    await step('the CSV of that branch', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Xuất CSV' }));
      const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: 'Xuất lịch hẹn ra tệp CSV' }));
      await expect(dialog.getByText(/Chỉ lịch hẹn của Chi nhánh Thủ Đức\./)).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Tải xuống' }));
      await waitFor(() => expect(exported).toHaveBeenCalledWith({ from: garageMonthStart(), to: garageToday(), branch: 'thu-duc' }));
    });
    await step('the statistics open on it', async () => {
      const dialog = await statsDialog(canvasElement);
      await expect(dialog.getByRole('combobox', { name: 'Chi nhánh' })).toHaveValue('thu-duc');
      await userEvent.keyboard('{Escape}');
    });
  },
};

/** Without `?branch=` the list opens on the usual branch; 'Cả hai chi nhánh' is then `?branch=all`. */
export const OpensOnUsualBranch: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getBranchSettings, demoBranchSettings({ usualBranch: 'thu-duc' })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(total(7))).toBeVisible();
    const form = searchForm(canvasElement);
    await expect(form.getByRole('combobox', { name: 'Chi nhánh' })).toHaveValue('thu-duc');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chi nhánh' }), '');
    await userEvent.click(form.getByRole('button', { name: 'Tìm kiếm' }));
    await expect(await canvas.findByText(total(managerBookings.length))).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('/manager/booking?branch=all');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(total(managerBookings.length))).toBeVisible();
    await expectNoSideScroll(canvasElement);
    await openDetail(canvasElement, first);
    await expectNoSideScroll(canvasElement);
  },
};

/** Opening the list marks this staff member's new bookings seen (their badge goes back to 0). */
export const MarksNewBookingsSeen: Story = {
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Quản lý lịch hẹn' })).toBeVisible();
    await waitFor(() => expect(seen).toHaveBeenCalledWith('bookings'));
  },
};
