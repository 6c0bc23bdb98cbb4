import type { Page } from '@playwright/test';
import { expect as baseExpect, test, testExpectingStatus } from './fixtures';

// The machine this runs on is shared and slow at times: give each check room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/** The five repair articles, the repair hub and the sixteen sub-service pages, with their headings. */
const servicePages: Array<[path: string, heading: string]> = [
  ['/dich-vu-sua-chua', 'Dịch vụ sửa chữa'],
  ['/dich-vu-bao-duong-dinh-ky', 'Dịch vụ bảo dưỡng định kỳ ô tô'],
  ['/dich-vu-sua-chua-dong-co', 'Dịch vụ sửa chữa động cơ ô tô'],
  ['/dich-vu-dong-son-xe', 'Dịch vụ đồng sơn xe ô tô'],
  ['/dich-vu-phu-tung-chinh-hang', 'Phụ tùng chính hãng cho ô tô'],
  ['/dich-vu-cham-soc-xe', 'Dịch vụ chăm sóc xe ô tô'],
  ['/services/engine-repair', 'Sửa chữa động cơ'],
  ['/services/transmission', 'Sửa chữa hộp số và truyền động'],
  ['/services/brake-system', 'Sửa chữa hệ thống phanh'],
  ['/services/electrical', 'Sửa chữa hệ thống điện'],
  ['/services/periodic-check', 'Kiểm tra định kỳ'],
  ['/services/engine-maintenance', 'Bảo trì động cơ'],
  ['/services/system-maintenance', 'Bảo trì hệ thống'],
  ['/services/technical-cleaning', 'Vệ sinh kỹ thuật'],
  ['/services/oil-change', 'Thay dầu nhớt'],
  ['/services/brake-maintenance', 'Bảo dưỡng phanh'],
  ['/services/ac-service', 'Bảo dưỡng điều hòa'],
  ['/services/general-inspection', 'Kiểm tra tổng quát'],
  ['/services/emergency-rescue', 'Cứu hộ khẩn cấp 24/7'],
  ['/services/towing', 'Kéo xe'],
  ['/services/onsite-support', 'Hỗ trợ tại chỗ'],
  ['/services/mobile-repair', 'Sửa chữa lưu động'],
];

/** The other content pages, each under its Vietnamese slug and, where the spec gives one, its English alias. */
const contentPages: Array<[path: string, heading: string | RegExp]> = [
  ['/dich-vu', 'Chăm sóc chiếc xe của bạn từ A đến Z'],
  ['/services', 'Chăm sóc chiếc xe của bạn từ A đến Z'],
  ['/oto-quan-12', /Gara Ô Tô Sài Gòn – showroom/],
  ['/about', /Gara Ô Tô Sài Gòn – showroom/],
  ['/quy-trinh', '12 bước chăm sóc chiếc xe của bạn'],
  ['/doi-tac', 'Đối tác'],
  ['/nhan-su', 'Đội ngũ nhân sự'],
  ['/lien-he', 'Liên hệ và đặt lịch'],
  ['/contact', 'Liên hệ và đặt lịch'],
  ['/booking', 'Danh sách lịch hẹn'],
];

async function heading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' ? true : undefined })).toBeVisible();
}

// One browser page walks them all: a fresh page per address cost three seconds each, twice.
test('every content and service page shows its heading and a title of its own', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [path, name] of [...contentPages, ...servicePages]) {
    await test.step(path, async () => {
      await page.goto(path);
      await heading(page, name);
      // A page title of its own, not the home page's.
      await expect(page).toHaveTitle(/– Gara Ô Tô Sài Gòn$/);
      // Leaving with a request still under way would cut it off.
      await page.waitForLoadState('networkidle');
    });
  }
});

const breadcrumbOf = (page: Page) => page.getByRole('navigation', { name: 'Đường dẫn trang' });

