import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { addClosedDay, listClosedDays, removeClosedDay } from '../../../contract/closed-days';
import { garageToday } from '../../../contract/format';
import { format, messages } from '../../../contract/messages';
import { dayWithWeekday } from '../../../entities/booking/booking-day';
import { closedDayHandlers, type ClosedDayStore } from '../../../mocks/closed-day-handlers';
import { demoBookingsOnClosedDays, demoClosedDays, staffBooking } from '../../../mocks/data/closed-days';
import { mockError, mockOk, mockPending } from '../../../mocks/endpoint-handlers';
import { LocationProbe } from '../../../.storybook/location-probe';
import { expectToast } from '../../../.storybook/story-toast';
import { bodyOf, expectNoSideScroll } from '../manager-story-kit';
import { ClosedDaysSection } from './closed-days-section';

/**
 * A day three weeks ahead that no demo day and no booking takes, so closing it is never refused
 * as closed already and moves nobody's booking (whatever today is: on 2 December the day after
 * the stories' own day was Thủ Đức's closed 24th, with its two bookings).
 */
function freeDayAhead(store: ClosedDayStore) {
  const start = Date.parse(`${garageToday()}T00:00:00Z`);
  for (let ahead = 21; ; ahead += 1) {
    const day = new Date(start + ahead * 86_400_000).toISOString().slice(0, 10);
    if (!store.days.some((item) => item.date === day) && !store.bookings.some((booking) => booking.date === day)) return day;
  }
}

let store: ClosedDayStore = { days: [], bookings: [] };
/** The day the stories close, with two bookings at Thủ Đức (one cancelled) and one at Quận 12. */
let newDay = '';
const sentAdd = fn();
const sentRemove = fn();

const meta = {
  title: 'features/manager/branches/ClosedDaysSection',
  component: ClosedDaysSection,
  args: { isMaster: true },
  parameters: { route: '/manager/branches' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LocationProbe />
      </>
    ),
  ],
  beforeEach({ msw }) {
    store = { days: demoClosedDays(), bookings: demoBookingsOnClosedDays() };
    newDay = freeDayAhead(store);
    store.bookings.push(
      staffBooking('Phạm Quốc Việt', '0987654321', newDay, '10:00', 'thu-duc'),
      staffBooking('Đỗ Thu Hằng', '0976111222', newDay, '13:00', 'thu-duc', 'cancelled'),
      staffBooking('Võ Thanh Tâm', '0965333444', newDay, '15:00', 'quan-12'),
    );
    sentAdd.mockClear();
    sentRemove.mockClear();
    msw.use(...closedDayHandlers(store, { onAdd: sentAdd, onRemove: sentRemove }));
  },
} satisfies Meta<typeof ClosedDaysSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Các ngày nghỉ sắp tới' }));
/** The row saying `text`, once the list shows it (after a change, when the list has been read again). */
const rowOf = async (canvasElement: HTMLElement, text: string) => {
  const row = await waitFor(async () => {
    const found = (await list(canvasElement)).getAllByRole('listitem').find((item) => item.textContent?.includes(text));
    await expect(found, `a row with "${text}"`).toBeTruthy();
    return found!;
  });
  return within(row);
};
const form = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'Thêm ngày nghỉ' }));

/** Fills the master's form; the date as a person picks it in the phone's calendar. */
async function fillForm(canvasElement: HTMLElement, { date, branch, reason }: { date: string; branch?: string; reason?: string }) {
  const fields = await form(canvasElement);
  fireEvent.change(fields.getByLabelText(/Ngày nghỉ/), { target: { value: date } });
  if (branch) await userEvent.click(fields.getByText(branch));
  if (reason !== undefined) {
    await userEvent.clear(fields.getByLabelText(/Lý do/));
    if (reason) await userEvent.type(fields.getByLabelText(/Lý do/), reason);
  }
  await userEvent.click(fields.getByRole('button', { name: 'Thêm ngày nghỉ' }));
  return fields;
}

