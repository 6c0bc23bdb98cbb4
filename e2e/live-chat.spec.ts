import type { Page } from '@playwright/test';
import { expect as baseExpect, test, toast } from './fixtures';
import { format, messages } from '../contract/messages';
import { ACCOUNTS, apiLogin, pageFor, signInBrowser } from './sessions';
import { openChatLauncher } from './public-helpers';
import { agreeInChatIfAsked } from './consent-helpers';

// A customer and an admin chat through the real server, each in a browser of their own.
// The chat's chunk and socket load on first use; a busy machine needs more than 5 s for some.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A customer no other spec chats as: the conversation this spec builds is theirs alone. */
const CUSTOMER = ACCOUNTS.otherCustomer;

async function openLiveChat(page: Page) {
  await openChatLauncher(page);
  const panel = page.getByRole('dialog', { name: messages.chat.widgetTitle });
  await panel.getByRole('button', { name: new RegExp(messages.chat.chatWithAdmin) }).click();
  return page.getByRole('dialog', { name: messages.chat.staffName });
}

test('a customer and an admin chat both ways; a reload loses nothing; the admin ends the chat', async ({ browser, request }) => {
  const [customerSession, adminSession] = await Promise.all([apiLogin(request, CUSTOMER), apiLogin(request, ACCOUNTS.admin)]);
  const customer = await pageFor(browser, customerSession);
  const admin = await pageFor(browser, adminSession);

  // The admin has the site open: the customer is told staff are online, and can write at once.
  await admin.goto('/admin-chat');
  await customer.goto('/');
  let widget = await openLiveChat(customer);
  await expect(widget.getByText(messages.chat.staffOnline)).toBeVisible();
  const customerInput = widget.getByRole('textbox', { name: messages.chat.inputLabel });
  await expect(customerInput).toBeEnabled();
  await customerInput.fill('Cho em hỏi về tiếng kêu ở bánh trước');
  await customerInput.press('Enter');
  await agreeInChatIfAsked(widget, 'Cho em hỏi về tiếng kêu ở bánh trước');

  // The admin finds the waiting customer in the list with what they wrote, and opens it, which takes it.
  const row = admin.getByRole('button', { name: new RegExp(customerSession.user.fullName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(messages.chat.waitingLabel);
  await row.click();
  await expect(admin.getByRole('tab', { name: messages.chat.activeLabel })).toHaveAttribute('aria-selected', 'true');
  const earlyLog = admin.getByRole('log', { name: format(messages.chat.messagesWith, { name: customerSession.user.fullName }) });
  await expect(earlyLog.getByText('Cho em hỏi về tiếng kêu ở bánh trước')).toBeVisible();

  await expect(widget.getByText(messages.chat.adminConnected)).toBeVisible();
  await expect(customerInput).toBeEnabled();
  await customerInput.fill('Xe em bị rung vô-lăng khi chạy 80 km/h');
  await customerInput.press('Enter');

  const adminInput = admin.getByRole('textbox', { name: messages.chat.staffInputLabel });
  const adminLog = admin.getByRole('log', { name: format(messages.chat.messagesWith, { name: customerSession.user.fullName }) });
  await expect(adminLog.getByText('Xe em bị rung vô-lăng khi chạy 80 km/h')).toBeVisible();
  await adminInput.fill('Có thể do lốp chưa cân bằng, anh ghé chi nhánh Quận 12 nhé');
  await adminInput.press('Enter');
  await expect(widget.getByText('Có thể do lốp chưa cân bằng, anh ghé chi nhánh Quận 12 nhé')).toBeVisible();

  // The customer reloads; meanwhile the admin writes again. Opening the chat brings back all of it.
  await customer.reload();
  await adminInput.fill('Chiều nay bên em còn chỗ lúc 15:00');
  await adminInput.press('Enter');
  await expect(adminLog.getByText('Chiều nay bên em còn chỗ lúc 15:00')).toBeVisible();
  widget = await openLiveChat(customer);
  for (const text of ['Xe em bị rung vô-lăng khi chạy 80 km/h', 'Có thể do lốp chưa cân bằng, anh ghé chi nhánh Quận 12 nhé', 'Chiều nay bên em còn chỗ lúc 15:00']) {
    await expect(widget.getByText(text)).toBeVisible();
  }
  // Still taken by the admin: the customer can answer at once.
  const inputAgain = widget.getByRole('textbox', { name: messages.chat.inputLabel });
  await expect(inputAgain).toBeEnabled();
  await inputAgain.fill('Dạ em qua lúc 15:00');
  await inputAgain.press('Enter');
  await expect(adminLog.getByText('Dạ em qua lúc 15:00')).toBeVisible();

  // The admin ends the chat: the customer is told, and writing again would start a new one.
  await admin.getByRole('button', { name: messages.chat.endChat }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: messages.chat.endChat }).click();
  await expect(widget.getByText(messages.chat.ended)).toBeVisible();
  await expect(widget.getByText(messages.chat.writeToRestart)).toBeVisible();
  // The ended conversation is kept, read-only, in its own view.
  await admin.getByRole('tab', { name: messages.chat.endedLabel }).click();
  await admin.getByRole('button', { name: new RegExp(customerSession.user.fullName) }).click();
  await expect(adminLog.getByText('Dạ em qua lúc 15:00')).toBeVisible();
  await expect(admin.getByRole('textbox', { name: messages.chat.staffInputLabel })).toHaveCount(0);

  await customer.context().close();
  await admin.context().close();
});

test('a customer who opens /admin-chat is sent home in its own words', async ({ page, request }) => {
  await signInBrowser(page, await apiLogin(request, CUSTOMER));
  await page.goto('/admin-chat');
  await expect(toast(page, 'error', messages.guard.noAccess)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
