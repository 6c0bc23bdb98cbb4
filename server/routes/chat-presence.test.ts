import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getChatStatus, listChatConversations, type ChatAck, type ChatConversation } from '../../contract/chat';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { TOTAL_COUNT_HEADER } from '../../contract/paging';
import type { App } from '../app';
import { chatConversations, mailQueue } from '../db/schema';
import type { MailMessage } from '../plugins/mail';
import { openChatOrThrow, type ChatClient } from '../test/chat-client';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';

const SITE = 'https://gara.example.vn';

let app: App;
let admin: TestAccount;
const mails: MailMessage[] = [];
const opened: ChatClient[] = [];

beforeAll(async () => {
  // Replies to an absent customer are due at once here; the job is run by hand.
  app = await createTestApp({ chatOfflineMailDelaySeconds: 0, siteOrigin: SITE });
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.mailer.send = async (message) => void mails.push(message);
  admin = await createAccount(app, { roles: ['admin'], fullName: 'Trần Trực Chat' });
});
afterEach(() => {
  for (const client of opened.splice(0)) client.close();
});
afterAll(() => app.close());

async function tab(account: TestAccount, auth: Record<string, unknown> = { deferChat: true }) {
  const client = await openChatOrThrow(app, { token: account.token, ...auth });
  opened.push(client);
  return client;
}