/** The coming year: Tết as one row of four days, each with its weekday; a branch's own day names the branch; only the master's days can be removed. */
export const ComingDays: Story = {
  async play({ canvasElement }) {
    const rows = (await list(canvasElement)).getAllByRole('listitem');
    await expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual([
      'Thứ Năm, 24/12/2026',
      'Thứ Năm, 31/12/2026',
      'Thứ Sáu, 05/02/2027 – Thứ Hai, 08/02/2027',
      'Thứ Ba, 09/02/2027',
      'Thứ Sáu, 16/04/2027',
      'Thứ Sáu, 30/04/2027',
      'Thứ Bảy, 01/05/2027',
    ]);
    const tet = await rowOf(canvasElement, messages.holidays.tet);
    await expect(tet.getByText('Ngày lễ')).toBeVisible();
    await expect(tet.getByText('Cả hai chi nhánh')).toBeVisible();
    await expect(tet.queryByRole('button')).toBeNull();
    const gioTo = await rowOf(canvasElement, messages.holidays.gioTo);
    await expect(gioTo.getByText('Ngày lễ')).toBeVisible();
    const thuDuc = await rowOf(canvasElement, 'Sửa hệ thống điện nhà xưởng');
    await expect(thuDuc.getByText('Chi nhánh Thủ Đức')).toBeVisible();
    await expect(thuDuc.queryByText('Ngày lễ')).toBeNull();
    await expect(thuDuc.getByRole('button', { name: 'Bỏ ngày nghỉ Thứ Năm, 24/12/2026, Chi nhánh Thủ Đức' })).toBeVisible();
    await expect(within(canvasElement).queryByText(messages.bookings.closedDayMasterOnly)).toBeNull();
  },
};

/** An admin reads the days; only a master closes or opens one. */
export const AdminReadOnly: Story = {
  args: { isMaster: false },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.bookings.closedDayMasterOnly)).toBeVisible();
    await expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.queryByRole('form', { name: 'Thêm ngày nghỉ' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Bỏ ngày nghỉ/ })).toBeNull();
  },
};

/**
 * The master closes a day at Thủ Đức that already has bookings: the form empties, the day joins
 * the list, and the bookings to move are listed (not the cancelled one, not Quận 12's), each
 * opening the day board of its day and branch.
 */
