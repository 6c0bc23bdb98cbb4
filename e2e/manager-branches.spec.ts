import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test as plainTest, testExpectingStatus } from './fixtures';
import { format, messages } from '../contract/messages';
import { ACCOUNTS, apiLogin, auth, signInBrowser, type Session } from './sessions';
import { dayAhead } from './booking-helpers';
import { agreeToProcessing } from './consent-helpers';

// The front desk and the two branches against the real server: a full slot at one branch is
// refused, the same slot at the other is booked, and the board shows each branch's own day.
const expect = baseExpect.configure({ timeout: 15_000 });
// The full slot's refusal is a 409 the browser logs: that one is expected.
const test = testExpectingStatus(409);
test.describe.configure({ timeout: 90_000 });

interface Slot {
  timeSlot: string;
  remaining: number;
  full: boolean;
  past: boolean;
  closed: boolean;
}

/** A slot's places as `caller` may take them: anonymous callers see only their share of a slot. */
async function availability(request: APIRequestContext, date: string, branch: string, caller?: Session) {
  const response = await request.get(`/api/contacts/availability?date=${date}&branch=${branch}`, caller ? { headers: auth(caller) } : {});
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { capacity: number; closedReason: string | null; slots: Slot[] };
}

interface ClosedDayRow {
  _id: string | null;
  date: string;
  branch: string | null;
  reason: string;
  kind: 'holiday' | 'garage';
}

