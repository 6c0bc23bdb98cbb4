import { expect as baseExpect, test, toast } from './fixtures';
import { bookOnContactPage, dayAhead } from './booking-helpers';
import { waitForMailedCalendar } from './mail-outbox';
import { ACCOUNTS, apiLogin, auth, signInBrowser } from './sessions';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

interface SlotAvailability {
  timeSlot: string;
  booked: number;
  remaining: number;
}

test("a signed-in customer books with branch and plate, gets the confirmation with its calendar file, finds it under 'Lịch hẹn của tôi', moves it once, cancels it and the place is free again", async ({ page, request }) => {
  const session = await apiLogin(request, ACCOUNTS.otherCustomer);
  await signInBrowser(page, session);
  const date = dayAhead(15);
  const fullName = `Khách Tự Hủy ${Date.now()}`;
  // Asked as the customer: a visitor sees only the anonymous share of a slot, which a signed-in booking does not use.
  const slotOf = async (timeSlot: string) => {
    const { slots } = (await (await request.get(`/api/contacts/availability?date=${date}&branch=thu-duc`, { headers: auth(session) })).json()) as {
      slots: SlotAvailability[];
    };
    return slots.find((slot) => slot.timeSlot === timeSlot)!;
  };

  const bookedAt = Date.now();
  const timeSlot = await bookOnContactPage(page, fullName, date, { phone: '0912345671', branch: 'Chi nhánh Thủ Đức', plate: '51a-678.90' });
  const taken = await slotOf(timeSlot);
  const [year, month, day] = date.split('-');

  // The confirmation mail carries the appointment for the customer's calendar, in UTC (Vietnam is UTC+7).
  const calendar = (await waitForMailedCalendar(ACCOUNTS.otherCustomer.email, bookedAt)).replace(/\r?\n /g, '');
  const startUtc = new Date(`${date}T${timeSlot}:00+07:00`).toISOString().replace(/[-:]/g, '').slice(0, 15);
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain(`DTSTART:${startUtc}Z`);
  expect(calendar).toContain('LOCATION:Gara Ô Tô Sài Gòn: Chi nhánh Thủ Đức\\, 115 Võ Văn Ngân');
  expect(calendar).toContain('51A-678.90');

  await page.getByRole('banner').getByRole('button', { name: `Tài khoản: ${session.user.fullName}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Lịch hẹn của tôi' }).click();
  await expect(page).toHaveURL(/\/account\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch hẹn của tôi' })).toBeVisible();
  const item = page.getByRole('region', { name: 'Sắp tới' }).getByRole('listitem').filter({ hasText: fullName });
  await expect(item).toContainText(`${timeSlot} · `);
  await expect(item).toContainText(`${day}/${month}/${year}`);
  await expect(item).toContainText('Chờ xử lý');
  await expect(item).toContainText('Chi nhánh Thủ Đức');
  await expect(item).toContainText('51A-678.90');

  // Moved once to another slot of the day: the old place is free again, the new one taken, and it cannot be moved twice.
  // The dialog shows the day's places as the server counts them (from the page's cache, read a moment ago).
  const { slots } = (await (await request.get(`/api/contacts/availability?date=${date}&branch=thu-duc`, { headers: auth(session) })).json()) as {
    slots: Array<SlotAvailability & { full: boolean; past: boolean; closed: boolean }>;
  };
  const newSlot = slots.find((slot) => slot.timeSlot !== timeSlot && !slot.full && !slot.past && !slot.closed)!.timeSlot;
  await item.getByRole('button', { name: 'Đổi lịch hẹn' }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Đổi lịch hẹn' });
  await moveDialog.locator('label').filter({ has: page.locator(`input[value="${newSlot}"]`) }).click();
  await moveDialog.getByRole('button', { name: 'Xác nhận đổi lịch' }).click();
  await expect(toast(page, 'success', 'Đã đổi lịch hẹn.')).toBeVisible();
  await expect(item).toContainText(`${newSlot} · `);
  await expect(item.getByRole('button', { name: 'Đổi lịch hẹn' })).toHaveCount(0);
  expect((await slotOf(timeSlot)).remaining).toBe(taken.remaining + 1);
  const movedTo = await slotOf(newSlot);

  await item.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hủy lịch hẹn?' });
  await dialog.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  await expect(toast(page, 'success', 'Đã hủy lịch hẹn.')).toBeVisible();
  await expect(item).toContainText('Đã hủy');
  await expect(item.getByRole('button', { name: 'Hủy lịch hẹn' })).toHaveCount(0);

  const freed = await slotOf(newSlot);
  expect(freed.remaining).toBe(movedTo.remaining + 1);
  expect(freed.booked).toBe(movedTo.booked - 1);

  // Another customer cannot cancel it, nor see it in their own list.
  const other = await apiLogin(request, ACCOUNTS.customer);
  const theirs = (await (await request.get('/api/contacts/mine', { headers: { Authorization: `Bearer ${other.token}` } })).json()) as Array<{ fullName: string }>;
  expect(theirs.map((booking) => booking.fullName)).not.toContain(fullName);
});