export const AddWithBookingsToMove: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await step('close the day at Thủ Đức', async () => {
      const fields = await fillForm(canvasElement, { date: newDay, branch: 'Thủ Đức', reason: 'Sơn lại sàn xưởng' });
      await expectToast(canvasElement, messages.bookings.closedDayAdded, 'success');
      await expect(sentAdd).toHaveBeenCalledWith({ date: newDay, branch: 'thu-duc', reason: 'Sơn lại sàn xưởng' });
      await waitFor(() => expect(fields.getByLabelText(/Lý do/)).toHaveValue(''));
      await expect(fields.getByLabelText(/Ngày nghỉ/)).toHaveValue('');
    });
    await step('the bookings already on it, to move', async () => {
      const panel = within(await canvas.findByRole('region', { name: format(messages.bookings.closedDayAffected, { count: 1, day: dayWithWeekday(newDay) }) }));
      const rows = panel.getAllByRole('listitem');
      await expect(rows).toHaveLength(1);
      await expect(rows[0]).toHaveTextContent('Phạm Quốc Việt');
      await expect(rows[0]).toHaveTextContent('0987654321');
      await expect(rows[0]).toHaveTextContent('10:00');
      await expect(rows[0]).toHaveTextContent('Chi nhánh Thủ Đức');
      await expect(rows[0]).toHaveTextContent(store.bookings.find((booking) => booking.fullName === 'Phạm Quốc Việt')!.code);
      await expect(panel.getByRole('link', { name: /0987654321/ })).toHaveAttribute('href', 'tel:0987654321');
    });
    await step('the new day is listed', async () => {
      const row = await rowOf(canvasElement, 'Sơn lại sàn xưởng');
      await expect(row.getByText(dayWithWeekday(newDay))).toBeVisible();
      await expect(row.getByText('Chi nhánh Thủ Đức')).toBeVisible();
    });
    await step('a booking opens the day board of its day and branch', async () => {
      await userEvent.click(canvas.getByRole('link', { name: /^Mở lịch trong ngày.*Phạm Quốc Việt/ }));
      await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/manager/booking-board?date=${newDay}&branch=thu-duc`));
    });
    await step('the panel closes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Đóng' }));
      await expect(canvas.queryByRole('region', { name: /cần dời sang ngày khác/ })).toBeNull();
    });
  },
};

/** A day no one booked: the toast says it, and no list of bookings to move appears. */
export const AddForBothBranches: Story = {
  async play({ canvasElement }) {
    // Not the stories' own day, which has bookings by now.
    const day = freeDayAhead(store);
    await fillForm(canvasElement, { date: day, reason: 'Tập huấn an toàn lao động' });
    await expectToast(canvasElement, messages.bookings.closedDayAdded, 'success');
    await expect(sentAdd).toHaveBeenCalledWith({ date: day, branch: null, reason: 'Tập huấn an toàn lao động' });
    const row = await rowOf(canvasElement, 'Tập huấn an toàn lao động');
    await expect(row.getByText('Cả hai chi nhánh')).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: /cần dời sang ngày khác/ })).toBeNull();
  },
};

/** Nothing typed: the contract's own words under each field, and nothing is sent. */
export const AddMissingFields: Story = {
  async play({ canvasElement }) {
    const fields = await form(canvasElement);
    await userEvent.click(fields.getByRole('button', { name: 'Thêm ngày nghỉ' }));
    await expect(await fields.findByText(messages.bookings.dateRequired)).toBeVisible();
    await expect(fields.getByText(messages.bookings.closedDayReasonRequired)).toBeVisible();
    await expect(fields.getByLabelText(/Ngày nghỉ/)).toHaveAttribute('aria-invalid', 'true');
    await expect(sentAdd).not.toHaveBeenCalled();
  },
};

/** Thủ Đức is already closed that day: the server's 409 under the date, what was typed kept. */
export const AddExists: Story = {
  async play({ canvasElement }) {
    const fields = await fillForm(canvasElement, { date: '2026-12-24', branch: 'Thủ Đức', reason: 'Sửa điện lần hai' });
    await expect(await fields.findByText(messages.bookings.closedDayExists)).toBeVisible();
    await expect(fields.getByLabelText(/Ngày nghỉ/)).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.getByLabelText(/Lý do/)).toHaveValue('Sửa điện lần hai');
    await expect(sentAdd).toHaveBeenCalledOnce();
  },
};

/** A day typed in the past (the calendar refuses to pick one): the server's 400 under the date. */
export const AddPast: Story = {
  async play({ canvasElement }) {
    const fields = await fillForm(canvasElement, { date: '2025-01-02', reason: 'Nhập nhầm năm' });
    await expect(await fields.findByText(messages.bookings.dateInPast)).toBeVisible();
    await expect(fields.getByLabelText(/Ngày nghỉ/)).toHaveValue('2025-01-02');
    await expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(7);
  },
};

/** No longer a master (the role was taken meanwhile), then a crash: each as a toast, the form kept. */
export const AddRefused: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(addClosedDay.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }), { once: true }));
    msw.use(http.post(addClosedDay.path, () => HttpResponse.json({ message: messages.bookings.closedDayMasterOnly }, { status: 403 }), { once: true }));
  },
  async play({ canvasElement }) {
    const fields = await fillForm(canvasElement, { date: newDay, reason: 'Kiểm kê kho' });
    await expectToast(canvasElement, messages.bookings.closedDayMasterOnly, 'error');
    await userEvent.click(fields.getByRole('button', { name: 'Thêm ngày nghỉ' }));
    await expectToast(canvasElement, messages.bookings.closedDayAddFailed, 'error');
    await expect(fields.getByLabelText(/Lý do/)).toHaveValue('Kiểm kê kho');
  },
};

/** Removing a day asks first, naming the day and the branch; 'Hủy' keeps it, confirming opens the day again. */
export const RemoveConfirm: Story = {
  async play({ canvasElement }) {
    const row = await rowOf(canvasElement, 'Tất niên của gara');
    await userEvent.click(row.getByRole('button', { name: 'Bỏ ngày nghỉ Thứ Năm, 31/12/2026, Cả hai chi nhánh' }));
    let dialog = within(await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Bỏ ngày nghỉ?' }));
    await expect(dialog.getByText('Cả hai chi nhánh sẽ nhận lịch hẹn lại vào Thứ Năm, 31/12/2026.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(sentRemove).not.toHaveBeenCalled();

    await userEvent.click(row.getByRole('button', { name: /Bỏ ngày nghỉ/ }));
    dialog = within(await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Bỏ ngày nghỉ?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Bỏ ngày nghỉ' }));
    await expectToast(canvasElement, messages.bookings.closedDayRemoved, 'success');
    await waitFor(async () => expect((await list(canvasElement)).queryByText('Tất niên của gara')).toBeNull());
    await expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Someone removed it meanwhile: the server's 404 as a toast, the dialog closes. */
export const RemoveGone: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(removeClosedDay, 404, messages.bookings.closedDayNotFound));
  },
  async play({ canvasElement }) {
    const row = await rowOf(canvasElement, 'Quốc tế Lao động');
    await userEvent.click(row.getByRole('button', { name: /Bỏ ngày nghỉ/ }));
    const dialog = within(await bodyOf(canvasElement).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Bỏ ngày nghỉ' }));
    await expectToast(canvasElement, messages.bookings.closedDayNotFound, 'error');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(listClosedDays, []));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.bookings.closedDaysEmpty)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(listClosedDays));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Đang tải ngày nghỉ...');
  },
};

/** The days cannot be read: the section says so in place (no toast) with a retry that works. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(listClosedDays.path, () => HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.bookings.closedDaysLoadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(7);
  },
};

/** On a phone, after closing a day with bookings: nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await fillForm(canvasElement, { date: newDay, branch: 'Thủ Đức', reason: 'Sơn lại sàn xưởng' });
    await within(canvasElement).findByRole('region', { name: /cần dời sang ngày khác/ });
    await expectNoSideScroll(canvasElement);
  },
};