/** The days closed on `date`, at either branch (the public list). */
async function closedOn(request: APIRequestContext, date: string) {
  const response = await request.get(`/api/contacts/closed-days?from=${date}&to=${date}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as ClosedDayRow[];
}

/** Takes every place left in a slot through the desk's own call, as other callers would. */
async function fillSlot(request: APIRequestContext, staff: Session, date: string, branch: string, timeSlot: string) {
  const left = (await availability(request, date, branch, staff)).slots.find((slot) => slot.timeSlot === timeSlot)!.remaining;
  for (let index = 0; index < left; index += 1) {
    const response = await request.post('/api/contacts/desk', {
      headers: auth(staff),
      data: { fullName: `Khách gọi trước ${index + 1}`, numberPhone: `09${String(Date.now() + index).slice(-8)}`, branch, date, timeSlot },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('the desk is refused a slot that filled at Quận 12, books the same slot at Thủ Đức, and the branch switch shows where the caller is', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ACCOUNTS.admin);
  // A day of its own (other specs book days 3, 8, 12 and 15), and a slot open at both branches.
  const date = dayAhead(24);
  const [quan12, thuDuc] = await Promise.all([availability(request, date, 'quan-12'), availability(request, date, 'thu-duc')]);
  const open = (slots: Slot[], timeSlot: string) => slots.some((slot) => slot.timeSlot === timeSlot && !slot.full && !slot.past && !slot.closed);
  const timeSlot = quan12.slots.map((slot) => slot.timeSlot).find((slot) => open(quan12.slots, slot) && open(thuDuc.slots, slot))!;
  expect(timeSlot, 'a slot open at both branches').toBeTruthy();
  const caller = `Khách Gọi Điện ${Date.now()}`;
  const phone = `07${String(Date.now()).slice(-8)}`;

  await signInBrowser(page, admin);
  await page.goto(`/manager/booking-board?date=${date}&branch=quan-12`);
  await expect(page.getByRole('tab', { name: 'Quận 12' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Đặt lịch cho khách' }).click();
  const form = page.getByRole('form', { name: 'Đặt lịch cho khách' });
  await expect(form.getByRole('radio', { name: 'Quận 12' })).toBeChecked();
  await expect(form.getByLabel(/Ngày hẹn/)).toHaveValue(date);
  await form.getByLabel(/Họ tên/).fill(caller);
  await form.getByLabel(/Số điện thoại/).fill(phone);
  await form.getByLabel(/Dòng xe/).fill('Kia Morning 2018');
  const chip = form.locator('label').filter({ has: page.locator(`input[value="${timeSlot}"]`) });
  await expect(chip.locator('input')).toBeEnabled();
  await chip.click();
  await agreeToProcessing(form);

  // Meanwhile the last places of that slot are taken.
  await fillSlot(request, admin, date, 'quan-12', timeSlot);
  await page.getByRole('button', { name: 'Đặt lịch', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(messages.bookings.slotFull);
  await expect(form.getByLabel(/Họ tên/)).toHaveValue(caller);
  await expect(chip.locator('input')).toBeDisabled();

  // The same slot at the other branch has its own places.
  await form.locator('label').filter({ hasText: 'Thủ Đức' }).click();
  await expect(chip.locator('input')).toBeEnabled();
  await chip.click();
  await page.getByRole('button', { name: 'Đặt lịch', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Đã đặt lịch cho khách' });
  await expect(done).toContainText('Chi nhánh Thủ Đức');
  const code = (await done.locator('.font-mono').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

  await done.getByRole('button', { name: 'Xem trên bảng' }).click();
  await expect(page).toHaveURL(new RegExp(`branch=thu-duc`));
  await expect(page.getByRole('tab', { name: 'Thủ Đức' })).toHaveAttribute('aria-selected', 'true');
  const slotAt = () => page.getByRole('region', { name: timeSlot, exact: true });
  await expect(slotAt()).toContainText(caller);

  // Quận 12's slot is full, without the caller.
  await page.getByRole('tab', { name: 'Quận 12' }).click();
  await expect(page).toHaveURL(/branch=quan-12/);
  await expect(slotAt()).toContainText(`${quan12.capacity}/${quan12.capacity}`);
  await expect(slotAt()).toContainText(messages.bookings.slotFullLabel);
  await expect(slotAt()).not.toContainText(caller);

  // The reference the caller was given finds the booking with its branch.
  await page.getByRole('tab', { name: 'Thủ Đức' }).click();
  // The card itself, not its 'Nhận xe' button, whose name carries the caller's too.
  await slotAt().getByRole('button', { name: new RegExp(`^\\d\\d:\\d\\d ?${caller}`) }).click();
  const detail = page.getByRole('dialog', { name: 'Chi tiết lịch hẹn' });
  await expect(detail).toContainText(code);
  await expect(detail).toContainText('Chi nhánh Thủ Đức');
  await expect(detail.getByRole('list', { name: 'Lịch sử cập nhật' })).toContainText(messages.bookings.deskCreatedReason);
});

plainTest('a master sets a branch\u2019s places per slot, the board counts with them, and the default comes back', async ({ page, request }) => {
  const master = await apiLogin(request, ACCOUNTS.master);
  await signInBrowser(page, master);
  await page.goto('/manager/branches');
  await expect(page.getByRole('heading', { level: 1, name: 'Chi nhánh' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Chi nhánh Thủ Đức', exact: true });
  const field = card.getByLabel(/Số chỗ mỗi khung giờ/);
  await field.fill('5');
  await card.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.locator('li[data-severity="success"]').filter({ hasText: messages.bookings.capacitySaved })).toBeVisible();
  await expect(card).toContainText('Riêng chi nhánh');
  const latest = page.getByRole('list', { name: 'Các thay đổi gần đây' }).getByRole('listitem').first();
  await expect(latest).toContainText('Chi nhánh Thủ Đức');
  await expect(latest).toContainText('→ 5 chỗ');
  await expect(latest).toContainText(master.user.fullName);

  try {
    await page.goto(`/manager/booking-board?date=${dayAhead(25)}&branch=thu-duc`);
    await expect(page.getByText('Chi nhánh Thủ Đức · 5 chỗ mỗi khung giờ')).toBeVisible();
  } finally {
    // Other specs count on the default places.
    const reset = await request.put('/api/manager/branches/thu-duc', { headers: auth(master), data: { slotCapacity: null } });
    expect(reset.ok(), await reset.text()).toBeTruthy();
  }
  await page.goto('/manager/branches');
  await expect(page.getByRole('region', { name: 'Chi nhánh Thủ Đức', exact: true })).toContainText('Mặc định');
});

plainTest('a master closes a day at Thủ Đức that has a booking, is shown the booking to move, the day is closed to the public, and opens it again', async ({
  page,
  request,
}) => {
  const master = await apiLogin(request, ACCOUNTS.master);
  // A day 10 to 20 days ahead that other specs leave alone (they book days 3, 8, 12, 15, 18 and 24 on),
  // open at both branches (no lunar holiday, nothing closed), with a slot left at Thủ Đức.
  let date = '';
  let timeSlot = '';
  for (const ahead of [13, 16, 11, 17, 14, 10, 19, 20]) {
    const day = dayAhead(ahead);
    if ((await closedOn(request, day)).length > 0) continue;
    const open = (await availability(request, day, 'thu-duc')).slots.find((slot) => !slot.full && !slot.past && !slot.closed);
    if (open) {
      date = day;
      timeSlot = open.timeSlot;
      break;
    }
  }
  expect(date, 'an open day 10 to 20 days ahead').toBeTruthy();
  const reason = `Bảo trì xưởng ${Date.now()}`;
  const caller = `Khách Ngày Nghỉ ${Date.now()}`;
  const made = await request.post('/api/contacts/desk', {
    headers: auth(master),
    data: { fullName: caller, numberPhone: `08${String(Date.now()).slice(-8)}`, branch: 'thu-duc', date, timeSlot },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()) as { _id: string; code: string };

  try {
    await signInBrowser(page, master);
    await page.goto('/manager/branches');
    const form = page.getByRole('form', { name: 'Thêm ngày nghỉ' });
    await form.getByLabel(/Ngày nghỉ/).fill(date);
    await form.getByLabel(/Lý do/).fill(reason);
    await form.locator('label').filter({ hasText: 'Thủ Đức' }).click();
    await form.getByRole('button', { name: 'Thêm ngày nghỉ' }).click();
    await expect(page.locator('li[data-severity="success"]').filter({ hasText: messages.bookings.closedDayAdded })).toBeVisible();

    // The booking already on that day, to move.
    const toMove = page.getByRole('list', { name: 'Lịch hẹn cần dời của ngày vừa nghỉ' });
    await expect(toMove.getByRole('listitem')).toHaveCount(1);
    await expect(toMove).toContainText(caller);
    await expect(toMove).toContainText(booking.code);
    await expect(toMove).toContainText(timeSlot);
    await expect(toMove).toContainText('Chi nhánh Thủ Đức');
    const row = page.getByRole('list', { name: 'Các ngày nghỉ sắp tới' }).getByRole('listitem').filter({ hasText: reason });
    await expect(row).toContainText('Chi nhánh Thủ Đức');
    // 'Lịch hẹn cần dời' lists it too, until someone moves it.
    await expect(page.getByRole('list', { name: 'Các lịch hẹn cần dời' })).toContainText(booking.code);

    // The public sees the day closed at Thủ Đức, and Quận 12 still open.
    const closed = await availability(request, date, 'thu-duc');
    expect(closed.closedReason).toBe(reason);
    expect(closed.slots.every((slot) => slot.closed)).toBe(true);
    expect((await availability(request, date, 'quan-12')).closedReason).toBeNull();

    // The booking's link opens that day's board at Thủ Đức, which says the day is closed.
    await toMove.getByRole('link', { name: /^Mở lịch trong ngày/ }).click();
    await expect(page).toHaveURL(new RegExp(`/manager/booking-board\\?date=${date}&branch=thu-duc$`));
    await expect(page.getByText(format(messages.bookings.boardClosed, { reason }))).toBeVisible();
    await expect(page.getByRole('region', { name: timeSlot, exact: true })).toContainText(caller);

    // Opened again: the row and the refusal are gone.
    await page.goto('/manager/branches');
    await row.getByRole('button', { name: /^Bỏ ngày nghỉ/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Bỏ ngày nghỉ?' });
    await expect(dialog).toContainText('Chi nhánh Thủ Đức sẽ nhận lịch hẹn lại vào');
    await dialog.getByRole('button', { name: 'Bỏ ngày nghỉ' }).click();
    await expect(page.locator('li[data-severity="success"]').filter({ hasText: messages.bookings.closedDayRemoved })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Các lịch hẹn cần dời' }).filter({ hasText: booking.code })).toHaveCount(0);
    expect((await availability(request, date, 'thu-duc')).closedReason).toBeNull();
  } finally {
    // Other specs book on these days: the day opens again and its place is given back, whatever failed above.
    for (const day of await closedOn(request, date)) {
      if (day._id && day.reason === reason) {
        const removed = await request.delete(`/api/manager/closed-days/${day._id}`, { headers: auth(master) });
        expect(removed.ok(), await removed.text()).toBeTruthy();
      }
    }
    const deleted = await request.delete(`/api/contacts/${booking._id}`, { headers: auth(master) });
    expect(deleted.ok(), await deleted.text()).toBeTruthy();
  }
});
