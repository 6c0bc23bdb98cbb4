import type { APIRequestContext } from '@playwright/test';
import { expect, test, toast } from './fixtures';
import { ACCOUNTS, apiLogin, signInBrowser } from './sessions';

/** A service of the demo data, the same on every run. */
async function aService(request: APIRequestContext): Promise<{ _id: string; name: string }> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBeTruthy();
  const services = ((await response.json()) as Array<{ _id: string; name: string }>).sort((a, b) => a.name.localeCompare(b.name, 'vi'));
  expect(services.length, 'the demo data has services').toBeGreaterThan(0);
  return services.at(-1)!;
}

test('a signed-in customer writes a comment on a service, sees it at once, and deletes it', async ({ page, request }) => {
  const session = await apiLogin(request, ACCOUNTS.customer);
  const service = await aService(request);
  await signInBrowser(page, session);
  // Unique per run: the server keeps comments of earlier runs against the same data folder.
  const text = `Làm nhanh, báo giá rõ ràng <b>${Date.now()}</b>`;

  await page.goto(`/products/${service._id}`);
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  const comments = page.getByRole('region', { name: /^Bình luận/ });
  const field = comments.getByRole('textbox', { name: 'Bình luận của bạn' });
  await field.fill(text);
  await expect(comments.getByText(`${text.length}/1000`)).toBeVisible();
  await comments.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(toast(page, 'success', 'Đã gửi bình luận.')).toBeVisible();
  await expect(field).toHaveValue('');

  // On top of the list, under the customer's name, the markup shown as typed.
  const first = comments.getByRole('listitem').first();
  await expect(first).toContainText(text);
  await expect(first).toContainText(session.user.fullName);
  // Still there once the page is loaded again from the server.
  await page.reload();
  const mine = comments.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toHaveCount(1);

  await mine.getByRole('button', { name: 'Xóa' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Xóa bình luận này?' });
  await dialog.getByRole('button', { name: 'Xóa' }).click();
  await expect(toast(page, 'success', 'Xóa bình luận thành công!')).toBeVisible();
  await expect(comments.getByText(text)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await expect(comments.getByText(text)).toHaveCount(0);
});

test('a visitor is asked to sign in to comment, and the button opens the login dialog', async ({ page, request }) => {
  const service = await aService(request);
  await page.goto(`/products/${service._id}`);
  const comments = page.getByRole('region', { name: /^Bình luận/ });
  await expect(comments.getByText('Đăng nhập để bình luận')).toBeVisible();
  await expect(comments.getByRole('textbox')).toHaveCount(0);
  await comments.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
});
