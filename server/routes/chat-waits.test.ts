import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getManagerAlerts } from '../../contract/alerts';
import { CHAT_EMPTY_WAIT_MINUTES, CHAT_RATE_LIMIT, getChatStatus, listChatConversations, type ChatAck, type ChatConversation } from '../../contract/chat';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import type { StaffAlert } from '../../contract/alerts';
import type { App } from '../app';
import { accounts, chatConversations } from '../db/schema';
import { openChatOrThrow, type ChatClient } from '../test/chat-client';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';

let app: App;
let admin: TestAccount;
const opened: ChatClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createAccount(app, { roles: ['admin'], fullName: 'Lê Trực Bàn' });
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

const waitingIds = async () => {
  const res = await app.inject({ method: 'GET', url: `${listChatConversations.path}?view=waiting`, headers: admin.headers });
  return listChatConversations.response.parse(res.json()).map((entry) => entry.userId);
};
const waitingCount = async () =>
  getManagerAlerts.response.parse((await app.inject({ method: 'GET', url: getManagerAlerts.path, headers: admin.headers })).json()).counts.waitingChats;
const chatAlertsFor = (staff: ChatClient, customerId: string) =>
  staff.received.filter((entry) => entry.event === LIVE_EVENTS.staffAlert && (entry.payload as StaffAlert).id === customerId);
/** Everything the server sent staff before this message has arrived once its list entry has (one socket, in order). */
const settled = async (staff: ChatClient, customer: ChatClient, customerId: string, text: string) => {
  expect((await customer.call<ChatAck>('send_message', { message: text })).ok).toBe(true);
  await staff.next<ChatConversation>('conversation_updated', (entry) => entry.userId === customerId && entry.lastMessage?.message === text);
};
const lapseWait = (customerId: string) =>
  app.db
    .update(chatConversations)
    .set({ updatedAt: sql`now() - make_interval(mins => ${CHAT_EMPTY_WAIT_MINUTES + 1})` })
    .where(eq(chatConversations.customerId, customerId));

describe("one 'đang chờ' alert per wait", () => {
  it('alerts staff once however often the customer opens the panel, reconnects or opens tabs', async () => {
    const staff = await tab(admin);
    const customer = await createAccount(app, { fullName: 'Phan Mở Nhiều' });
    const first = await tab(customer);
    expect((await first.call<ChatAck>('join_chat', {})).ok).toBe(true);
    await first.call('leave_chat', {});
    await first.call('join_chat', {});
    const second = await tab(customer);
    await second.call('join_chat', {});
    // A reconnection: the old socket goes, a new one joins again.
    first.close();
    const third = await tab(customer);
    await third.call('join_chat', { lastSeq: 0 });
    await settled(staff, third, customer.id, 'Cho hỏi lịch bảo dưỡng');
    expect(chatAlertsFor(staff, customer.id)).toHaveLength(1);
  });

  it('alerts once when several tabs open the chat at the same moment', async () => {
    const staff = await tab(admin);
    const customer = await createAccount(app, { fullName: 'Trịnh Ba Tab' });
    const tabs = await Promise.all([tab(customer), tab(customer), tab(customer)]);
    const joined = await Promise.all(tabs.map((socket) => socket.call<ChatAck>('join_chat', {})));
    expect(joined.every((answer) => answer.ok)).toBe(true);
    await settled(staff, tabs[0]!, customer.id, 'Ba thẻ cùng mở');
    expect(chatAlertsFor(staff, customer.id)).toHaveLength(1);
  });

  it('rate-limits join_chat like messages, per account', async () => {
    const customer = await createAccount(app);
    const socket = await tab(customer);
    const answers: ChatAck[] = [];
    for (let i = 0; i <= CHAT_RATE_LIMIT.messages; i++) answers.push(await socket.call<ChatAck>('join_chat', {}));
    expect(answers.slice(0, CHAT_RATE_LIMIT.messages).every((answer) => answer.ok)).toBe(true);
    expect(answers.at(-1)).toEqual({ ok: false, error: messages.chat.joinTooFast });
  });

  it('takes a wait with no message off the waiting list after 10 minutes; opening the panel later is a new wait', async () => {
    const staff = await tab(admin);
    const customer = await createAccount(app, { fullName: 'Hồ Mở Rồi Đi' });
    const socket = await tab(customer);
    await socket.call('join_chat', {});
    expect(await waitingIds()).toContain(customer.id);
    const counted = await waitingCount();

    await lapseWait(customer.id);
    expect(await waitingIds()).not.toContain(customer.id);
    expect(await waitingCount()).toBe(counted - 1);

    const again = await tab(customer);
    expect(await again.call<ChatAck>('join_chat', {})).toMatchObject({ ok: true, conversation: { status: 'waiting' } });
    expect(await waitingIds()).toContain(customer.id);
    await settled(staff, again, customer.id, 'Tôi quay lại rồi');
    expect(chatAlertsFor(staff, customer.id)).toHaveLength(2);
  });

  it('keeps a wait with a message on the list however long it waits', async () => {
    const customer = await createAccount(app);
    const socket = await tab(customer);
    await socket.call('join_chat', {});
    await socket.call('send_message', { message: 'Xe kêu lạ ở bánh trước' });
    await lapseWait(customer.id);
    expect(await waitingIds()).toContain(customer.id);
  });

  it('opens an ended conversation (the mail link) without a new wait; the wait starts when the customer writes', async () => {
    const staff = await tab(admin);
    const customer = await createAccount(app, { fullName: 'Mai Đọc Thư' });
    const socket = await tab(customer);
    await socket.call('join_chat', {});
    await socket.call('send_message', { message: 'Báo giá thay lốp?' });
    await staff.call('send_message', { userId: customer.id, message: 'Dạ 1.200.000 đ một lốp ạ' });
    await staff.call('end_chat', { userId: customer.id });
    socket.close();

    const fromMail = await tab(customer);
    expect(await fromMail.call<ChatAck>('join_chat', { lastSeq: 2 })).toMatchObject({ ok: true, conversation: { status: 'ended' } });
    expect(await waitingIds()).not.toContain(customer.id);
    expect((await app.db.select().from(chatConversations).where(eq(chatConversations.customerId, customer.id)))[0]!.status).toBe('ended');

    expect(await fromMail.call<ChatAck>('send_message', { message: 'Cho tôi đặt 4 lốp' })).toMatchObject({ ok: true, message: { seq: 3 } });
    const reopened = await staff.next<ChatConversation>('conversation_updated', (entry) => entry.userId === customer.id && entry.lastSeq === 3);
    expect(reopened).toMatchObject({ status: 'waiting', staffId: null, unreadCount: 1 });
    expect(await waitingIds()).toContain(customer.id);
    // The first wait's alert, then the one the message started.
    await staff.next<StaffAlert>(LIVE_EVENTS.staffAlert, (alert) => alert.id === customer.id);
    await staff.next<StaffAlert>(LIVE_EVENTS.staffAlert, (alert) => alert.id === customer.id);
    // Staff still cannot write into an ended conversation.
    await staff.call('end_chat', { userId: customer.id });
    expect(await staff.call('send_message', { userId: customer.id, message: 'Muộn rồi' })).toEqual({ ok: false, error: messages.chat.conversationEnded });
  });
});

