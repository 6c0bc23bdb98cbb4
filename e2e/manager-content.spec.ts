import type { Page } from '@playwright/test';
import { expect as baseExpect, test, testExpectingStatus, toast } from './fixtures';
import { picture } from './pictures';
import { ACCOUNTS, apiLogin, signInBrowser } from './sessions';

// The back office's chunks load on first use; a busy machine needs more than 5 s for some.
const expect = baseExpect.configure({ timeout: 15_000 });

const suffix = () => Date.now().toString(36);

async function confirmDelete(page: Page, buttonName: string) {
  await page.getByRole('button', { name: buttonName }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Hành động này không thể hoàn tác.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Xóa' }).click();
}

test('an admin writes news with a picture, finds it on /tin-tuc, then deletes it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.admin));
  const title = `Ưu đãi thay dầu cuối năm ${suffix()}`;
  await page.goto('/manager/news');
  await page.getByRole('tab', { name: 'Thêm tin tức' }).click();
  const form = page.getByRole('form', { name: 'Thêm tin tức' });
  await form.getByRole('button', { name: 'Thêm tin tức' }).click();
  await expect(form.getByLabel(/Tiêu đề/)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(/Tiêu đề/).fill(title);
  await form.getByLabel(/Nội dung/).fill('Giảm 20% công thay dầu cho mọi dòng xe đến hết tháng 12. Đặt lịch trước để không phải chờ.');
  await form.getByLabel('Ảnh minh họa', { exact: true }).setInputFiles(await picture('tin.png', [240, 140, 20]));
  await form.getByRole('button', { name: 'Thêm tin tức' }).click();
  await expect(toast(page, 'success', 'Thêm tin tức thành công!')).toBeVisible();

  await page.goto('/tin-tuc');
  const heading = page.getByRole('heading', { name: title }).first();
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main img[src^="/media/"]').first()).toBeVisible();
  // The page's own requests finish before the next address cuts them off.
  await page.waitForLoadState('networkidle');

  await page.goto('/manager/news');
  await page.getByRole('searchbox', { name: 'Tiêu đề hoặc nội dung' }).fill(title.toUpperCase());
  await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
  await confirmDelete(page, `Xóa tin tức ${title}`);
  await expect(toast(page, 'success', 'Xóa tin tức thành công!')).toBeVisible();
  expect(((await (await request.get('/api/news')).json()) as Array<{ title: string }>).some((item) => item.title === title)).toBe(false);
});

test('an admin adds a banner, sees it on the home page, and removes it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.admin));
  const before = ((await (await request.get('/api/banners')).json()) as unknown[]).length;

  await page.goto('/manager/banner');
  await page.getByRole('tab', { name: 'Thêm banner' }).click();
  const form = page.getByRole('form', { name: 'Thêm banner' });
  await form.getByRole('button', { name: 'Thêm banner' }).click();
  await expect(form.getByText('Vui lòng chọn ảnh banner!')).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles(await picture('banner.png', [20, 60, 160]));
  await expect(form.getByRole('img', { name: 'Xem trước banner trên trang chủ' })).toBeVisible();
  await form.getByRole('button', { name: 'Thêm banner' }).click();
  await expect(toast(page, 'success', 'Thêm banner thành công!')).toBeVisible();
  await expect(page.getByText(`Tổng số: ${before + 1}`)).toBeVisible();

  const banners = (await (await request.get('/api/banners')).json()) as Array<{ image: string }>;
  await page.goto('/');
  // Newest first: the new picture is the first slide of the home carousel.
  await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(before + 1);
  await expect(page.locator(`[aria-roledescription="slide"] img[src="${banners[0]!.image}"]`)).toBeAttached();
  await page.waitForLoadState('networkidle');

  await page.goto('/manager/banner');
  // The newest banner is the first row.
  await page.getByRole('button', { name: /^Xóa banner/ }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa' }).click();
  await expect(toast(page, 'success', 'Xóa banner thành công!')).toBeVisible();
  expect(((await (await request.get('/api/banners')).json()) as unknown[]).length).toBe(before);
});

testExpectingStatus(409)('an admin manages a category: required name, rename, refusal while in use, delete', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.admin));
  const name = `Độ đèn xe ${suffix()}`;
  await page.goto('/manager/category');
  await page.getByRole('tab', { name: 'Thêm danh mục' }).click();
  const form = page.getByRole('form', { name: 'Thêm danh mục' });
  await form.getByRole('button', { name: 'Thêm danh mục' }).click();
  await expect(form.getByLabel(/Tên danh mục/)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(/Tên danh mục/).fill(name);
  await form.getByLabel(/Tên danh mục/).press('Enter');
  await expect(toast(page, 'success', 'Thêm danh mục thành công!')).toBeVisible();

  await page.getByRole('button', { name: `Sửa ${name}` }).click();
  const edit = page.getByRole('form', { name: `Sửa danh mục ${name}` });
  await edit.getByLabel(/Tên danh mục/).fill(`${name} LED`);
  await edit.getByRole('button', { name: 'Cập nhật' }).click();
  await expect(toast(page, 'success', 'Cập nhật danh mục thành công!')).toBeVisible();

  // A category that services still use cannot go: the row says so before any confirmation.
  const categories = (await (await request.get('/api/categories')).json()) as Array<{ name: string }>;
  const products = (await (await request.get('/api/products')).json()) as Array<{ category_id: { name: string } }>;
  const used = categories.find((category) => products.some((product) => product.category_id.name === category.name))!;
  await page.getByRole('searchbox', { name: 'Tên danh mục' }).fill(used.name);
  await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
  const refused = page.getByRole('button', { name: `Xóa danh mục ${used.name}` });
  await expect(refused).toHaveAttribute('aria-disabled', 'true');
  await expect(refused).toHaveAttribute('title', 'Không thể xóa danh mục đang có dịch vụ.');
  // aria-disabled, not disabled: a click still reaches it and says why (Playwright waits for enabled unless forced).
  await refused.click({ force: true });
  await expect(toast(page, 'error', 'Không thể xóa danh mục đang có dịch vụ.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Tên danh mục' }).fill(`${name} LED`);
  await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
  await confirmDelete(page, `Xóa danh mục ${name} LED`);
  await expect(toast(page, 'success', 'Xóa danh mục thành công!')).toBeVisible();
});

