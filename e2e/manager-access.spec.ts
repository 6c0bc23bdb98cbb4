import { expect as baseExpect, test, toast } from './fixtures';
import { ACCOUNTS, apiLogin, signInBrowser } from './sessions';

// The back office's chunks load on first use; a busy machine needs more than 5 s for some.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A side-menu entry: its label, then the badge of what is new there, if anything is (counted by the server). */
const navItem = (label: string) => new RegExp(`^${label}(\\d+\\+? \\d+ mục mới)?$`);

test('a signed-out visitor gets the login dialog and, once signed in, lands on the screen they asked for', async ({ page }) => {
  await page.goto('/manager/news');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(login).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quản lý tin tức' })).toHaveCount(0);
  await login.getByLabel(/Email hoặc tên đăng nhập/).fill(ACCOUNTS.admin.email);
  await login.getByLabel(/^Mật khẩu/).fill(ACCOUNTS.admin.password);
  await login.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý tin tức' })).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/news$/);
});

test('a customer is sent home with the admin-only message, whatever their stored roles claim', async ({ page, request }) => {
  const session = await apiLogin(request, ACCOUNTS.customer);
  // Local storage says admin; the guard asks the server.
  await signInBrowser(page, { ...session, user: { ...session.user, roles: [{ _id: '000000000000000000000000', name: 'admin' }] } });
  await page.goto('/manager/products');
  await expect(toast(page, 'error', 'Chỉ Admin mới có quyền truy cập trang này')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Quản lý dịch vụ' })).toHaveCount(0);
});

test('an admin works on the catalogue screens but is kept out of the master-only ones', async ({ page, request }) => {
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.admin));
  await page.goto('/manager');
  const nav = page.getByRole('navigation', { name: 'Quản lý' });
  await expect(nav.getByRole('link')).toHaveText(['Tổng quan', 'Lịch trong ngày', 'Xưởng sửa chữa', 'Tin nhắn', 'Lịch hẹn', 'Chi nhánh', 'Đơn hàng', 'Phụ tùng', 'Dịch vụ', 'Nhập hàng', 'Nhà cung cấp', 'Chuyển kho & kiểm kê', 'Sổ quỹ', 'Công nợ', 'Chuyển khoản', 'Tin tức', 'Banner', 'Danh mục'].map(navItem));
  await nav.getByRole('link', { name: 'Danh mục' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý danh mục' })).toBeVisible();
  // The list has arrived: leaving now cuts off nothing.
  await expect(page.getByText(/^Tổng số: \d+/)).toBeVisible();
  await page.goto('/manager/staff');
  await expect(toast(page, 'error', 'Chỉ Master mới có quyền truy cập trang này')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The accounts screen is the Master's too, and the start page does not count new accounts for an admin.
  await page.goto('/manager/accounts');
  await expect(toast(page, 'error', 'Chỉ Master mới có quyền truy cập trang này')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a master sees every screen of the back office', async ({ page, request }) => {
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.master));
  await page.goto('/manager');
  await expect(page.getByRole('heading', { name: 'Quản lý gara' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Quản lý' });
  await expect(nav.getByRole('link')).toHaveText([
    'Tổng quan',
    'Lịch trong ngày',
    'Xưởng sửa chữa',
    'Tin nhắn',
    'Lịch hẹn',
    'Chi nhánh',
    'Đơn hàng',
    'Phụ tùng',
    'Dịch vụ',
    'Nhập hàng',
    'Nhà cung cấp',
    'Chuyển kho & kiểm kê',
    'Sổ quỹ',
    'Công nợ',
    'Chuyển khoản',
    'Tin tức',
    'Banner',
    'Danh mục',
    'Báo cáo kinh doanh',
    'Gói dịch vụ',
    'Tài khoản',
    'Nhân sự',
    'Chức vụ',
    'Mẫu kiểm tra xe',
    'Quyền riêng tư',
    'Nhật ký thay đổi',
  ].map(navItem));
  await nav.getByRole('link', { name: 'Chức vụ' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý chức vụ' })).toBeVisible();
  await expect(page.getByText(/^Tổng số: \d+/)).toBeVisible();
  await expect(page.getByText('Quản lý', { exact: true }).first()).toBeVisible();
});
