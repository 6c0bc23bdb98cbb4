import { test, testExpectingStatus, expect } from './fixtures';

test('the services page lists every category from the real server', async ({ page, request }) => {
  const api = await request.get('/api/categories');
  expect(api.ok()).toBeTruthy();
  const categories = (await api.json()) as Array<{ name: string }>;
  expect(categories.length).toBeGreaterThan(0);

  await page.goto('/san-pham');
  const nav = page.getByRole('navigation', { name: 'Danh mục dịch vụ' });
  for (const category of categories) {
    await expect(nav.getByRole('link', { name: category.name, exact: true })).toBeVisible();
  }
});

testExpectingStatus(404)('an unknown page answers 404 with the 404 page, an unknown API path answers JSON 404', async ({ page, request }) => {
  expect((await page.goto('/khong-ton-tai'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(page).toHaveTitle('Không tìm thấy trang – Gara Ô Tô Sài Gòn');
  const api = await request.get('/api/khong-ton-tai');
  expect(api.status()).toBe(404);
  expect((await api.json()).message).toBeTruthy();
});