testExpectingStatus(404)('an unknown sub-service answers 404 with the 404 page', async ({ page }) => {
  expect((await page.goto('/services/khong-co-dich-vu-nay'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(breadcrumbOf(page).getByRole('listitem')).toHaveText(['Trang chủ', 'Không tìm thấy trang']);
});

test('service pages have one breadcrumb: articles under the repair hub, sub-services under the services overview', async ({ page }) => {
  await page.goto('/dich-vu-bao-duong-dinh-ky');
  await heading(page, 'Dịch vụ bảo dưỡng định kỳ ô tô');
  await expect(page.getByRole('navigation', { name: /Đường dẫn|Chuyên mục/ })).toHaveCount(1);
  await expect(breadcrumbOf(page).getByRole('listitem')).toHaveText(['Trang chủ', 'Dịch vụ sửa chữa', 'Bảo dưỡng định kỳ']);
  await page.goto('/services/oil-change');
  await heading(page, 'Thay dầu nhớt');
  await expect(page.getByRole('navigation', { name: /Đường dẫn|Chuyên mục/ })).toHaveCount(1);
  await expect(breadcrumbOf(page).getByRole('listitem')).toHaveText(['Trang chủ', 'Dịch vụ', 'Thay dầu nhớt']);
  await breadcrumbOf(page).getByRole('link', { name: 'Dịch vụ', exact: true }).click();
  await expect(page).toHaveURL(/\/dich-vu$/);
});

test('a repair article links back to the hub and on to the other articles', async ({ page }) => {
  await page.goto('/dich-vu-dong-son-xe');
  await breadcrumbOf(page).getByRole('link', { name: 'Dịch vụ sửa chữa' }).click();
  await heading(page, 'Dịch vụ sửa chữa');
  await page.getByRole('link', { name: 'Dịch vụ sửa chữa động cơ ô tô', exact: true }).click();
  await heading(page, 'Dịch vụ sửa chữa động cơ ô tô');
  await page.getByRole('navigation', { name: 'Các dịch vụ khác' }).getByRole('link', { name: 'Dịch vụ chăm sóc xe ô tô' }).click();
  await heading(page, 'Dịch vụ chăm sóc xe ô tô');
  await page.getByRole('link', { name: 'Đặt lịch ngay' }).click();
  await expect(page).toHaveURL(/\/lien-he$/);
});

test('the services overview opens every sub-service page', async ({ page }) => {
  await page.goto('/dich-vu');
  await page.getByRole('link', { name: 'Kéo xe', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/towing$/);
  await heading(page, 'Kéo xe');
});

test('the about page enlarges a certificate in a dialog', async ({ page }) => {
  await page.goto('/oto-quan-12');
  // A link to the picture, which the gallery's island opens in a dialog instead.
  await page.getByRole('link', { name: /ISO 9001:2015/ }).click();
  const dialog = page.getByRole('dialog', { name: /ISO 9001:2015/ });
  await expect(dialog.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/oto-quan-12$/);
});

test('the staff page shows the seeded staff per position, two at a time', async ({ page, request }) => {
  const staff = (await (await request.get('/api/staff')).json()) as Array<{ name: string; catestaff_id: { _id: string; name: string } }>;
  expect(staff.length).toBeGreaterThan(0);
  await page.goto('/nhan-su');
  const positions = [...new Map(staff.map((member) => [member.catestaff_id._id, member.catestaff_id.name])).values()];
  for (const position of positions) {
    const group = page.getByRole('group', { name: `Nhân sự ${position}` });
    await expect(group).toBeVisible();
    const shown = await group.getByRole('heading', { level: 3 }).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(2);
  }
});

test('the process page lists the 12 steps in order', async ({ page }) => {
  await page.goto('/quy-trinh');
  const steps = page.getByRole('heading', { level: 2, name: /^Bước \d+:/ });
  await expect(steps).toHaveCount(12);
  await expect(steps.first()).toHaveText(/Tiếp nhận/);
  await expect(steps.last()).toHaveText(/Bảo hành/);
});

test('the partners page shows nine logos and its arrows scroll them', async ({ page }) => {
  await page.goto('/doi-tac');
  const strip = page.getByRole('region', { name: 'Logo các thương hiệu đối tác' });
  await expect(strip.getByRole('img')).toHaveCount(9);
  await page.getByRole('button', { name: 'Cuộn sang phải' }).click();
  await expect.poll(() => strip.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Cuộn sang trái' })).toBeVisible();
});

test('the contact page shows the drawn maps and loads no third-party map by itself', async ({ page }) => {
  await page.goto('/lien-he');
  await expect(page.getByRole('button', { name: /Xem bản đồ/ })).toHaveCount(2);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Mở Google Maps/ }).first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
  await expect(page.getByText('Thứ Hai – Thứ Bảy:')).toBeVisible();
});

test('the home page and the partners page name the same nine partners', async ({ page }) => {
  await page.goto('/doi-tac');
  const logos = page.getByRole('region', { name: 'Logo các thương hiệu đối tác' }).getByRole('img');
  await expect(logos).toHaveCount(9);
  const names = await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  await page.goto('/');
  const teaser = page.getByRole('region', { name: 'Đối tác' });
  await teaser.scrollIntoViewIfNeeded();
  for (const name of names) await expect(teaser.getByText(name, { exact: true })).toBeVisible();
});