testExpectingStatus(409)('a master adds a position and a staff member with the form rules, then removes both', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInBrowser(page, await apiLogin(request, ACCOUNTS.master));
  const position = `Cố vấn dịch vụ ${suffix()}`;

  await page.goto('/manager/category-staff');
  await page.getByRole('tab', { name: 'Thêm chức vụ' }).click();
  const positionForm = page.getByRole('form', { name: 'Thêm chức vụ' });
  await positionForm.getByLabel(/Tên chức vụ/).fill(position);
  await positionForm.getByRole('button', { name: 'Thêm chức vụ' }).click();
  await expect(toast(page, 'success', 'Thêm vị trí nhân viên thành công!')).toBeVisible();

  await page.goto('/manager/staff');
  await page.getByRole('tab', { name: 'Thêm nhân sự' }).click();
  const form = page.getByRole('form', { name: 'Thêm nhân sự' });
  await form.getByRole('button', { name: 'Thêm nhân sự' }).click();
  await expect(form.getByText('Vui lòng điền đầy đủ thông tin!').first()).toBeVisible();
  await form.getByLabel(/Họ tên/).fill('A');
  await form.getByLabel(/Số điện thoại/).fill('090123456');
  await form.getByLabel(/^Chức vụ/).selectOption({ label: position });
  await form.getByRole('button', { name: 'Thêm nhân sự' }).click();
  await expect(form.getByText('Tên phải có ít nhất 2 ký tự')).toBeVisible();
  await expect(form.getByText('Số điện thoại phải có 10 chữ số')).toBeVisible();
  const staffName = `Nguyễn Thành Đạt ${suffix()}`;
  await form.getByLabel(/Họ tên/).fill(staffName);
  await form.getByLabel(/Số điện thoại/).fill('0901234567');
  await form.getByLabel('Ảnh nhân sự', { exact: true }).setInputFiles(await picture('nhan-su.png', [90, 90, 90]));
  await form.getByRole('button', { name: 'Thêm nhân sự' }).click();
  await expect(toast(page, 'success', 'Thêm nhân viên thành công!')).toBeVisible();

  await page.goto('/nhan-su');
  await expect(page.getByText(staffName).first()).toBeAttached();
  await page.waitForLoadState('networkidle');

  // The position is in use now: the server refuses to delete it.
  await page.goto('/manager/category-staff');
  await page.getByRole('searchbox', { name: 'Tên chức vụ' }).fill(position);
  await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
  await confirmDelete(page, `Xóa chức vụ ${position}`);
  await expect(toast(page, 'error', 'Không thể xóa vị trí đang có nhân viên.')).toBeVisible();

  await page.goto('/manager/staff');
  await page.getByRole('searchbox', { name: 'Tên, số điện thoại hoặc chức vụ' }).fill(staffName);
  await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
  await confirmDelete(page, `Xóa nhân sự ${staffName}`);
  await expect(toast(page, 'success', 'Xóa nhân viên thành công!')).toBeVisible();

  await page.goto('/manager/category-staff');
  await page.getByRole('searchbox', { name: 'Tên chức vụ' }).fill(position);
  await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
  await confirmDelete(page, `Xóa chức vụ ${position}`);
  await expect(toast(page, 'success', 'Xóa vị trí nhân viên thành công!')).toBeVisible();
});
