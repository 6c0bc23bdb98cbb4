import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { dayAhead } from './booking-helpers';
import { agreeToProcessing } from './consent-helpers';

// The machine this runs on is shared and slow at times: give each check room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** Demo accounts of the seed (server/seed/seed-accounts.ts). */
const MASTER = { email: 'master@garaotosaigon.vn', password: 'Master@123' };
const CUSTOMER = { email: 'khachhang@garaotosaigon.vn', password: 'Khach@123' };

interface BookingRow {
  _id: string;
  fullName: string;
  numberPhone: string;
  date: string;
  timeSlot: string;
  description: string;
  images: string[];
  status: string;
  branch: string;
  code: string;
  carPlate: string;
  carModel: string;
  productId: string | null;
  serviceName: string;
}

async function login(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/accounts/login', { data: account });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { token: string; id: string; fullName: string; email: string; image: string | null; roles: unknown[] };
}

async function signIn(page: Page, session: Awaited<ReturnType<typeof login>>) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value.token);
    localStorage.setItem('user', JSON.stringify({ id: value.id, fullName: value.fullName, email: value.email, image: value.image, roles: value.roles }));
  }, session);
}

test('an appointment sent from the contact page reaches the database', async ({ page, request }) => {
  const fullName = `Khách Thử ${Date.now()}`;
  const phone = '0912345678';
  const date = dayAhead(3);
  const message = 'Bảo dưỡng cấp 40.000 km';

  await page.goto('/lien-he');
  const form = page.getByRole('form', { name: 'Đặt lịch hẹn' });
  await form.getByLabel('Họ và tên').fill(fullName);
  await form.getByLabel('Số điện thoại').fill(phone);
  await form.locator('label').filter({ hasText: 'Chi nhánh Thủ Đức' }).click();
  // The day's availability arrives, then the first slot with room is picked.
  const availability = page.waitForResponse((response) => response.url().includes('/api/contacts/availability'));
  await form.getByLabel('Ngày hẹn').fill(date);
  // The first slot the server says is open and has room (Sundays start later and end earlier).
  const { slots } = (await (await availability).json()) as { slots: Array<{ timeSlot: string; full: boolean; past: boolean; closed: boolean }> };
  const timeSlot = slots.find((slot) => !slot.full && !slot.past && !slot.closed)?.timeSlot ?? '';
  const slot = form.locator(`input[type="radio"][value="${timeSlot}"]`);
  // The radio itself is visually hidden inside its chip: a visitor clicks the chip.
  await form.locator('label').filter({ has: page.locator(`input[value="${timeSlot}"]`) }).click();
  await expect(slot).toBeChecked();
  // The services of the catalogue arrive after the page: pick the first.
  const serviceSelect = form.getByLabel('Dịch vụ');
  await expect(serviceSelect.locator('option')).not.toHaveCount(1);
  const serviceName = (await serviceSelect.locator('option').nth(1).textContent()) ?? '';
  await serviceSelect.selectOption({ label: serviceName });
  await form.getByLabel('Dòng xe').fill('Toyota Vios 2019');
  await form.getByLabel('Biển số xe').fill('51a-123.45');
  await form.getByLabel('Lời nhắn').fill(message);
  await agreeToProcessing(form);
  await form.getByRole('button', { name: 'Đặt lịch hẹn' }).click();
  // The summary takes the form's place: the reference to keep, the branch, day and slot.
  const summary = page.getByRole('region', { name: 'Đặt lịch thành công!' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Chi nhánh Thủ Đức');
  await expect(summary).toContainText(`${timeSlot} · `);
  const code = ((await summary.locator('[data-booking-code]').textContent()) ?? '').trim();
  // Another booking starts from an empty form.
  await summary.getByRole('button', { name: 'Đặt thêm lịch hẹn' }).click();
  await expect(form.getByLabel('Họ và tên')).toHaveValue('');
  await expect(form.getByLabel('Họ và tên')).toBeFocused();

  const { token } = await login(request, MASTER);
  const list = await request.get('/api/contacts', { headers: { Authorization: `Bearer ${token}` } });
  expect(list.ok()).toBeTruthy();
  const saved = ((await list.json()) as BookingRow[]).find((row) => row.fullName === fullName);
  expect(saved).toMatchObject({
    fullName,
    numberPhone: phone,
    date,
    timeSlot,
    description: message,
    status: 'pending',
    images: [],
    branch: 'thu-duc',
    code,
    carModel: 'Toyota Vios 2019',
    carPlate: '51A-123.45',
    serviceName,
  });
  expect(saved?.productId).toMatch(/^[0-9a-f]{24}$/);
});

test('the form refuses what the spec refuses, before anything is sent', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contacts/create')) sent += 1;
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Đặt lịch hẹn' });
  await form.getByRole('button', { name: 'Đặt lịch hẹn' }).click();
  await expect(form.getByText('Vui lòng chọn chi nhánh.')).toBeVisible();
  await expect(form.getByText('Vui lòng chọn ngày hẹn.')).toBeVisible();
  await expect(form.getByText('Vui lòng chọn khung giờ.')).toBeVisible();
  await form.getByLabel('Số điện thoại').fill('12345');
  await form.getByRole('button', { name: 'Đặt lịch hẹn' }).click();
  await expect(form.getByText('Số điện thoại phải có 10 chữ số')).toBeVisible();
  expect(sent).toBe(0);
});

test("a full slot cannot be picked, and each branch's places are its own", async ({ page, request }) => {
  const date = dayAhead(8);
  // Made without a branch, as the deployed client books: Quận 12's places.
  const availability = (await (await request.get(`/api/contacts/availability?date=${date}&branch=quan-12`)).json()) as {
    slots: Array<{ timeSlot: string; remaining: number; closed: boolean }>;
  };
  const target = availability.slots.find((slot) => slot.remaining > 0 && !slot.closed)!;
  for (let index = 0; index < target.remaining; index += 1) {
    const created = await request.post('/api/contacts/create', {
      // One phone holds one place per slot: a phone each.
      data: { fullName: `Khách Đầy Chỗ ${index}`, numberPhone: `090000000${index}`, date, timeSlot: target.timeSlot, description: 'Kiểm tra', images: [] },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto('/lien-he');
  const form = page.getByRole('form', { name: 'Đặt lịch hẹn' });
  await form.locator('label').filter({ hasText: 'Chi nhánh Quận 12' }).click();
  await form.getByLabel('Ngày hẹn').fill(date);
  const full = form.getByRole('radio', { name: new RegExp(`^${target.timeSlot}`) });
  await expect(full).toBeDisabled();
  // Signed out, the places left are for signed-in customers and the desk (ANONYMOUS_SLOT_SHARE): the slot says so.
  await expect(form.locator('label').filter({ has: page.locator(`input[value="${target.timeSlot}"]`) })).toContainText('Đăng nhập để đặt');
  // Thủ Đức still has room in that slot.
  await form.locator('label').filter({ hasText: 'Chi nhánh Thủ Đức' }).click();
  await expect(full).toBeEnabled();
});

test('the booking list asks a signed-out visitor to sign in, without calling the API', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contacts') calls.push(request.url());
  });
  await page.goto('/booking');
  await expect(page.getByText('Vui lòng đăng nhập để xem danh sách lịch hẹn.')).toBeVisible();
  // Not a dead end: the prompt's button opens the login dialog.
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  expect(calls).toEqual([]);
});

test('an expired session is a signed-out visitor on the booking list: no call with the old token, no error', async ({ page, request }) => {
  const session = await login(request, CUSTOMER);
  const expiredPayload = Buffer.from(JSON.stringify({ id: session.id, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
  const [header, , signature] = session.token.split('.');
  await signIn(page, { ...session, token: `${header}.${expiredPayload}.${signature}` });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contacts') calls.push(request.url());
  });
  await page.goto('/booking');
  await expect(page.getByText('Vui lòng đăng nhập để xem danh sách lịch hẹn.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(page.locator('li[data-severity="error"]')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('a signed-in customer sees the appointments masked, filters them by slot and sorts them by day', async ({ page, request }) => {
  await signIn(page, await login(request, CUSTOMER));
  await page.goto('/booking');
  await expect(page.getByRole('status')).toBeVisible();
  const list = page.getByRole('list', { name: 'Lịch hẹn' });
  await expect(list).toBeVisible({ timeout: 10_000 });
  const items = list.getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(0);
  // Other people's phone numbers arrive masked from the server.
  await expect(list.getByText(/^\d{2}\*{6}\d{2}$/).first()).toBeVisible();

  const days = async () => list.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  await page.getByLabel('Sắp xếp theo ngày hẹn').selectOption('asc');
  const ascending = await days();
  expect(ascending).toEqual([...ascending].sort());
  await page.getByLabel('Sắp xếp theo ngày hẹn').selectOption('desc');
  const descending = await days();
  expect(descending).toEqual([...ascending].sort().reverse());

  const sidebar = page.getByRole('navigation', { name: 'Lọc theo khung giờ' });
  await sidebar.getByRole('button', { name: /^08:00/ }).click();
  await expect(sidebar.getByRole('button', { name: /^08:00/ })).toHaveAttribute('aria-pressed', 'true');
  for (const text of await list.getByRole('listitem').allTextContents()) expect(text).toContain('08:00');
});
