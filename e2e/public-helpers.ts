import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Fails with the list of axe violations (WCAG 2.x A and AA) on the page as it is now, every section
 * drawn: a section the browser skips until it is near the screen (content-visibility: auto, as
 * the home page's on a phone) has no boxes for axe to read colours from, so axe leaves its text
 * unchecked or, caught mid-draw, reads white text on the page's white (axe-core#2768). A person
 * sees each section drawn; the scan draws them all for its length and then lets the page be.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.dataset.drawnForScan = '';
      element.style.contentVisibility = 'visible';
    }
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-drawn-for-scan]')) {
      element.style.removeProperty('content-visibility');
      delete element.dataset.drawnForScan;
    }
  });
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

export interface SeedProduct {
  _id: string;
  name: string;
  price: number;
  category_id: { _id: string; name: string };
  createdAt: string;
}

export interface SeedNews {
  _id: string;
  title: string;
  createdAt: string;
}

export async function seededProducts(request: APIRequestContext): Promise<SeedProduct[]> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBeTruthy();
  const products = (await response.json()) as SeedProduct[];
  expect(products.length, 'the demo data has services').toBeGreaterThan(8);
  return products;
}

export async function seededNews(request: APIRequestContext): Promise<SeedNews[]> {
  const response = await request.get('/api/news');
  expect(response.ok()).toBeTruthy();
  const news = (await response.json()) as SeedNews[];
  expect(news.length, 'the demo data has news').toBeGreaterThan(3);
  return news;
}

/** Waits until no request is running, so a check sees the page as a visitor would. */
export async function settle(page: Page, quietMs = 600) {
  await page.waitForLoadState('networkidle');
  // 'networkidle' is reached once per page load; a chunk asked for later (a lazy part that
  // renders after hydration, on a slow machine) would be cut off by the next navigation.
  let pending = 0;
  let changedAt = Date.now();
  const started = () => {
    pending += 1;
    changedAt = Date.now();
  };
  const ended = () => {
    pending = Math.max(0, pending - 1);
    changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (pending > 0 || Date.now() - changedAt < quietMs)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Below 1024 px the header's links and account buttons are in the slide-out menu (app/layout/site-header.tsx). */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** What sticks out sideways: the page wider than the window, or the header's links wider than their place. */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} px in ${root.clientWidth} px`);
    const boxes = [document.querySelector('header > div'), ...document.querySelectorAll('header > div > *, header nav ul')];
    for (const box of boxes) {
      if (box instanceof HTMLElement && box.getClientRects().length > 0 && box.scrollWidth > box.clientWidth + 1) {
        problems.push(`${box.tagName.toLowerCase()} ${box.scrollWidth} px in ${box.clientWidth} px`);
      }
    }
    return problems;
  });
}

/** The API calls a page makes from the moment it is opened. */
export function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/**
 * Opens the chat panel from the launcher. A click that lands in the moment before the launcher's
 * handler is attached (the floating helpers hydrate after the page) does nothing, as it would for
 * a visitor, who clicks again: so does this, until the launcher says it is open.
 */
export async function openChatLauncher(page: Page) {
  const launcher = page.getByRole('button', { name: /^(Mở|Đóng) khung chat$/ });
  await expect(async () => {
    if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
