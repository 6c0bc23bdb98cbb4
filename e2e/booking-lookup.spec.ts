import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, testExpectingStatus, toast } from './fixtures';
import { bookOnContactPageWithCode, dayAhead } from './booking-helpers';

// A wrong lookup is a 404 on purpose, which Chromium logs as a console error: forgiven here, nothing else.
const test = testExpectingStatus(404);
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

interface SlotState {
  timeSlot: string;
  booked: number;
  remaining: number;
  full: boolean;
  past: boolean;
  closed: boolean;
}

/** A day from `from` days ahead on which the branch has a slot with room (a closed day, a lunar holiday, is skipped). */
async function openDay(request: APIRequestContext, branch: string, from: number) {
  for (let ahead = from; ahead < from + 10; ahead += 1) {
    const date = dayAhead(ahead);
    const { slots } = (await (await request.get(`/api/contacts/availability?date=${date}&branch=${branch}`)).json()) as { slots: SlotState[] };
    const open = slots.filter((slot) => !slot.full && !slot.past && !slot.closed);
    if (open.length >= 2) return { date, slots: open };
  }
  throw new Error(`no open day at ${branch}`);
}

async function slotOf(request: APIRequestContext, date: string, branch: string, timeSlot: string) {
  const { slots } = (await (await request.get(`/api/contacts/availability?date=${date}&branch=${branch}`)).json()) as { slots: SlotState[] };
  return slots.find((slot) => slot.timeSlot === timeSlot)!;
}

