import { expect as baseExpect, test, PHONE } from './fixtures';
import { ACCOUNTS, apiLogin, signInBrowser } from './sessions';

// The back office's chunks load on first use; a busy machine needs more than 5 s for some.
const expect = baseExpect.configure({ timeout: 15_000 });

// Each screen with its heading and, where it has one, the tab of its add form: named here,
// so a tab that has not come yet is waited for instead of being taken for a screen without one.
const screens: readonly (readonly [path: string, heading: string, formTab?: string])[] = [
  ['/manager', 'Quản lý gara'],
  ['/manager/products', 'Quản lý dịch vụ', 'Thêm dịch vụ'],
  ['/manager/news', 'Quản lý tin tức', 'Thêm tin tức'],
  ['/manager/banner', 'Quản lý banner', 'Thêm banner'],
  ['/manager/category', 'Quản lý danh mục', 'Thêm danh mục'],
  ['/manager/staff', 'Quản lý nhân sự', 'Thêm nhân sự'],
  ['/manager/category-staff', 'Quản lý chức vụ', 'Thêm chức vụ'],
  ['/manager/booking-board', 'Lịch trong ngày'],
  ['/manager/repairs', 'Xưởng sửa chữa'],
  ['/manager/booking', 'Quản lý lịch hẹn'],
  ['/manager/branches', 'Chi nhánh'],
  ['/manager/order', 'Quản lý đơn hàng'],
  ['/manager/accounts', 'Quản lý tài khoản'],
  ['/admin-chat', 'Tin nhắn khách hàng'],
];

test('every back-office screen fits a 375 px phone, lists and forms alike, and the drawer moves between them', PHONE, async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.master));
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  for (const [path, heading, formTab] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Wait for the list (or the start page's cards) before measuring.
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await fits(), `${path} scrolls sideways`).toBe(true);
    if (formTab) {
      const tab = page.getByRole('tab', { name: formTab, exact: true });
      await expect(tab, `${path} has its form tab`).toBeVisible();
      await tab.click();
      await expect(page.getByRole('form', { name: formTab })).toBeVisible();
      expect(await fits(), `${path} form scrolls sideways`).toBe(true);
    } else {
      await expect(page.getByRole('tab', { name: /^Thêm / })).toHaveCount(0);
    }
  }

  await page.getByRole('button', { name: /^Menu quản lý/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Quản lý' });
  await drawer.getByRole('link', { name: 'Dịch vụ', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý dịch vụ' })).toBeVisible();
});
