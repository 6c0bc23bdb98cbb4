import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../contract/messages';
import { expect, test, testExpectingStatus, toast, PHONE } from './fixtures';
import { ACCOUNTS, apiLogin, auth, newCustomer, signInBrowser } from './sessions';

const CUSTOMER = ACCOUNTS.customer;
const OTHER_CUSTOMER = ACCOUNTS.otherCustomer;

interface Service {
  _id: string;
  name: string;
  price: number;
  quantity: number;
}

/** Two services with stock to spare, the same on every run. */
async function twoServices(request: APIRequestContext): Promise<[Service, Service]> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBeTruthy();
  const inStock = ((await response.json()) as Service[]).filter((service) => service.quantity >= 5).sort((a, b) => a.name.localeCompare(b.name, 'vi'));
  expect(inStock.length, 'the demo data has services in stock').toBeGreaterThan(2);
  return [inStock[0]!, inStock[1]!];
}

/** Money as the page prints it (vi-VN dong), with any space matched loosely. */
function money(amount: number): RegExp {
  const text = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(amount);
  return new RegExp(text.replace(/\./g, '\\.').replace(/\s/g, '\\s'));
}

const cartRow = (page: Page, name: string) => page.locator('tr').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a customer likes a service, fills the cart, changes quantities, checks out and finds the order', PHONE, async ({ page, request }) => {
  // The whole journey of a customer: a dozen pages, each waiting on the real server.
  test.setTimeout(120_000);
  // A customer of its own: the journey runs at both widths at once, and its cart and likes start empty.
  const { session } = await newCustomer(request, 'Khách Mua Dịch Vụ', `mua-${test.info().project.name}`);
  const [first, second] = await twoServices(request);
  await signInBrowser(page, session);

  // Like the first service on its page, once the page knows who is signed in and whether they
  // like it already (the signed-in parts arrive after hydration; a click before reads as a visitor's).
  const likedStatus = page.waitForResponse((response) => response.url().includes(`/product/${first._id}/liked`));
  await page.goto(`/products/${first._id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await likedStatus;
  const like = page.getByRole('button', { name: `Thích ${first.name}`, exact: true });
  await expect(like).toBeEnabled();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  // The count beside the heart, as a screen reader hears it ('3 lượt thích').
  const likeCount = like.locator('xpath=..').getByText(/^\d+ lượt thích$/);
  const likesBefore = Number((await likeCount.textContent())?.match(/^\d+/)?.[0]);
  expect(Number.isInteger(likesBefore)).toBeTruthy();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'success', 'Bạn đã thích dịch vụ')).toBeVisible();
  await expect(likeCount).toHaveText(`${likesBefore + 1} lượt thích`);

  // Add one of it, then two of the second service.
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(toast(page, 'success', 'Đã thêm vào giỏ hàng')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 1 dịch vụ' })).toBeVisible();

  await page.goto(`/products/${second._id}`);
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await page.getByRole('button', { name: `Tăng số lượng ${second.name}` }).click();
  await expect(page.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(toast(page, 'success', 'Đã thêm vào giỏ hàng')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giỏ hàng, 2 dịch vụ' })).toBeVisible();

  // The liked service is among the favourites.
  await page.goto('/account/likeProducts');
  await expect(page.getByRole('heading', { level: 1, name: 'Dịch vụ yêu thích' })).toBeVisible();
  await expect(page.getByRole('link', { name: first.name, exact: true })).toBeVisible();
  // Unliking it there takes its card away at once, and the server forgets the like.
  await page.getByRole('button', { name: `Thích ${first.name}`, exact: true }).click();
  await expect(toast(page, 'success', 'Đã bỏ thích dịch vụ')).toBeVisible();
  await expect(page.getByRole('link', { name: first.name, exact: true })).toHaveCount(0);
  const liked = await request.get(`/api/favorites/account/${session.user.id}/product/${first._id}/liked`, { headers: auth(session) });
  expect(await liked.json()).toBe(false);

  // In the cart: one more of the first, one less of the second.
  await page.getByRole('link', { name: 'Giỏ hàng, 2 dịch vụ' }).click();
  await expect(page).toHaveURL(/\/cart\/cartDetail$/);
  const firstRow = cartRow(page, first.name);
  const secondRow = cartRow(page, second.name);
  await expect(firstRow).toContainText('Số lượng: 1');
  await expect(secondRow).toContainText('Số lượng: 2');
  await expect(secondRow.getByRole('button', { name: `Giảm số lượng ${second.name}` })).toBeEnabled();
  await expect(firstRow.getByRole('button', { name: `Giảm số lượng ${first.name}` })).toBeDisabled();
  await firstRow.getByRole('button', { name: `Tăng số lượng ${first.name}` }).click();
  await expect(firstRow).toContainText('Số lượng: 2');
  await secondRow.getByRole('button', { name: `Giảm số lượng ${second.name}` }).click();
  await expect(secondRow).toContainText('Số lượng: 1');
  const total = first.price * 2 + second.price;
  await expect(page.getByText('Tổng cộng:')).toContainText(money(total));
  // The quantities reached the server, not only the screen.
  await expect
    .poll(async () => {
      const cart = (await (await request.get(`/api/cart/${session.user.id}`, { headers: auth(session) })).json()) as Array<{ quantity: number; product_id: { _id: string } }>;
      return cart.map((line) => [line.product_id._id, line.quantity]).sort();
    })
    .toEqual([[first._id, 2], [second._id, 1]].sort());

  // Check out with cash on delivery.
  await page.getByRole('link', { name: 'Đặt hàng', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await expect(page.getByRole('textbox', { name: /Họ và tên/ })).toHaveValue(session.user.fullName);
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(session.user.email);
  await expect(page.getByText('Thanh toán khi nhận hàng (COD)')).toBeVisible();
  const address = `${Date.now() % 1000} Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh`;
  await page.getByRole('textbox', { name: /Số điện thoại/ }).fill('0912345678');
  await page.getByRole('textbox', { name: /Địa chỉ nhận hàng/ }).fill(address);
  await page.getByRole('textbox', { name: /Ghi chú/ }).fill('Gọi trước khi giao.');
  await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  await expect(toast(page, 'success', 'Đặt hàng thành công!')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/orderDetail\/[0-9a-f]{24}$/);
  const orderId = page.url().split('/').pop()!;
  const code = orderId.slice(-6).toUpperCase();

  // The order's page: lines as quantity × price, the total, pending; the badge is empty again.
  await expect(page.getByRole('heading', { level: 1, name: `Chi tiết đơn hàng #${code}` })).toBeVisible();
  await expect(page.getByText(first.name, { exact: true })).toBeVisible();
  await expect(page.getByText(second.name, { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^2 × ${money(first.price).source}$`))).toBeVisible();
  await expect(page.getByText(new RegExp(`^1 × ${money(second.price).source}$`))).toBeVisible();
  await expect(page.getByText('Chờ xử lý')).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giỏ hàng', exact: true })).toBeVisible();

  // The history lists it; its link leads back to the detail.
  await page.getByRole('link', { name: 'Quay lại lịch sử đơn hàng' }).click();
  await expect(page).toHaveURL(/\/account\/historyOrder$/);
  const entry = page.getByRole('link', { name: new RegExp(`^Đơn hàng #${code}`) });
  await expect(entry).toContainText(money(total));
  await expect(entry).toContainText('Chờ xử lý');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/order/orderDetail/${orderId}$`));

  // What the server keeps: the address, cash on delivery, the lines and an empty cart.
  const saved = await request.get(`/api/orders/${orderId}`, { headers: auth(session) });
  expect(saved.ok()).toBeTruthy();
  const order = (await saved.json()) as { address: string; payment_method: string; total: number; status: string; lines: Array<{ product_id: { _id: string }; quantity: number }> };
  expect(order).toMatchObject({ address, payment_method: 'COD', total, status: 'pending' });
  expect(order.lines.map((line) => [line.product_id._id, line.quantity]).sort()).toEqual([[first._id, 2], [second._id, 1]].sort());
  const cartAfter = await request.get(`/api/cart/${session.user.id}`, { headers: auth(session) });
  expect(await cartAfter.json()).toEqual([]);
});

/** The refused detail answers 403, which Chromium logs as a console error: only that line is forgiven. */
const testExpecting403 = testExpectingStatus(403);

testExpecting403("a customer cannot open another customer's order", async ({ page, request }) => {
  const other = await apiLogin(request, OTHER_CUSTOMER);
  const theirs = await request.get(`/api/orders/account/${other.user.id}`, { headers: auth(other) });
  expect(theirs.ok()).toBeTruthy();
  const [foreign] = (await theirs.json()) as Array<{ _id: string; name: string; address: string }>;
  expect(foreign, 'the demo data gives the other customer an order').toBeDefined();

  const me = await apiLogin(request, CUSTOMER);
  expect((await request.get(`/api/orders/${foreign!._id}`, { headers: auth(me) })).status()).toBe(403);

  await signInBrowser(page, me);
  await page.goto(`/order/orderDetail/${foreign!._id}`);
  // The server answers 403 (not the customer's), and the page says so in its words.
  await expect(page.getByRole('alert')).toContainText(messages.common.forbidden);
  await expect(page.getByText(foreign!.address)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Quay lại lịch sử đơn hàng' })).toBeVisible();
});

test('a visitor is asked to sign in for the cart and sent to the login for the favourites', async ({ page }) => {
  await page.goto('/cart/cartDetail');
  await expect(page.getByText('Vui lòng đăng nhập để xem giỏ hàng.')).toBeVisible();

  await page.goto('/account/likeProducts');
  await expect(toast(page, 'warning', 'Vui lòng đăng nhập để xem sản phẩm yêu thích')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: /Đăng nhập/ })).toBeVisible();
});