// Each spec books its own days (booking 3 and 8, manager-desk 12, my-bookings 15): this one from 18 on.
test('a visitor books at Thủ Đức, keeps the reference from the summary, finds the booking on the lookup page with it and the phone, and cancels it', async ({
  page,
  request,
}) => {
  const phone = '0912345681';
  const { date } = await openDay(request, 'thu-duc', 18);
  const { timeSlot, code, summary } = await bookOnContactPageWithCode(page, `Khách Tra Cứu ${Date.now()}`, date, { phone, branch: 'Chi nhánh Thủ Đức' });
  const [year, month, day] = date.split('-');

  // The summary: the reference, the branch with its address and a map, what to bring, the calendar and the lookup page.
  await expect(summary).toContainText('115 Võ Văn Ngân, phường Linh Chiểu, TP. Thủ Đức');
  await expect(summary).toContainText(`${timeSlot} · `);
  await expect(summary).toContainText(`${day}/${month}/${year}`);
  await expect(summary).toContainText('Giấy đăng ký xe, sổ bảo dưỡng (nếu có)');
  await expect(summary.getByRole('link', { name: /^Xem đường đi/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(summary.getByRole('link', { name: 'Xem, đổi hoặc hủy lịch hẹn' })).toHaveAttribute('href', `/tra-cuu-lich-hen?ma=${code}`);
  const calendarHref = await summary.getByRole('link', { name: 'Thêm vào lịch' }).getAttribute('href');
  expect(calendarHref).toBe(`/api/contacts/lookup/calendar?code=${code}&phone=${phone}`);
  const calendar = await request.get(calendarHref!);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  expect(calendar.headers()['content-disposition']).toContain(`lich-hen-${code}.ics`);
  expect(await calendar.text()).toContain('BEGIN:VCALENDAR');
  const taken = await slotOf(request, date, 'thu-duc', timeSlot);

  // The summary's link loads the lookup page whole (the contact page is islands): the phone goes
  // along in the tab, never in the address, and the booking is found without a tap, after a reload too.
  await summary.getByRole('link', { name: 'Xem, đổi hoặc hủy lịch hẹn' }).click();
  await expect(page).toHaveURL(new RegExp(`/tra-cuu-lich-hen\\?ma=${code}$`));
  await expect(page.getByRole('region', { name: `Lịch hẹn ${code}` })).toContainText(`${timeSlot} · `);
  await page.reload();
  await expect(page.getByRole('region', { name: `Lịch hẹn ${code}` })).toContainText(`${timeSlot} · `);

  // Another day, another tab: the footer leads to the lookup page, where the code is typed as people copy it.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tra cứu lịch hẹn' }).click();
  await expect(page).toHaveURL(/\/tra-cuu-lich-hen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tra cứu lịch hẹn' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Tra cứu lịch hẹn' });
  await form.getByLabel('Mã lịch hẹn').fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`);
  await form.getByLabel('Số điện thoại đặt lịch').fill(phone);
  await form.getByRole('button', { name: 'Tra cứu' }).click();

  const card = page.getByRole('region', { name: `Lịch hẹn ${code}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Chờ xử lý');
  await expect(card).toContainText('Chi nhánh Thủ Đức');
  await expect(card).toContainText(`${timeSlot} · `);
  await expect(card.getByRole('button', { name: 'Đổi lịch hẹn' })).toBeVisible();

  await card.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hủy lịch hẹn?' });
  await dialog.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  await expect(toast(page, 'success', 'Đã hủy lịch hẹn.')).toBeVisible();
  await expect(card).toContainText('Đã hủy');
  await expect(card.getByRole('button')).toHaveCount(0);

  // The place is free again, and the server says the same as the card.
  expect((await slotOf(request, date, 'thu-duc', timeSlot)).remaining).toBe(taken.remaining + 1);
  const found = await request.get(`/api/contacts/lookup?code=${code}&phone=${phone}`);
  expect(await found.json()).toMatchObject({ code, status: 'cancelled', cancellable: false, reschedulable: false });
});

test("a booking moved once from the lookup page offers no 'Đổi lịch hẹn' any more; a wrong phone finds nothing", async ({ page, request }) => {
  const phone = '0912345682';
  const { date, slots } = await openDay(request, 'quan-12', 22);
  const created = await request.post('/api/contacts/create', {
    data: { fullName: `Khách Đổi Lịch ${Date.now()}`, numberPhone: phone, date, timeSlot: slots[0]!.timeSlot, branch: 'quan-12', description: 'Kiểm tra' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };

  // A link with the reference: the code is filled in, the phone is asked.
  await page.goto(`/tra-cuu-lich-hen?ma=${code}`);
  const form = page.getByRole('form', { name: 'Tra cứu lịch hẹn' });
  await expect(form.getByLabel('Mã lịch hẹn')).toHaveValue(code);
  await form.getByLabel('Số điện thoại đặt lịch').fill('0900000001');
  await form.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(page.getByRole('alert')).toHaveText('Không tìm thấy lịch hẹn với mã và số điện thoại này.');

  await form.getByLabel('Số điện thoại đặt lịch').fill(phone);
  await form.getByRole('button', { name: 'Tra cứu' }).click();
  const card = page.getByRole('region', { name: `Lịch hẹn ${code}` });
  await expect(card).toContainText(`${slots[0]!.timeSlot} · `);

  // Moved to Thủ Đức, same day, the first slot with room there.
  await card.getByRole('button', { name: 'Đổi lịch hẹn' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi lịch hẹn' });
  const availability = page.waitForResponse((response) => response.url().includes('/api/contacts/availability') && response.url().includes('branch=thu-duc'));
  await dialog.locator('label').filter({ hasText: 'Chi nhánh Thủ Đức' }).click();
  const { slots: there } = (await (await availability).json()) as { slots: SlotState[] };
  const target = there.find((slot) => !slot.full && !slot.past && !slot.closed)!.timeSlot;
  await dialog.locator('label').filter({ has: page.locator(`input[value="${target}"]`) }).click();
  await dialog.getByRole('button', { name: 'Xác nhận đổi lịch' }).click();
  await expect(toast(page, 'success', 'Đã đổi lịch hẹn.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`${target} · `);
  await expect(card).toContainText('Chi nhánh Thủ Đức');
  await expect(card.getByRole('button', { name: 'Đổi lịch hẹn' })).toHaveCount(0);
  await expect(card).toContainText('Lịch hẹn này đã được đổi một lần.');

  // Looked up again later: the server remembers the move.
  await page.goto(`/tra-cuu-lich-hen?ma=${code}`);
  await form.getByLabel('Số điện thoại đặt lịch').fill(phone);
  await form.getByRole('button', { name: 'Tra cứu' }).click();
  await expect(card).toContainText(`${target} · `);
  await expect(card.getByRole('button', { name: 'Hủy lịch hẹn' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Đổi lịch hẹn' })).toHaveCount(0);
});

test('the lookup page comes drawn by the server with its own head, the reference from the link already in its field', async ({ request }) => {
  const response = await request.get('/tra-cuu-lich-hen?ma=K7M2QX');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Tra cứu lịch hẹn – Gara Ô Tô Sài Gòn</title>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/tra-cuu-lich-hen"/);
  expect(html).toMatch(/<h1[^>]*>Tra cứu lịch hẹn<\/h1>/);
  expect(html).toMatch(/<input[^>]*value="K7M2QX"/);
});