describe("'Nhân viên đang trực tuyến' is a staff member at the chat desk", () => {
  const status = async () => getChatStatus.response.parse((await app.inject({ method: 'GET', url: getChatStatus.path })).json());

  it('counts a desk, per branch, and not a back-office tab; customers in the chat hear it', async () => {
    const customer = await createAccount(app);
    const chat = await tab(customer);
    await chat.call('join_chat', {});
    expect(await chat.next(LIVE_EVENTS.staffPresence)).toEqual({ online: false });

    const backOffice = await tab(admin);
    expect((await status()).staffOnline).toBe(false);

    expect(await backOffice.call<ChatAck>('desk_open', { branch: 'thu-duc' })).toEqual({ ok: true });
    expect(await chat.next(LIVE_EVENTS.staffPresence)).toEqual({ online: true });
    // The status call keeps one count for a moment, so the live count is read directly.
    expect(await app.live.deskPresence()).toEqual({ online: true, branches: ['thu-duc'] });

    expect(await backOffice.call<ChatAck>('desk_close', {})).toEqual({ ok: true });
    expect(await chat.next(LIVE_EVENTS.staffPresence)).toEqual({ online: false });
    expect(await app.live.deskPresence()).toEqual({ online: false, branches: [] });
  });

  it('takes a desk that names no branch as the staff member\'s usual branch, or both', async () => {
    const atThuDuc = await createAccount(app, { roles: ['admin'] });
    await app.db.update(accounts).set({ usualBranch: 'thu-duc' }).where(eq(accounts.id, atThuDuc.id));
    const desk = await tab(atThuDuc);
    expect(await desk.call<ChatAck>('desk_open', {})).toEqual({ ok: true });
    expect(await app.live.deskPresence()).toEqual({ online: true, branches: ['thu-duc'] });
    expect(await desk.call<ChatAck>('desk_close', {})).toEqual({ ok: true });

    const bothBranches = await tab(admin);
    expect(await bothBranches.call<ChatAck>('desk_open', {})).toEqual({ ok: true });
    expect(await app.live.deskPresence()).toEqual({ online: true, branches: ['quan-12', 'thu-duc'] });
    expect(await bothBranches.call<ChatAck>('desk_close', {})).toEqual({ ok: true });
  });

  it("counts the deployed admin client's socket as a desk", async () => {
    await tab(admin, {});
    expect((await app.live.deskPresence()).online).toBe(true);
  });
});

describe('the chat on holidays and outside hours', () => {
  const statusAt = async (iso: string) => {
    const clocked = await createTestApp({ now: () => new Date(iso) });
    try {
      return getChatStatus.response.parse((await clocked.inject({ method: 'GET', url: getChatStatus.path })).json());
    } finally {
      await clocked.close();
    }
  };

  it('says when the garage opens after Tết, and that it is closed for it', async () => {
    // 10:00 on the second day of Tết 2027, a Saturday: open hours on the clock, closed all the same.
    const status = await statusAt('2027-02-06T03:00:00Z');
    expect(status).toMatchObject({ withinHours: false, closedReason: messages.holidays.tet, opensAt: '2027-02-09T00:30:00.000Z' });
  });

  it('says when it opens next morning after closing time, and nothing within hours', async () => {
    expect(await statusAt('2026-12-07T12:00:00Z')).toMatchObject({ withinHours: false, closedReason: null, opensAt: '2026-12-08T00:30:00.000Z' });
    expect(await statusAt('2026-12-07T03:00:00Z')).toMatchObject({ withinHours: true, opensAt: null });
  });
});
