import type { Page } from '@playwright/test';
import { expect, test, PHONE } from './fixtures';
import { apiCalls, seededNews, seededProducts, settle } from './public-helpers';
import { ACCOUNTS, apiLogin, signInBrowser } from './sessions';

/**
 * Server-rendered pages hydrated in place with the data they came with, at both widths (the
 * phone draws other parts). The fixture fails every test on a hydration error or warning;
 * here, also on a call the page repeats after arriving. What the server's HTML holds, and
 * that the page is live afterwards, is in server-html.spec.ts (desktop only).
 */

test('a server-rendered page hydrates without asking again for what it came with', async ({ page, request }) => {
  const [product] = await seededProducts(request);
  const [news] = await seededNews(request);
  for (const address of ['/', '/san-pham', `/san-pham/${product!._id}`, `/tin-tuc/${news!._id}`, '/nhan-su']) {
    const calls = apiCalls(page);
    await page.goto(address);
    await settle(page);
    expect(calls, address).toEqual([]);
    page.removeAllListeners('request');
  }
});

test('a signed-in visitor gets the account parts after hydration, and nothing beside them moves', PHONE, async ({ page, request, browser }) => {
  const session = await apiLogin(request, ACCOUNTS.customer);
  const wide = (page.viewportSize()?.width ?? 1280) >= 1024;
  const header = (target: Page) => target.getByRole('banner');
  const boxes = async (target: Page) => ({
    cart: await header(target).getByRole('link', { name: /Giỏ hàng/ }).boundingBox(),
    // Beside the account corner on a wide screen; the last button on a phone.
    neighbour: await (wide ? target.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Liên hệ' }) : header(target).getByRole('button', { name: 'Mở menu' })).boundingBox(),
  });
  const served = await browser.newPage({ javaScriptEnabled: false, viewport: page.viewportSize() });
  await served.goto('/');
  const before = await boxes(served);
  await served.close();

  await signInBrowser(page, session);
  await page.goto('/');
  if (wide) await expect(page.getByRole('button', { name: new RegExp(session.user.fullName) })).toBeVisible();
  await settle(page);
  expect(await boxes(page)).toEqual(before);
});
