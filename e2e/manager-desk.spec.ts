import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test, toast } from './fixtures';
import { messages } from '../contract/messages';
import { ACCOUNTS, apiLogin, auth, pageFor, type Session, signInBrowser } from './sessions';
import { bookOnContactPage, dayAhead } from './booking-helpers';

// The front desk's screens against the real server: bookings, orders, accounts and the CSV.
// The back office's chunks load on first use; a busy machine needs more than 5 s for some.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A customer no other spec signs in with: locking them cannot break another test. */
const LOCKABLE = { email: 'vothingocha@example.com', password: 'Khach@123', fullName: 'Võ Thị Ngọc Hà' };

/** A cash-on-delivery order of one service, placed the way checkout places it. */
async function placeOrder(request: APIRequestContext, session: Session) {
  const products = (await (await request.get('/api/products')).json()) as Array<{ _id: string; quantity: number }>;
  const service = products.find((product) => product.quantity >= 3)!;
  const added = await request.post('/api/cart', { headers: auth(session), data: { quantity: 1, product_id: service._id, account_id: session.user.id } });
  expect(added.ok(), await added.text()).toBeTruthy();
  const created = await request.post('/api/orders/create', {
    headers: auth(session),
    data: { name: session.user.fullName, phone: '0987654321', email: session.user.email, address: '12 Lê Lợi, Quận 1', note: 'Gọi trước khi giao', payment_method: 'COD' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { _id: string };
}

const code = (id: string) => id.slice(-6).toUpperCase();

test('the front desk confirms a booking made on the contact page a moment before, the customer sees it confirmed, and an edit keeps its reason', async ({
  browser,
  page,
  request,
}) => {
  const date = dayAhead(12);
  const fullName = `Khách Lễ Tân ${Date.now()}`;
  const customerPage = await pageFor(browser, await apiLogin(request, ACCOUNTS.customer));
  const timeSlot = await bookOnContactPage(customerPage, fullName, date);
  const [year, month, day] = date.split('-');
  const shownDay = `${day}/${month}/${year}`;
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.admin));

  await page.goto(`/manager/booking?date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý lịch hẹn' })).toBeVisible();
  await page.getByRole('button', { name: `Đổi trạng thái lịch hẹn ${fullName} (${shownDay} ${timeSlot})` }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Cập nhật trạng thái' });
  await statusDialog.getByRole('radio', { name: /Đã xác nhận/ }).check();
  await statusDialog.getByRole('button', { name: 'Cập nhật' }).click();
  await expect(toast(page, 'success', 'Cập nhật trạng thái lịch hẹn thành công!')).toBeVisible();

  await customerPage.goto('/booking');
  await expect(customerPage.getByRole('listitem').filter({ hasText: fullName })).toContainText('Đã xác nhận');
  await customerPage.context().close();

  // The day board shows it in its slot; a click opens the same detail, where the edit happens.
  await page.goto(`/manager/booking-board?date=${date}`);
  const slot = page.getByRole('region', { name: timeSlot, exact: true });
  await expect(slot).toContainText(fullName);
  await expect(slot).toContainText(/\d\/3/);
  // The card itself, not its 'Nhận xe' button, whose name carries the customer's too.
  await slot.getByRole('button', { name: new RegExp(`^\\d\\d:\\d\\d ?${fullName}`) }).click();
  const detail = page.getByRole('dialog', { name: 'Chi tiết lịch hẹn' });
  await detail.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const edit = page.getByRole('form', { name: 'Sửa lịch hẹn' });
  const description = edit.getByLabel('Mô tả');
  // The field counts the input events it received, so a miss says where it happened: the text
  // never reached this field (the keystrokes went to whatever held the focus a moment later, a
  // race seen in CI, never in 22 runs here under load: typed once more, the focused element logged) or
  // it arrived and was reset afterwards (a product bug: fails).
  await description.evaluate((element) => {
    Object.assign(element, { typedHere: true, inputsHere: 0 });
    element.addEventListener('input', () => Object.assign(element, { inputsHere: (element as unknown as { inputsHere: number }).inputsHere + 1 }));
  });
  const typed = 'Thay dầu, kiểm tra phanh và đảo lốp';
  const fieldState = () =>
    description.evaluate((element: HTMLTextAreaElement & { inputsHere?: number }) => ({
      sameField: 'typedHere' in element,
      value: element.value,
      inputsHere: element.inputsHere ?? 0,
      focused: document.activeElement === element ? 'the field' : `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.slice(0, 40) ?? ''}`,
    }));
  await description.fill(typed);
  const first = await fieldState();
  if (first.value !== typed && first.inputsHere === 0) {
    console.warn(`manager-desk: the text did not reach the field (focus on ${first.focused}); typed again`);
    await description.fill(typed);
  }
  await expect.poll(async () => (({ sameField, value }) => ({ sameField, value }))(await fieldState())).toEqual({ sameField: true, value: typed });
  await edit.getByLabel(/Lý do cập nhật/).focus();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(edit.getByText('Vui lòng nhập lý do cập nhật.')).toBeVisible();
  await edit.getByLabel(/Lý do cập nhật/).fill('Khách gọi điện thêm đảo lốp');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'success', 'Cập nhật lịch hẹn thành công!')).toBeVisible();
  const history = page.getByRole('dialog', { name: 'Chi tiết lịch hẹn' }).getByRole('list', { name: 'Lịch sử cập nhật' });
  await expect(history).toContainText('Khách gọi điện thêm đảo lốp');
  await expect(history).toContainText('Lê Thị Mai Anh');
  await expect(history).toContainText('Đã xác nhận');
});

test('the monthly count equals what the database holds for that month', async ({ page, request }) => {
  const admin = await apiLogin(request, ACCOUNTS.admin);
  const date = dayAhead(12);
  const [year, month] = date.split('-');
  const countInMonth = async () => {
    const all = (await (await request.get('/api/contacts', { headers: auth(admin) })).json()) as Array<{ date: string }>;
    return all.filter((booking) => booking.date.startsWith(`${year}-${month}-`)).length;
  };
  const before = await countInMonth();
  expect(before).toBeGreaterThan(0);

  await signInBrowser(page, admin);
  await page.goto('/manager/booking');
  await expect(page.getByText(/^Tổng số: \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Thống kê tháng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thống kê lịch hẹn theo tháng' });
  // The year's charts are named '… lịch hẹn năm 2026': the fields are found by their exact labels.
  await dialog.getByLabel('Năm', { exact: true }).selectOption(String(Number(year)));
  await dialog.getByLabel('Tháng', { exact: true }).selectOption(String(Number(month)));
  // Both branches by default (the admin has no usual branch), as the database was counted.
  await expect(dialog.getByLabel('Chi nhánh', { exact: true })).toHaveValue('');
  const sentence = new RegExp(`Tháng ${Number(month)}/${year} có (\\d+) lịch hẹn\\.`);
  const summary = dialog.getByText(sentence);
  await expect(summary).toBeVisible();
  const shown = Number(sentence.exec((await summary.textContent()) ?? '')?.[1]);
  const after = await countInMonth();
  // What the database held when the dialog counted: a journey on the other worker may book or
  // cancel in this month meanwhile (a CI run saw 21 before, 20 shown), and then the count lies
  // between the two readings; with nothing changed between them it must be exactly that.
  expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
  expect(shown).toBeLessThanOrEqual(Math.max(before, after));
});

test('an admin moves an order on, the customer sees it in their history, and the detail keeps the change', async ({ browser, page, request }) => {
  const customer = await apiLogin(request, ACCOUNTS.customer);
  const order = await placeOrder(request, customer);
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.admin));

  await page.goto('/manager/order?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý đơn hàng' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Mã đơn, tên, số điện thoại hoặc email' }).fill(`${code(order._id).toLowerCase()}`);
  await page.getByRole('searchbox', { name: 'Mã đơn, tên, số điện thoại hoặc email' }).press('Enter');
  await expect(page.getByText(/^Tổng số: 1 /)).toBeVisible();
  await page.getByRole('button', { name: `Cập nhật trạng thái đơn hàng #${code(order._id)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cập nhật trạng thái đơn hàng #${code(order._id)}` });
  await dialog.getByRole('radio', { name: 'Đang xử lý' }).check();
  await dialog.getByRole('button', { name: 'Cập nhật' }).click();
  await expect(toast(page, 'success', 'Cập nhật trạng thái đơn hàng thành công!')).toBeVisible();
  // No longer pending, it leaves the pending filter; every status shows it again.
  await expect(page.getByText(messages.orders.filterEmpty)).toBeVisible();
  // The filter lives in the address: the radio turns on once the route has moved.
  await page.getByRole('radio', { name: 'Tất cả' }).click();
  await expect(page.getByRole('radio', { name: 'Tất cả' })).toBeChecked();
  await page.getByRole('button', { name: `Xem đơn hàng #${code(order._id)}` }).click();
  const detail = page.getByRole('dialog', { name: `Đơn hàng #${code(order._id)}` });
  const history = detail.getByRole('region', { name: 'Lịch sử trạng thái' });
  await expect(history).toContainText('Chờ xử lý');
  await expect(history).toContainText('Đang xử lý');
  await expect(history).toContainText('Lê Thị Mai Anh');

  const customerPage = await pageFor(browser, customer);
  await customerPage.goto('/account/historyOrder');
  await expect(customerPage.getByRole('link', { name: new RegExp(`Đơn hàng #${code(order._id)}`) })).toContainText('Đang xử lý');
  await customerPage.context().close();
});

test('a master locks a customer, whose open page signs out and whose next request is refused at once, then unlocks them', async ({ page, request, browser }) => {
  const target = await apiLogin(request, LOCKABLE);
  const ownCart = () => request.get(`/api/cart/${target.user.id}`, { headers: auth(target) });
  expect((await ownCart()).ok()).toBeTruthy();
  // The customer has their bookings open: the page holds the tab's socket.
  const customerPage = await pageFor(browser, target);
  const socketUpgraded = customerPage.waitForEvent('websocket');
  await customerPage.goto('/account/bookings');
  await socketUpgraded;
  await expect(customerPage.getByRole('button', { name: `Tài khoản: ${LOCKABLE.fullName}` })).toBeVisible();
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.master));

  await page.goto('/manager/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý tài khoản' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Họ tên, email hoặc vai trò' });
  await search.fill('ngoc ha');
  await search.press('Enter');
  await expect(page.getByText(/^Tìm thấy 1 trong tổng số \d+ tài khoản$/)).toBeVisible();

  await page.getByRole('button', { name: `Khóa tài khoản ${LOCKABLE.fullName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Khóa tài khoản?' });
  await expect(confirm).toContainText('Tài khoản bị khóa sẽ bị đăng xuất ngay trên mọi thiết bị.');
  await confirm.getByRole('button', { name: 'Khóa' }).click();
  await expect(toast(page, 'success', 'Đã khóa tài khoản.')).toBeVisible();
  // The server ended the customer's socket; their page asked once and signed out with the lock's words.
  await expect(toast(customerPage, 'warning', messages.auth.accountLocked)).toBeVisible();
  await expect(customerPage.getByRole('button', { name: 'Đăng nhập' }).first()).toBeVisible();
  expect(await customerPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await customerPage.context().close();

  const refused = await ownCart();
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: 'Tài khoản của bạn đã bị khóa. Vui lòng liên hệ quản trị viên để mở khóa.' });

  await page.getByRole('button', { name: `Mở khóa tài khoản ${LOCKABLE.fullName}` }).click();
  await page.getByRole('alertdialog', { name: 'Mở khóa tài khoản?' }).getByRole('button', { name: 'Mở khóa' }).click();
  await expect(toast(page, 'success', 'Đã mở khóa tài khoản.')).toBeVisible();
  // The lock ended the old session for good: once unlocked, the customer signs in again.
  expect((await ownCart()).status()).toBe(401);
  const again = await request.post('/api/accounts/login', { data: LOCKABLE });
  expect(again.ok()).toBeTruthy();
  const { token } = (await again.json()) as { token: string };
  expect((await request.get(`/api/cart/${target.user.id}`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBeTruthy();
});

test('the orders of a range download as a CSV that keeps its Vietnamese letters', async ({ page, request }) => {
  const customer = await apiLogin(request, ACCOUNTS.customer);
  const order = await placeOrder(request, customer);
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.admin));
  await page.goto('/manager/order');
  await expect(page.getByText(/^Tổng số: \d+/)).toBeVisible();

  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xuất đơn hàng ra tệp CSV' });
  await dialog.getByLabel(/Từ ngày/).fill(dayAhead(-30));
  await dialog.getByLabel(/Đến ngày/).fill(dayAhead(0));
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Tải xuống' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`don-hang-${dayAhead(-30)}-den-${dayAhead(0)}.csv`);
  const bytes = await readFile((await file.path())!);
  // The byte-order mark Excel needs, then UTF-8 text with its diacritics intact.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('Mã đơn');
  const row = text.split('\r\n').find((line) => line.startsWith(code(order._id)));
  expect(row).toContain(customer.user.fullName);
  expect(row).toContain('Chờ xử lý');
  await expect(toast(page, 'success', `Đã tải xuống tệp ${file.suggestedFilename()}.`)).toBeVisible();
});
