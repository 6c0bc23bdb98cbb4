import { expect as baseExpect, test, toast } from './fixtures';
import { bookOnContactPage, dayAhead } from './booking-helpers';
import { waitForMailedCalendar } from './mail-outbox';
import { ACCOUNTS, apiLogin, signInBrowser } from './sessions';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

interface SlotAvailability {
  timeSlot: string;
  booked: number;
  remaining: number;
}

test("a signed-in customer books with branch and plate, gets the confirmation with its calendar file, finds it under 'Lịch hẹn của tôi', cancels it and the place is free again", async ({ page, request }) => {
  const session = await apiLogin(request, ACCOUNTS.otherCustomer);
  await signInBrowser(page, session);
  const date = dayAhead(15);
  const fullName = `Khách Tự Hủy ${Date.now()}`;
  const slotOf = async (timeSlot: string) => {
    const { slots } = (await (await request.get(`/api/contacts/availability?date=${date}`)).json()) as { slots: SlotAvailability[] };
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

  await item.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hủy lịch hẹn?' });
  await dialog.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  await expect(toast(page, 'success', 'Đã hủy lịch hẹn.')).toBeVisible();
  await expect(item).toContainText('Đã hủy');
  await expect(item.getByRole('button', { name: 'Hủy lịch hẹn' })).toHaveCount(0);

  const freed = await slotOf(timeSlot);
  expect(freed.remaining).toBe(taken.remaining + 1);
  expect(freed.booked).toBe(taken.booked - 1);

  // Another customer cannot cancel it, nor see it in their own list.
  const other = await apiLogin(request, ACCOUNTS.customer);
  const theirs = (await (await request.get('/api/contacts/mine', { headers: { Authorization: `Bearer ${other.token}` } })).json()) as Array<{ fullName: string }>;
  expect(theirs.map((booking) => booking.fullName)).not.toContain(fullName);
});
