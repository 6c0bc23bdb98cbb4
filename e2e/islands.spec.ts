import { test, expect, type Page } from '@playwright/test';
import { newsDetailPath, PUBLIC_PAGE_PATHS, serviceDetailPath } from '../contract/site-map';
import { seededNews, seededProducts } from './public-helpers';

/**
 * Pages drawn as islands (app/islands/): what their static sections cost (no code), and that
 * every public page works before any script, read with JavaScript off. Plain Playwright, not the
 * e2e fixture: the fixture touches every island to hydrate it, which is what these tests must not do.
 */

/** The sources (from the source maps) of every script the page has loaded so far. */
async function loadedSources(page: Page, scripts: Set<string>): Promise<string[]> {
  const sources = new Set<string>();
  for (const url of scripts) {
    const answer = await page.request.get(`${url}.map`);
    if (!answer.ok()) continue;
    const map = (await answer.json()) as { sources: string[] };
    for (const source of map.sources) sources.add(source.replace(/^(\.\.\/)+/, ''));
  }
  return [...sources];
}

function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  return scripts;
}

test.describe('a page drawn as islands', () => {
  test('ships no code for its static sections, even once scrolled to the end and its islands used', async ({ page }) => {
    const scripts = recordScripts(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/');
    await expect(page.locator('html[data-islands="ready"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const firstView = await loadedSources(page, scripts);
    // The banners turn by themselves without React (ui/banner-carousel-turner.ts): nothing the
    // page shows before it is touched or scrolled needs React.
    expect(firstView).toContain('ui/banner-carousel-turner.ts');
    for (const source of firstView) expect(source, 'loaded before any touch').not.toMatch(/node_modules\/(react|react-dom|react-router|swr)\/|home-banner-carousel/);

    // Scrolled to the end, then the header, the menu and the chat launcher used: every island has its code.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.getByRole('button', { name: 'Mở ô tìm kiếm dịch vụ' }).click();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const all = await loadedSources(page, scripts);
    expect(all).toContain('app/layout/site-header.tsx');

    // None of the static sections, nor the app that draws whole pages.
    for (const staticSection of [
      'app/layout/site-footer.tsx',
      'app/layout/site-breadcrumb.tsx',
      'features/home/process-teaser.tsx',
      'features/home/partners-teaser.tsx',
      'features/home/staff-teaser.tsx',
      'features/home/info-cards.tsx',
      'features/news/latest-news-section.tsx',
      'app/pages/home-page.tsx',
      'app/routes.tsx',
      'app/main.tsx',
    ]) {
      expect(all, staticSection).not.toContain(staticSection);
    }
    expect(errors).toEqual([]);
  });

  test('the banner turns before React is there, and React takes it over from the slide shown', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Chương trình nổi bật' });
    const shown = banner.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(shown).toHaveAttribute('aria-label', '1 / 3');
    // The banners turn every 5 s.
    await expect(shown).toHaveAttribute('aria-label', '2 / 3', { timeout: 8000 });
    await expect(banner.getByRole('button', { name: 'Chuyển đến ảnh 2' })).toHaveAttribute('aria-current', 'true');
    expect(await loadedSources(page, scripts)).not.toContain('features/home/home-banner-carousel.tsx');

    // The pointer over it holds it, and brings its code: hydrated from the second slide.
    await banner.hover();
    await expect(page.locator('[data-island="home-banner"]')).toHaveAttribute('data-island-state', 'hydrated');
    await expect(shown).toHaveAttribute('aria-label', '2 / 3');
    await page.waitForTimeout(5500);
    await expect(shown, 'held under the pointer').toHaveAttribute('aria-label', '2 / 3');
    await banner.getByRole('button', { name: 'Ảnh tiếp theo' }).click();
    await expect(shown).toHaveAttribute('aria-label', '3 / 3');
    await expect(banner.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveCount(1);
    await expect(banner.getByRole('button', { name: 'Chuyển đến ảnh 3' })).toHaveAttribute('aria-current', 'true');
    await expect(banner.getByRole('button', { name: 'Chuyển đến ảnh 2' })).not.toHaveAttribute('aria-current');
  });

  test("a news item's article ships no code", async ({ page, request }) => {
    const [news] = await seededNews(request);
    const scripts = recordScripts(page);
    await page.goto(newsDetailPath(news!._id));
    await expect(page.getByRole('heading', { level: 1, name: news!.title })).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    const sources = await loadedSources(page, scripts);
    for (const staticSection of ['features/news/news-detail.tsx', 'app/pages/news-detail-page.tsx', 'app/layout/site-footer.tsx', 'app/main.tsx']) {
      expect(sources, staticSection).not.toContain(staticSection);
    }
  });

  test("an order picked before the sort's code arrived is sent once it has", async ({ page }) => {
    // The island's own chunk is held until the choice is made, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/island-product-sort-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/san-pham');
    await expect(page.locator('html[data-islands="ready"]')).toBeAttached();
    const sort = page.getByRole('combobox', { name: 'Sắp xếp' });
    await sort.selectOption('price-asc');
    await expect(page.locator('[data-island="product-sort"]')).toHaveAttribute('data-island-state', 'loading');
    await expect(page).not.toHaveURL(/sort=/);
    release();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByRole('combobox', { name: 'Sắp xếp' })).toHaveValue('price-asc');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 180_000 });

  test('every public page reads whole, and every link on it leads to a page', async ({ page, request }) => {
    const [product] = await seededProducts(request);
    const [news] = await seededNews(request);
    const pages = [...PUBLIC_PAGE_PATHS, serviceDetailPath(product!._id), newsDetailPath(news!._id)];
    const links = new Map<string, string>();
    // The HTML is what is read here; with JavaScript off Chromium loads every picture at once
    // (no lazy loading), which the reading need not wait for.
    for (const address of pages) {
      const answer = await page.goto(address, { waitUntil: 'domcontentloaded' });
      expect(answer?.status(), address).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
      await expect(page.locator('main'), address).not.toBeEmpty();
      for (const href of await page.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
        const target = href.split('#')[0]!;
        if (target && !target.startsWith('/api/') && !links.has(target)) links.set(target, address);
      }
    }
    expect(links.size).toBeGreaterThan(30);
    // A form that needs JavaScript to be sent says so, with the garage's number, instead of doing nothing.
    for (const address of ['/lien-he', '/tra-cuu-lich-hen', '/theo-doi-sua-chua']) {
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      // Inside <noscript>: read through its text, which Playwright's text locators skip.
      await expect(page.getByRole('note').first(), address).toContainText('biểu mẫu này chưa gửi được');
    }
    // Every address a link names, once: a page with its heading, or one of a signed-in person
    // (the cart, the account) that says JavaScript is needed there.
    for (const [target, from] of links) {
      const answer = await page.goto(target, { waitUntil: 'domcontentloaded' });
      expect(answer?.status(), `${target} (linked from ${from})`).toBeLessThan(400);
      // A file (a certificate's full-size picture): that it is there is enough.
      if (/\.[a-z0-9]+$/i.test(target)) continue;
      const drawnByServer = await page.locator('#root > :not(noscript)').count();
      // The notice is inside <noscript>, whose text Playwright's text matchers skip: read the DOM's.
      if (!drawnByServer) expect(await page.locator('#root > noscript').textContent(), target).toContain('Trang này cần JavaScript');
      else await expect(page.getByRole('heading', { level: 1 }).first(), `${target} (linked from ${from})`).toBeVisible();
    }
  });
});
