import type { Page } from '@playwright/test';
import { expect, test, testExpectingStatus, toast, PHONE } from './fixtures';
import { waitForMailedCode } from './mail-outbox';
import { agreeToProcessing } from './consent-helpers';
import { newCustomer } from './sessions';

/** Phones (375 px) keep the account area in the slide-out menu, desktops in the bar. */
async function accountArea(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('banner');
  const menuButton = page.locator('header button[aria-label="Mở menu"]');
  // The menu closed itself when its last link was followed: a visitor opens it again.
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  // Its closing slide and the focus it hands back must be over, or they can close the new one.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await menuButton.click();
  return page.getByRole('dialog', { name: 'Menu' });
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

test('a new customer registers, verifies the mailed code and is signed in at once, sees the menu and logs out', PHONE, async ({ page, request, isMobile }, testInfo) => {
  // The whole journey of a new customer: longer than the default budget of one check.
  test.setTimeout(90_000);
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
  const fullName = `Khách Thử ${testInfo.project.name === 'mobile' ? 'Điện Thoại' : 'Máy Tính'}`;
  const password = 'MatKhau@2026';

  // /register opens the registration dialog over the home page.
  await page.goto('/register');
  const register = page.getByRole('dialog', { name: 'Đăng ký tài khoản' });
  await register.getByRole('textbox', { name: /Họ và tên/ }).fill(fullName);
  await register.getByRole('textbox', { name: /Email/ }).fill(email);
  await register.getByLabel(/^Mật khẩu/).fill(password);
  await register.getByLabel(/^Xác nhận mật khẩu/).fill(password);
  await agreeToProcessing(register);
  const sentAfter = Date.now();
  await register.getByRole('button', { name: 'Đăng ký' }).click();

  // The verification dialog names the address; the code comes from the mail outbox.
  const verify = page.getByRole('dialog', { name: 'Xác thực tài khoản' });
  await expect(verify.getByText(email)).toBeVisible();
  const code = await waitForMailedCode(email, sentAfter);
  await verify.getByRole('textbox', { name: 'Chữ số 1 trên 6' }).click();
  await page.keyboard.type(code);
  await verify.getByRole('button', { name: 'Xác thực' }).click();
  // No second login: the page reloads signed in and says so (the toast first: it shows for 3 seconds only).
  await expect(toast(page, 'success', 'Xác thực tài khoản thành công! Bạn đã được đăng nhập.')).toBeVisible();
  await expect(verify).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toHaveCount(0);
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: JSON.parse(localStorage.getItem('user') ?? 'null') as { id: string } | null }));
  expect(stored.token?.split('.')).toHaveLength(3);
  // A customer: no staff role, answered as [] (the deployed client's editor offers its role picker then).
  expect(stored.user).toMatchObject({ fullName, email, image: null, roles: [] });
  // The verification also set the httpOnly cookie, and the token works against the server.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'jwt')).toMatchObject({ value: stored.token, httpOnly: true });
  const ownAccount = `/api/accounts/${stored.user!.id}`;
  const withOldToken = { headers: { Authorization: `Bearer ${stored.token}` } };
  expect((await request.get(ownAccount, withOldToken)).status()).toBe(200);

  // The user menu: a customer's links, then the profile.
  let area = await accountArea(page, isMobile);
  await area.getByRole('button', { name: `Tài khoản: ${fullName}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Tin nhắn' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Thông tin tài khoản' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  // Logout asks first; Cancel keeps the session, Đăng xuất ends it and goes home.
  area = await accountArea(page, isMobile);
  await area.getByRole('button', { name: `Tài khoản: ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận đăng xuất' });
  await expect(confirm).toContainText('Bạn có chắc chắn muốn đăng xuất?');
  await confirm.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  const after = await accountArea(page, isMobile);
  await expect(after.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  // The server ended that session: the cookie is gone and a copy of the token is refused.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'jwt')).toBeUndefined();
  expect((await request.get(ownAccount, withOldToken)).status()).toBe(401);
});

test('an expired token in localStorage counts as logged out and is removed', PHONE, async ({ page, isMobile }) => {
  const exp = Math.floor(Date.now() / 1000) - 60;
  const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '0'.repeat(24), exp })}.c2lnbmF0dXJl`;
  const user = { id: '0'.repeat(24), fullName: 'Khách Hết Hạn', email: 'het-han@example.com', image: null, roles: [] };
  await page.addInitScript(
    ({ token: storedToken, user: storedUser }) => {
      // Only on the first load: the page must be free to remove them.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', JSON.stringify(storedUser));
    },
    { token, user },
  );
  await page.goto('/');
  const area = await accountArea(page, isMobile);
  await expect(area.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(area.getByRole('button', { name: /Tài khoản:/ })).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});

test('the account pages ask a visitor to log in', async ({ page }) => {
  await page.goto('/account/profile');
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Đăng nhập' }).getByRole('button', { name: 'Đóng' }).click();
  await expect(page.getByRole('heading', { name: 'Bạn chưa đăng nhập' })).toBeVisible();
});

// The refused call answers 401, which Chromium logs as a console error.
testExpectingStatus(401)('a password reset elsewhere signs this browser out at its next call, with a message', PHONE, async ({ page, request, playwright, baseURL, isMobile }, testInfo) => {
  test.setTimeout(60_000);
  const { email, session: customer } = await newCustomer(request, 'Khách Bị Đăng Xuất', `phien-${testInfo.project.name}`);
  await page.addInitScript(
    ({ token, user }) => {
      // Only on the first load: the page must be free to remove them.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: customer.token, user: customer.user },
  );
  await page.goto('/');
  const area = await accountArea(page, isMobile);
  await expect(area.getByRole('button', { name: `Tài khoản: ${customer.user.fullName}` })).toBeVisible();
  if (isMobile) await page.keyboard.press('Escape');
  // Everything the page asked for with the token has been answered before the reset.
  await page.waitForLoadState('networkidle');

  // Somebody resets the password (the customer on another device, say: no session of theirs,
  // unlike `request`, which holds the login's cookie and would keep that session).
  const elsewhere = await playwright.request.newContext({ baseURL });
  const sentAfter = Date.now();
  expect((await elsewhere.post('/api/accounts/forgot-password', { data: { email } })).ok()).toBeTruthy();
  const code = await waitForMailedCode(email, sentAfter);
  const reset = await elsewhere.post('/api/accounts/reset-password', { data: { email, verificationCode: code, newPassword: 'MatKhauMoi@2026' } });
  expect(reset.ok()).toBeTruthy();
  await elsewhere.dispose();

  // The browser still holds the old token. Its next call (the cart, opened from the header)
  // is refused: signed out on the spot, and told why. swr answers a key again from its cache
  // for 2 s after the last request (its dedupingInterval): the header asked for the cart when
  // the page loaded, so the visitor comes back to it a little later.
  await page.waitForTimeout(2_100);
  await page.getByRole('banner').getByRole('link', { name: /^Giỏ hàng/ }).click();
  await expect(toast(page, 'warning', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.')).toBeVisible();
  await expect(page.getByText('Vui lòng đăng nhập để xem giỏ hàng.')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  const after = await accountArea(page, isMobile);
  await expect(after.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  expect((await request.get(`/api/accounts/${customer.user.id}`, { headers: { Authorization: `Bearer ${customer.token}` } })).status()).toBe(401);
});
