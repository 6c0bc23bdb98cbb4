import { markAlertsSeen } from '../contract/alerts';
import { getChatStatus } from '../contract/chat';
import { format, messages } from '../contract/messages';
import { bookOnContactPage, dayAhead } from './booking-helpers';
import { expect as baseExpect, test } from './fixtures';
import { waitForMailText } from './mail-outbox';
import { ACCOUNTS, apiLogin, auth, pageFor } from './sessions';
import { openChatLauncher } from './public-helpers';
import { agreeInChatIfAsked } from './consent-helpers';

// Staff and customers each in a browser of their own, against the real server and its socket.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A customer no other spec chats as. */
const ABSENT_CUSTOMER = { email: 'hoangminhtuan@example.com', password: 'Khach@123' } as const;

test("an admin on the orders page hears of a visitor's booking: a toast with its link, the badge, the tab title", async ({ browser, page, request }) => {
  const adminSession = await apiLogin(request, ACCOUNTS.admin);
  const admin = await pageFor(browser, adminSession);
  await admin.goto('/manager/order');
  const sidebar = admin.getByRole('navigation', { name: 'Quản lý' }).first();
  await expect(sidebar.getByRole('link', { name: /^Đơn hàng/ })).toBeVisible();
  // Start from nothing new: the admin has seen every booking so far.
  const seen = await request.put(markAlertsSeen.path, { headers: auth(adminSession), data: { kind: 'bookings' } });
  expect(seen.ok()).toBeTruthy();
  await expect(sidebar.getByRole('link', { name: 'Lịch hẹn' })).toBeVisible();

  // A visitor books in their own browser.
  const day = dayAhead(18);
  const slot = await bookOnContactPage(page, 'Trương Báo Tin', day, { phone: '0912000777', branch: 'Chi nhánh Thủ Đức' });

  // Without reloading, the admin's page shows it: a toast naming the booking with a link to its day, the badge, the title.
  const alert = admin.locator('li[data-severity]').filter({ hasText: 'Lịch hẹn mới: Trương B. T.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`${slot} `);
  await expect(alert).toContainText('Thủ Đức');
  await expect(alert).not.toContainText('0912000777');
  // One new booking at least: a journey on the other worker may book at the same moment, so the
  // badge's exact count is left to the server's tests of the alerts.
  const badge = format(messages.alerts.badgeLabel, { count: '\\d+' });
  await expect(sidebar.getByRole('link', { name: new RegExp(`^Lịch hẹn ${badge}`) })).toBeVisible();
  await expect(admin).toHaveTitle(/^\(\d+\) /);

  // The link opens the day; looking at the bookings clears their badge, here and after a reload.
  await alert.getByRole('link', { name: messages.alerts.openBooking }).click();
  await expect(admin).toHaveURL(new RegExp(`/manager/booking-board\\?date=${day}&branch=thu-duc$`));
  await expect(sidebar.getByRole('link', { name: 'Lịch hẹn' })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('navigation', { name: 'Quản lý' }).first().getByRole('link', { name: 'Lịch hẹn' })).toBeVisible();
  await admin.context().close();
});

test('a customer writes while no staff is online; an admin answers later; the customer, gone, gets the reply by mail and its link back into the chat', async ({ browser, request }) => {
  const [customerSession, adminSession] = await Promise.all([apiLogin(request, ABSENT_CUSTOMER), apiLogin(request, ACCOUNTS.admin)]);
  const name = customerSession.user.fullName;
  // Staff pages of earlier tests are closed; a socket whose browser vanished without a word
  // counts until socket.io's ping gives up on it (under a minute).
  await expect
    .poll(async () => getChatStatus.response.parse(await (await request.get(getChatStatus.path)).json()).staffOnline, { timeout: 60_000, intervals: [1000] })
    .toBe(false);
  const customer = await pageFor(browser, customerSession);
  await customer.goto('/');
  await openChatLauncher(customer);
  await customer.getByRole('dialog', { name: messages.chat.widgetTitle }).getByRole('button', { name: new RegExp(messages.chat.chatWithAdmin) }).click();
  const widget = customer.getByRole('dialog', { name: messages.chat.staffName });
  // Nobody on duty (at night: outside the garage's hours), and the widget says the answer comes by mail.
  await expect(widget.locator('[data-presence]')).toHaveAttribute('data-presence', /^(offline|closed)$/);
  await expect(widget.getByText(/e-mail của bạn/).first()).toBeVisible();
  const input = widget.getByRole('textbox', { name: messages.chat.inputLabel });
  await input.fill('Gara có thay lốp vào Chủ nhật không ạ?');
  await input.press('Enter');
  await agreeInChatIfAsked(widget, 'Gara có thay lốp vào Chủ nhật không ạ?');
  // In the conversation, not only still in the box: a message held for the consent goes once it is given.
  await expect(widget.getByRole('log').getByText('Gara có thay lốp vào Chủ nhật không ạ?')).toBeVisible();
  // Stored, no longer 'Đang gửi...': a tab closed before its socket connects takes the words with it.
  await expect(widget.getByText(messages.common.sending)).toHaveCount(0);
  // The customer closes the tab.
  await customer.context().close();

  const startedAt = Date.now();
  const admin = await pageFor(browser, adminSession);
  await admin.goto('/admin-chat');
  const row = admin.getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText(messages.chat.customerOffline);
  await row.click();
  const log = admin.getByRole('log', { name: format(messages.chat.messagesWith, { name }) });
  await expect(log.getByText('Gara có thay lốp vào Chủ nhật không ạ?')).toBeVisible();
  const reply = admin.getByRole('textbox', { name: messages.chat.staffInputLabel });
  await reply.fill('Chủ nhật gara mở 09:00-16:00, anh ghé chi nhánh Thủ Đức nhé');
  await reply.press('Enter');
  await expect(log.getByText('Chủ nhật gara mở 09:00-16:00, anh ghé chi nhánh Thủ Đức nhé')).toBeVisible();
  await admin.context().close();

  // The server waits a moment for the customer to come back (2 s here), then mails the reply.
  const mail = await waitForMailText(customerSession.user.email, startedAt, (text) => text.includes('Chủ nhật gara mở 09:00-16:00'), 30_000);
  expect(mail).toContain(messages.mail.chatReplyIntro);
  const link = /https?:\/\/[^\s\]]+\/(\?chat=nhan-vien)/.exec(mail)?.[1];
  expect(link).toBe('?chat=nhan-vien');

  // The link opens the site with the conversation, the reply in it.
  const back = await pageFor(browser, customerSession);
  await back.goto(`/${link}`);
  const reopened = back.getByRole('dialog', { name: messages.chat.staffName });
  await expect(reopened.getByText('Chủ nhật gara mở 09:00-16:00, anh ghé chi nhánh Thủ Đức nhé')).toBeVisible();
  await back.context().close();
});
