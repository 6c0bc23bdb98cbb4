import { expect as baseExpect, test } from './fixtures';
import { ACCOUNTS, apiLogin, signInBrowser } from './sessions';

// The back office's chunks load on first use; a busy machine needs more than 5 s for some.
const expect = baseExpect.configure({ timeout: 15_000 });

const screens = [
  ['/manager', 'Quản lý gara'],
  ['/manager/products', 'Quản lý dịch vụ'],
  ['/manager/news', 'Quản lý tin tức'],
  ['/manager/banner', 'Quản lý banner'],
  ['/manager/category', 'Quản lý danh mục'],
  ['/manager/staff', 'Quản lý nhân sự'],
  ['/manager/category-staff', 'Quản lý chức vụ'],
  ['/manager/booking-board', 'Lịch trong ngày'],
  ['/manager/booking', 'Quản lý lịch hẹn'],
  ['/manager/branches', 'Chi nhánh'],
  ['/manager/order', 'Quản lý đơn hàng'],
  ['/manager/accounts', 'Quản lý tài khoản'],
  ['/admin-chat', 'Tin nhắn khách hàng'],
] as const;

test('every back-office screen fits a 375 px phone, lists and forms alike, and the drawer moves between them', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.master));
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Wait for the list (or the start page's cards) before measuring.
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await fits(), `${path} scrolls sideways`).toBe(true);
    const formTab = page.getByRole('tab', { name: /^Thêm / });
    if (await formTab.count()) {
      await formTab.click();
      await expect(page.getByRole('form')).toBeVisible();
      expect(await fits(), `${path} form scrolls sideways`).toBe(true);
    }
  }

  await page.getByRole('button', { name: /^Menu quản lý/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Quản lý' });
  await drawer.getByRole('link', { name: 'Dịch vụ' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý dịch vụ' })).toBeVisible();
});
