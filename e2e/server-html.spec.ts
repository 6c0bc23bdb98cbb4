import { test as plainTest } from '@playwright/test';
import { messages } from '../contract/messages';
import { expect, test } from './fixtures';
import { apiCalls, seededNews, seededProducts, settle } from './public-helpers';

/**
 * What the server's HTML of a public page holds before any script runs (what a crawler or a
 * link preview reads), and that the hydrated page then works as an app. Not width-dependent:
 * desktop only (playwright.config.ts).
 */

const pricePattern = /\d{1,3}(\.\d{3})+\s?₫/;

plainTest.describe('without JavaScript', () => {
  // Without the fixture, which waits for hydration: with scripts off, there is none.
  plainTest.use({ javaScriptEnabled: false });

  plainTest('the home page, the services list, a service and a news item carry their content', async ({ page, request }) => {
    const [product] = await seededProducts(request);
    const [news] = await seededNews(request);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Chương trình nổi bật' })).toBeVisible();
    await expect(page.getByRole('heading', { name: news!.title }).first()).toBeAttached();

    await page.goto('/san-pham');
    await expect(page.getByRole('heading', { name: product!.name }).first()).toBeVisible();

    await page.goto(`/san-pham/${product!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(page.getByText(pricePattern).first()).toBeVisible();

    await page.goto(`/tin-tuc/${news!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: news!.title })).toBeVisible();
  });
});

// Without the fixture, which waits for hydration: here the island loader, or the form's island,
// is held until the form is filled and sent, as on a slow phone whose first taps come before
// React has taken the form over.
for (const [what, held] of [
  ['the island loader', /\/assets\/islands-[^/]+\.js$/],
  ["the form's island", /\/assets\/island-repair-tracking-[^/]+\.js$/],
] as const) {
  plainTest(`a form filled and sent before ${what} has arrived is sent once it is, not by the browser with the phone in the address`, async ({ page }) => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await holding;
      await route.continue();
    });
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/repairs/track') lookups.push(request.url());
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 404')) problems.push(message.text());
    });

    await page.goto('/theo-doi-sua-chua?ma=ABC234');
    const form = page.getByRole('form', { name: messages.repairTracking.title });
    await form.getByLabel(messages.repairTracking.phoneLabel).fill('0900000000');
    await form.getByRole('button', { name: messages.repairTracking.submit }).click();
    await expect(page).toHaveURL(/\/theo-doi-sua-chua\?ma=ABC234$/);
    expect(lookups).toEqual([]);

    release();
    await expect(page.getByRole('alert')).toHaveText(messages.repairs.lookupNotFound);
    await expect(page).toHaveURL(/\/theo-doi-sua-chua\?ma=ABC234$/);
    await expect(form.getByLabel(messages.repairTracking.phoneLabel)).toHaveValue('0900000000');
    expect(lookups).toHaveLength(1);
    expect(problems).toEqual([]);
  });
}

// Without the fixture, which waits for hydration: here the island loader itself is held, as on a
// slow phone whose first tap lands right after the first paint.
plainTest("a tap on an island before the island loader has arrived is answered once it has, not lost", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/san-pham');
  await page.getByRole('button', { name: /^Thích / }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  // A visitor is asked to sign in, as after a tap on a live page.
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a page drawn as islands is live: a link loads the next page, drawn by the server, which the browser does not ask for again', async ({ page, request }) => {
  const [product] = await seededProducts(request);
  await page.goto('/san-pham');
  await settle(page);
  const calls = apiCalls(page);
  await page.getByRole('link', { name: product!.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/san-pham/${product!._id}$`));
  expect(calls).not.toContain(`GET /api/products/${product!._id}`);
});
