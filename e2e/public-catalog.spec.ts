import { test, testExpectingStatus, expect as baseExpect, untilHydrated } from './fixtures';
import { seededProducts, settle } from './public-helpers';

// The machine that runs these may be busy: lazy pages and API answers get more time than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const vnd = (amount: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(amount);

test.describe('services catalogue against the real server', () => {
  test('the list shows 8 services a page, newest first, with pages, order and categories', async ({ page, request }) => {
    const products = await seededProducts(request);
    const newest = [...products].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    await page.goto('/san-pham');
    const list = page.getByRole('region', { name: 'Danh sách dịch vụ' });
    await expect(list.getByRole('article')).toHaveCount(8);
    await expect(page.getByText(`${products.length} dịch vụ`, { exact: true })).toBeVisible();
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(newest[0]!.name.length > 50 ? /.+…$/ : newest[0]!.name);
    await expect(list.getByText(vnd(newest[0]!.price)).first()).toBeVisible();

    await page.getByRole('link', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('article')).toHaveCount(Math.min(8, products.length - 8));

    // The link loaded page 2 whole: its order's select is an island that starts at a first touch.
    await untilHydrated(page);
    await page.getByRole('combobox', { name: 'Sắp xếp' }).selectOption('default');
    await expect(page).toHaveURL(/sort=default/);
    await expect(page).not.toHaveURL(/page=/);
    const byName = [...products].sort((a, b) => new Intl.Collator('vi', { sensitivity: 'base', numeric: true }).compare(a.name, b.name));
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(byName[0]!.name.length > 50 ? /.+…$/ : byName[0]!.name);

    const category = products[0]!.category_id;
    await page.getByRole('navigation', { name: 'Danh mục dịch vụ' }).getByRole('link', { name: category.name, exact: true }).click();
    // A category keeps the order chosen and starts again at page 1.
    await expect(page).toHaveURL(new RegExp(`sort=default.*category=${category._id}|category=${category._id}.*sort=default`));
    const inCategory = products.filter((product) => product.category_id._id === category._id);
    await expect(list.getByRole('article')).toHaveCount(Math.min(8, inCategory.length));
    for (const label of await list.getByRole('article').locator('p').first().allTextContents()) expect(label.toLowerCase()).toBe(category.name.toLowerCase());
    await settle(page);
  });

  test('a visitor opens a service from the list and finds its details', async ({ page, request }) => {
    const products = await seededProducts(request);
    await page.goto('/san-pham');
    const first = page.getByRole('region', { name: 'Danh sách dịch vụ' }).getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/san-pham\/[0-9a-f]{24}$/);
    const id = page.url().split('/').pop()!;
    const product = products.find((item) => item._id === id)!;
    expect(product.name.startsWith(name.replace(/…$/, ''))).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(vnd(product.price)).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Liên hệ tư vấn' })).toHaveAttribute('href', '/lien-he');
    await expect(page.getByRole('heading', { name: /^Bình luận/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Đường dẫn trang' }).getByRole('listitem').last()).toHaveText(product.name);
    await expect(page).toHaveTitle(`${product.name} – Gara Ô Tô Sài Gòn`);

    const related = page.getByRole('region', { name: 'Dịch vụ liên quan' });
    const sameCategory = products.filter((item) => item.category_id._id === product.category_id._id && item._id !== product._id);
    if (sameCategory.length === 0) {
      await expect(related).toHaveCount(0);
    } else {
      await expect(related.getByRole('article')).toHaveCount(Math.min(8, sameCategory.length));
      await related.getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/san-pham\/[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(product.name);
    }
    await settle(page);
  });

  test('the picture enlarges in a dialog', async ({ page, request }) => {
    const products = await seededProducts(request);
    const withPicture = products.find((product) => product.name) ?? products[0]!;
    await page.goto(`/san-pham/${withPicture._id}`);
    await page.getByRole('button', { name: /^Phóng to ảnh/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await settle(page);
  });

  testExpectingStatus(404)('a service that does not exist answers 404 with a notice and the way back to the list', async ({ page }) => {
    // Drawn by the server as islands: the notice is the page, not a redirect the browser makes.
    expect((await page.goto('/san-pham/000000000000000000000000'))?.status()).toBe(404);
    await expect(page.getByRole('alert').filter({ hasText: 'Không tìm thấy dịch vụ.' })).toBeVisible();
    await page.getByRole('link', { name: 'Xem tất cả dịch vụ' }).click();
    await expect(page).toHaveURL(/\/san-pham$/);
    await expect(page.getByRole('region', { name: 'Danh sách dịch vụ' }).getByRole('article').first()).toBeVisible();
    await settle(page);
  });

  test('a search that finds nothing says so', async ({ page }) => {
    await page.goto('/products?search=khongcodichvunaynhe');
    await expect(page.getByText('Không tìm thấy dịch vụ phù hợp').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Xem tất cả dịch vụ' })).toBeVisible();
    await settle(page);
  });

  test('the featured services page shows the featured services', async ({ page, request }) => {
    const response = await request.get('/api/products/featured');
    const featured = (await response.json()) as Array<{ name: string }>;
    await page.goto('/san-pham-noi-bat');
    const strip = page.getByRole('region', { name: 'Dịch vụ nổi bật' });
    await expect(strip.getByRole('article')).toHaveCount(featured.length);
    await settle(page);
  });
});
