import type { Locator, Page } from '@playwright/test';
import { expect, test, PHONE } from './fixtures';
import { settle } from './public-helpers';
import { auth, newCustomer, signInBrowser } from './sessions';

/**
 * On a phone the quick-contact buttons are one bar across the bottom: the cart's total and its
 * 'Đặt hàng' are never under it, whether scrolled to as far down as they go or at the end of the
 * page (the story app/layout/floating-helpers Phone checks that the bar steps aside for the keyboard).
 */

/** The element at the centre of `target` is `target` or inside it: nothing covers it. */
async function uncovered(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}

/** Scrolls `target` to the lowest place a scroll to it brings it: the bottom edge of the screen. */
async function scrollToBottomEdge(page: Page, target: Locator) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await target.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
}

test("nothing floats over the cart's total or 'Đặt hàng'", PHONE, async ({ page, request }) => {
  // A customer of its own, whose cart holds the one line it puts there.
  const { session } = await newCustomer(request, 'Khách Xem Giỏ Hàng', 'gio-hang-dien-thoai');
  const services = (await (await request.get('/api/products')).json()) as Array<{ _id: string; quantity: number }>;
  const service = services.find((item) => item.quantity >= 5)!;
  expect((await request.post('/api/cart', { headers: auth(session), data: { product_id: service._id, quantity: 1 } })).ok()).toBeTruthy();

  await signInBrowser(page, session);
  await page.goto('/cart/cartDetail');
  const total = page.getByText('Tổng cộng:');
  const order = page.getByRole('link', { name: 'Đặt hàng', exact: true });
  await expect(order).toBeVisible();
  await settle(page);
  const call = page.getByRole('link', { name: /^Gọi hotline/ });
  await expect(call).toBeVisible();

  for (const target of [total, order]) {
    await scrollToBottomEdge(page, target);
    expect(await uncovered(target), (await target.textContent()) ?? '').toBe(true);
  }
  // At the very end, the footer's last line is above the bar too.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const lastLine = page.locator('footer').locator('p').last();
  expect(await uncovered(lastLine)).toBe(true);
});