const conversations = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `${listChatConversations.path}${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { items: listChatConversations.response.parse(res.json()), total: res.headers[TOTAL_COUNT_HEADER.toLowerCase()] };
};

const conversationOf = async (customerId: string) => (await app.db.select().from(chatConversations).where(eq(chatConversations.customerId, customerId)))[0];

describe('the tab socket and the chat', () => {
  it('opens no conversation until the customer opens the chat, then one that waits and takes messages at once', async () => {
    const customer = await createAccount(app, { fullName: 'Ngô Gõ Sớm' });
    const socket = await tab(customer);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await conversationOf(customer.id)).toBeUndefined();

    const joined = await socket.call<ChatAck>('join_chat', {});
    expect(joined).toMatchObject({ ok: true, conversation: { status: 'waiting', customerOnline: true, customerEmail: customer.email } });
    const sent = await socket.call<ChatAck>('send_message', { message: 'Xe tôi bị rò dầu' });
    expect(sent.ok).toBe(true);

    const staff = await tab(admin);
    const { items } = await conversations('?view=waiting&q=ngo go');
    expect(items.map((item) => [item.userId, item.lastMessage?.message])).toEqual([[customer.id, 'Xe tôi bị rò dầu']]);
    // Staff open it: what was typed while waiting is there, and the customer hears it was taken.
    const openedByStaff = await staff.call<ChatAck>('open_chat', { userId: customer.id });
    expect(openedByStaff.ok).toBe(true);
    await socket.next('start_chat');
  });

  it("shows the customer offline once their last tab closes the chat, not 'being helped' forever", async () => {
    const customer = await createAccount(app, { fullName: 'Vũ Hai Tab' });
    const staff = await tab(admin);
    const [first, second] = [await tab(customer), await tab(customer)];
    await first.call('join_chat', {});
    await second.call('join_chat', {});
    expect((await conversationOf(customer.id))!.customerOnline).toBe(true);

    await first.call('leave_chat', {});
    expect((await conversationOf(customer.id))!.customerOnline).toBe(true);
    second.close();
    const update = await staff.next<ChatConversation>('conversation_updated', (entry) => entry.userId === customer.id && !entry.customerOnline);
    expect(update.customerOnline).toBe(false);
    const { items } = await conversations('?q=vu hai tab');
    expect(items[0]!.customerOnline).toBe(false);
  });

  it('keeps ended conversations in their own view, searchable by e-mail, paged with a total', async () => {
    const customer = await createAccount(app, { fullName: 'Hoàng Đã Xong', email: 'da-xong@example.com' });
    const socket = await tab(customer);
    await socket.call('join_chat', {});
    const staff = await tab(admin);
    await staff.call('end_chat', { userId: customer.id });
    const ended = await conversations('?view=ended&q=da-xong@example&page=1&limit=10');
    expect(ended.items.map((item) => [item.userId, item.status])).toEqual([[customer.id, 'ended']]);
    expect(ended.total).toBe('1');
    expect((await conversations('?view=waiting&q=da-xong')).items).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: `${listChatConversations.path}?view=closed`, headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.chat.viewInvalid);
  });

  it('says whether staff are online, to anyone, and tells customers in the chat when it changes', async () => {
    const status = async () => getChatStatus.response.parse((await app.inject({ method: 'GET', url: getChatStatus.path })).json());
    // Earlier tests' sockets are closed: nobody is on duty.
    await vi.waitFor(async () => expect((await status()).staffOnline).toBe(false), { timeout: 5000, interval: 300 });
    const customer = await createAccount(app);
    const socket = await tab(customer);
    await socket.call('join_chat', {});
    expect(await socket.next(LIVE_EVENTS.staffPresence)).toEqual({ online: false });
    const desk = await tab(admin);
    await desk.call('desk_open', {});
    expect(await socket.next(LIVE_EVENTS.staffPresence)).toEqual({ online: true });
    await vi.waitFor(async () => expect((await status()).staffOnline).toBe(true), { timeout: 5000, interval: 300 });
    expect((await status()).offlineMailDelaySeconds).toBe(0);
  });

  it("keeps the deployed client's behaviour: its socket opens the chat on connect", async () => {
    const customer = await createAccount(app);
    await tab(customer, {});
    await vi.waitFor(async () => expect((await conversationOf(customer.id))?.status).toBe('waiting'));
  });
});

describe('a reply to a customer who left', () => {
  it('goes by mail once, with the replies and a link back into the chat', async () => {
    const customer = await createAccount(app, { fullName: 'Đinh Đã Rời' });
    const socket = await tab(customer);
    await socket.call('join_chat', {});
    await socket.call('send_message', { message: 'Gara mở cửa Chủ nhật không?' });
    await socket.call('leave_chat', {});
    const staff = await tab(admin);
    for (const message of ['Chủ nhật gara mở 09:00-16:00.', 'Bạn có muốn đặt lịch không?']) {
      expect((await staff.call<ChatAck>('send_message', { userId: customer.id, message })).ok).toBe(true);
    }
    expect(await app.chatOfflineMail.run()).toBe(1);
    await app.mailQueue.flush();
    const mail = mails.find((m) => m.to === customer.email);
    expect(mail?.subject).toBe(messages.mail.chatReplySubject);
    expect(mail!.text).toContain('Chủ nhật gara mở 09:00-16:00.');
    expect(mail!.text).toContain('Bạn có muốn đặt lịch không?');
    expect(mail!.text).not.toContain('Gara mở cửa Chủ nhật không?');
    expect(mail!.text).toContain(`${SITE}/?chat=nhan-vien`);

    // Nothing new: no second mail, whatever runs again.
    expect(await app.chatOfflineMail.run()).toBe(0);
    expect(await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, customer.email))).toHaveLength(1);
  });

  it('is not mailed to a customer who has the chat open, nor to one who came back in time', async () => {
    const present = await createAccount(app);
    const presentSocket = await tab(present);
    await presentSocket.call('join_chat', {});
    const away = await createAccount(app);
    const awaySocket = await tab(away);
    await awaySocket.call('join_chat', {});
    await awaySocket.call('leave_chat', {});
    const staff = await tab(admin);
    await staff.call('send_message', { userId: present.id, message: 'Chào anh' });
    await staff.call('send_message', { userId: away.id, message: 'Chào chị' });
    // The away customer returns before the job runs.
    await awaySocket.call('join_chat', {});
    expect(await app.chatOfflineMail.run()).toBe(0);
    await app.mailQueue.flush();
    expect(mails.filter((m) => m.to === present.email || m.to === away.email)).toEqual([]);
  });
});
