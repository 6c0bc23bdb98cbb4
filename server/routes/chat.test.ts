// @postgres: requests here race each other; scripts/test-pg.mjs runs this file on the Postgres server too.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX, CHAT_RATE_LIMIT, chatConversationSchema, chatMessageSchema, getChatHistory, listChatConversations, type ChatAck, type ChatConversation, type ChatMessage } from '../../contract/chat';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import type { App } from '../app';
import { chatConversations, chatMessages } from '../db/schema';
import { openChat, openChatOrThrow, type ChatClient } from '../test/chat-client';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';

let app: App;
let admin: TestAccount;
let master: TestAccount;
const opened: ChatClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  [admin, master] = await Promise.all([createAccount(app, { roles: ['admin'], fullName: 'Trần Admin' }), createAccount(app, { roles: ['master'] })]);
});
afterEach(() => {
  for (const client of opened.splice(0)) client.close();
});
afterAll(() => app.close());

async function chat(account: TestAccount, extra: Record<string, unknown> = {}) {
  const client = await openChatOrThrow(app, { token: account.token, ...extra });
  opened.push(client);
  return client;
}

const isFor = (userId: string) => (payload: { userId?: string }) => payload.userId === userId;

/** A customer waiting, and a staff socket that has heard of it. */
async function waitingCustomer(name?: string) {
  const customer = await createAccount(app, { fullName: name });
  const staff = await chat(admin);
  const customerSocket = await chat(customer);
  await staff.next('start_chat', isFor(customer.id));
  return { customer, customerSocket, staff };
}

describe('chat handshake', () => {
  it('refuses a connection without a token, with a forged token, and with a token whose session has ended', async () => {
    const none = await openChat(app, undefined);
    expect(none.error?.message).toBe(messages.common.unauthorized);
    const forged = await openChat(app, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.error?.message).toBe(messages.common.unauthorized);

    const customer = await createAccount(app);
    const logout = await app.inject({ method: 'POST', url: '/api/accounts/logout', headers: customer.headers });
    expect(logout.statusCode).toBe(200);
    const ended = await openChat(app, { token: customer.token });
    expect(ended.error?.message).toBe(messages.common.unauthorized);
  });

  it('refuses a locked account with the locked text', async () => {
    const locked = await createAccount(app, { status: 'locked' });
    const result = await openChat(app, { token: locked.token });
    expect(result.error?.message).toBe(messages.auth.accountLocked);
  });

  it("refuses a browser Origin that is neither the site's own nor in CORS_ORIGINS, and accepts the site's own", async () => {
    const customer = await createAccount(app);
    const foreign = await openChat(app, { token: customer.token }, { origin: 'https://evil.example' });
    expect(foreign.error?.message).toBe(messages.chat.originRefused);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const own = await openChat(app, { token: customer.token }, { origin: `http://127.0.0.1:${port}` });
    expect(own.client).toBeDefined();
    own.client?.close();
  });

  it('disconnects a connected customer at once when a master locks the account, and when they log out elsewhere', async () => {
    const customer = await createAccount(app);
    const socket = await chat(customer);
    const gone = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
    const lock = await app.inject({ method: 'PUT', url: '/api/roles/disable', headers: master.headers, payload: { accountId: customer.id } });
    expect(lock.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');

    const other = await createAccount(app);
    const otherSocket = await chat(other);
    const otherGone = new Promise<string>((resolve) => otherSocket.socket.once('disconnect', resolve));
    await app.inject({ method: 'POST', url: '/api/accounts/logout', headers: other.headers });
    expect(await otherGone).toBe('io server disconnect');
  });
});

describe('live chat between a customer and staff', () => {
  it('pairs them: staff hear of the waiting customer, opening it takes it, and messages go both ways, numbered', async () => {
    const { customer, customerSocket, staff } = await waitingCustomer('Nguyễn Văn Khách');
    const waiting = await staff.next<ChatConversation>('conversation_updated', isFor(customer.id));
    expect(chatConversationSchema.parse(waiting)).toMatchObject({ status: 'waiting', customerName: 'Nguyễn Văn Khách', lastSeq: 0 });
    expect(customerSocket.received.some((entry) => entry.event === 'start_chat')).toBe(false);

    const opened = await staff.call<ChatAck>('open_chat', { userId: customer.id });
    expect(opened).toMatchObject({ ok: true, conversation: { status: 'active', staffId: admin.id, staffName: 'Trần Admin' } });
    expect(await customerSocket.next('start_chat')).toEqual({ adminSocketId: admin.id });

    const sent = await customerSocket.call<ChatAck>('send_message', { message: '  Xe tôi kêu ở bánh trước  ', from: 'Ai đó', userId: 'guest' });
    expect(sent.ok).toBe(true);
    const first = chatMessageSchema.parse(sent.ok ? sent.message : null);
    expect(first).toMatchObject({ seq: 1, sender: 'customer', from: 'Nguyễn Văn Khách', message: 'Xe tôi kêu ở bánh trước', userId: customer.id });
    // The deployed admin client hears receive_message; this product's screens hear chat_message.
    expect(await staff.next('receive_message', isFor(customer.id))).toEqual({ message: 'Xe tôi kêu ở bánh trước', from: 'Nguyễn Văn Khách', userId: customer.id });
    expect(await staff.next<ChatMessage>('chat_message', (message) => message.seq === 1 && message.userId === customer.id)).toEqual(first);
    expect(await staff.next<ChatConversation>('conversation_updated', (entry) => entry.userId === customer.id && entry.lastSeq === 1)).toMatchObject({ unreadCount: 1 });

    const reply = await staff.call<ChatAck>('send_message', { userId: customer.id, message: 'Anh mang xe qua chi nhánh Quận 12 nhé', from: 'Giả danh' });
    expect(reply).toMatchObject({ ok: true, message: { seq: 2, sender: 'staff', from: 'Trần Admin' } });
    expect(await customerSocket.next('receive_message')).toEqual({ message: 'Anh mang xe qua chi nhánh Quận 12 nhé', from: 'Trần Admin' });
    expect(await customerSocket.next<ChatMessage>('chat_message', (message) => message.seq === 2)).toMatchObject({ sender: 'staff' });

    const list = await app.inject({ method: 'GET', url: listChatConversations.path, headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const entry = listChatConversations.response.parse(list.json()).find((conversation) => conversation.userId === customer.id);
    // Staff answered after reading, so nothing is unread.
    expect(entry).toMatchObject({ status: 'active', lastSeq: 2, unreadCount: 0, lastMessage: { seq: 2 } });
  });

  it('lets the deployed admin client take a waiting conversation by writing to it, without open_chat', async () => {
    const { customer, customerSocket, staff } = await waitingCustomer();
    staff.socket.emit('send_message', { userId: customer.id, message: 'Chào anh, em hỗ trợ được gì ạ?', from: 'Admin' });
    expect(await customerSocket.next('start_chat')).toEqual({ adminSocketId: admin.id });
    expect(await customerSocket.next('receive_message')).toEqual({ message: 'Chào anh, em hỗ trợ được gì ạ?', from: 'Trần Admin' });
  });

  it("never delivers a customer's words to another customer, whatever userId they claim", async () => {
    const { customer, customerSocket, staff } = await waitingCustomer();
    const other = await createAccount(app);
    const otherSocket = await chat(other);
    await staff.next('start_chat', isFor(other.id));
    const sent = await otherSocket.call<ChatAck>('send_message', { message: 'Tin giả mạo', userId: customer.id, from: 'Khách khác' });
    expect(sent).toMatchObject({ ok: true, message: { userId: other.id, from: other.fullName } });
    await staff.next('chat_message', isFor(other.id));
    expect(customerSocket.received.filter((entry) => entry.event === 'chat_message' || entry.event === 'receive_message')).toEqual([]);
    // A customer may not act as staff either.
    expect(await customerSocket.call<ChatAck>('end_chat', { userId: other.id })).toEqual({ ok: false, error: messages.common.forbidden });
    expect(await customerSocket.call<ChatAck>('open_chat', { userId: other.id })).toEqual({ ok: false, error: messages.common.forbidden });
  });

  it('stores a message before any socket hears of it', async () => {
    const { customer, customerSocket, staff } = await waitingCustomer();
    const storedWhenHeard = new Promise<number>((resolve) => {
      staff.socket.on('chat_message', (message: ChatMessage) => {
        if (message.userId !== customer.id) return;
        // Asked the moment the event arrives: the row must already be committed.
        void app.db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.id, message._id))
          .then((rows) => resolve(rows.length));
      });
    });
    await customerSocket.call('send_message', { message: 'Lưu trước, gửi sau' });
    expect(await storedWhenHeard).toBe(1);
  });

  it('refuses blank and too long messages, and too many too fast, storing none of them', async () => {
    const { customer, customerSocket } = await waitingCustomer();
    expect(await customerSocket.call('send_message', { message: '   \n ' })).toEqual({ ok: false, error: messages.chat.messageEmpty });
    expect(await customerSocket.call('send_message', { message: 'a'.repeat(CHAT_MESSAGE_MAX + 1) })).toEqual({
      ok: false,
      error: format(messages.chat.messageTooLong, { max: CHAT_MESSAGE_MAX }),
    });
    expect(await customerSocket.call('send_message', { message: 42 })).toMatchObject({ ok: false });
    const answers: ChatAck[] = [];
    for (let index = 0; index < CHAT_RATE_LIMIT.messages + 2; index += 1) answers.push(await customerSocket.call<ChatAck>('send_message', { message: `Tin ${index}` }));
    // The three refusals above each used a point of the window too.
    expect(answers.filter((answer) => answer.ok)).toHaveLength(CHAT_RATE_LIMIT.messages - 3);
    expect(answers.at(-1)).toEqual({ ok: false, error: messages.chat.tooFast });
    const [conversation] = await app.db.select().from(chatConversations).where(eq(chatConversations.customerId, customer.id));
    const stored = await app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversation!.id));
    expect(stored.map((row) => row.body)).toEqual(answers.flatMap((answer) => (answer.ok ? [answer.message!.message] : [])));
  });

  it("counts messages per account, over all of the account's sockets", async () => {
    const { customer, customerSocket } = await waitingCustomer();
    const secondTab = await chat(customer);
    const answers: ChatAck[] = [];
    // Six from each tab within the window: the eleventh overall is refused, whichever tab sends it.
    for (let index = 0; index < 6; index += 1) answers.push(await customerSocket.call<ChatAck>('send_message', { message: `Tab một ${index}` }));
    for (let index = 0; index < 6; index += 1) answers.push(await secondTab.call<ChatAck>('send_message', { message: `Tab hai ${index}` }));
    expect(answers.slice(0, CHAT_RATE_LIMIT.messages).every((answer) => answer.ok)).toBe(true);
    expect(answers.slice(CHAT_RATE_LIMIT.messages)).toEqual([
      { ok: false, error: messages.chat.tooFast },
      { ok: false, error: messages.chat.tooFast },
    ]);
    // Another account is not held up by it.
    const other = await createAccount(app);
    expect(await (await chat(other)).call<ChatAck>('send_message', { message: 'Xin chào' })).toMatchObject({ ok: true });
  });

  it('gives a reconnecting customer exactly what they missed, in order, from the number they hold', async () => {
    const { customer, customerSocket, staff } = await waitingCustomer();
    await staff.call('open_chat', { userId: customer.id });
    await customerSocket.call('send_message', { message: 'Một' });
    customerSocket.close();
    await staff.call('send_message', { userId: customer.id, message: 'Hai' });
    await staff.call('send_message', { userId: customer.id, message: 'Ba' });

    const back = await chat(customer, { lastSeq: 1 });
    const first = await back.next<ChatMessage>('chat_message');
    const second = await back.next<ChatMessage>('chat_message');
    expect([first, second].map((message) => [message.seq, message.message])).toEqual([
      [2, 'Hai'],
      [3, 'Ba'],
    ]);
    // Still taken by the same staff member: the customer may write at once.
    expect(await back.next('start_chat')).toEqual({ adminSocketId: admin.id });

    // After a page reload the history route gives the whole conversation.
    const history = await app.inject({ method: 'GET', url: buildPath(getChatHistory.path, { userId: customer.id }), headers: customer.headers });
    expect(history.statusCode).toBe(200);
    const body = getChatHistory.response.parse(history.json());
    expect(body.messages.map((message) => message.message)).toEqual(['Một', 'Hai', 'Ba']);
    const after = await app.inject({ method: 'GET', url: `${buildPath(getChatHistory.path, { userId: customer.id })}?afterSeq=2`, headers: customer.headers });
    expect(getChatHistory.response.parse(after.json()).messages.map((message) => message.seq)).toEqual([3]);
  });

  it('ends a conversation: the customer hears chat_ended, staff cannot write, coming back waits for nobody, writing again starts a new wait', async () => {
    const { customer, customerSocket, staff } = await waitingCustomer();
    await staff.call('open_chat', { userId: customer.id });
    await customerSocket.call('send_message', { message: 'Cảm ơn' });
    expect(await staff.call('end_chat', { userId: customer.id })).toMatchObject({ ok: true, conversation: { status: 'ended' } });
    expect(await customerSocket.next('chat_ended')).toEqual({ message: messages.chat.ended });
    expect(await staff.call('send_message', { userId: customer.id, message: 'Muộn rồi' })).toEqual({ ok: false, error: messages.chat.conversationEnded });
    const list = listChatConversations.response.parse((await app.inject({ method: 'GET', url: listChatConversations.path, headers: admin.headers })).json());
    expect(list.some((conversation) => conversation.userId === customer.id)).toBe(false);

    customerSocket.close();
    const back = await chat(customer);
    await back.next('staff_presence');
    expect((await app.db.select().from(chatConversations).where(eq(chatConversations.customerId, customer.id)))[0]!.status).toBe('ended');
    expect(await back.call('send_message', { message: 'Còn ai không?' })).toMatchObject({ ok: true, message: { seq: 2 } });
    // The history stays whole, numbering goes on.
    const reopened = await staff.next<ChatConversation>('conversation_updated', (entry) => entry.userId === customer.id && entry.status === 'waiting' && entry.lastSeq === 2);
    expect(reopened).toMatchObject({ staffId: null, lastMessage: { message: 'Còn ai không?' } });
  });

  it('numbers concurrent messages from both sides without a gap or a repeat', async () => {
    const { customer, customerSocket, staff } = await waitingCustomer();
    await staff.call('open_chat', { userId: customer.id });
    // Staff of their own: the limit counts each account's messages, and the shared ones wrote in earlier tests.
    const [staffOne, staffTwo] = await Promise.all([createAccount(app, { roles: ['admin'] }), createAccount(app, { roles: ['master'] })]);
    const [first, second] = [await chat(staffOne), await chat(staffTwo)];
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) => customerSocket.call<ChatAck>('send_message', { message: `Khách ${index}` })),
      ...Array.from({ length: 6 }, (_, index) => first.call<ChatAck>('send_message', { userId: customer.id, message: `Admin ${index}` })),
      ...Array.from({ length: 6 }, (_, index) => second.call<ChatAck>('send_message', { userId: customer.id, message: `Master ${index}` })),
    ]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const [conversation] = await app.db.select().from(chatConversations).where(eq(chatConversations.customerId, customer.id));
    const rows = await app.db.select({ seq: chatMessages.seq }).from(chatMessages).where(and(eq(chatMessages.conversationId, conversation!.id)));
    expect(rows.map((row) => row.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(conversation!.lastSeq).toBe(18);
  });
});

describe('chat history route', () => {
  it('gives a customer their own conversation, staff any, and nobody else anything', async () => {
    const { customer, customerSocket } = await waitingCustomer();
    await customerSocket.call('send_message', { message: 'Riêng tư' });
    const other = await createAccount(app);
    const url = buildPath(getChatHistory.path, { userId: customer.id });

    const own = await app.inject({ method: 'GET', url, headers: customer.headers });
    expect(own.statusCode).toBe(200);
    const staffView = await app.inject({ method: 'GET', url, headers: admin.headers });
    expect(getChatHistory.response.parse(staffView.json()).messages.map((message) => message.message)).toEqual(['Riêng tư']);
    const stranger = await app.inject({ method: 'GET', url, headers: other.headers });
    expect(stranger.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const noneYet = await app.inject({ method: 'GET', url: buildPath(getChatHistory.path, { userId: other.id }), headers: other.headers });
    expect(noneYet.json()).toEqual({ conversation: null, messages: [] });
    const customersList = await app.inject({ method: 'GET', url: listChatConversations.path, headers: customer.headers });
    expect(customersList.statusCode).toBe(403);
  });
});

describe('a socket and the token it signed in with', () => {
  const TTL_SECONDS = 2;
  let shortLived: App;
  beforeAll(async () => {
    shortLived = await createTestApp({ jwtTtlSeconds: TTL_SECONDS });
    await shortLived.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => shortLived.close());

  it("ends at the token's expiry, as a lock ends it, and the dead token opens no new one", async () => {
    const [customer, staff] = await Promise.all([createAccount(shortLived), createAccount(shortLived, { roles: ['admin'] })]);
    const sockets = await Promise.all([openChatOrThrow(shortLived, { token: customer.token }), openChatOrThrow(shortLived, { token: staff.token, deferChat: true })]);
    const connectedAt = Date.now();
    const reasons = await Promise.all(sockets.map((client) => new Promise<string>((resolve) => client.socket.once('disconnect', resolve))));
    expect(reasons).toEqual(['io server disconnect', 'io server disconnect']);
    // `exp` is in whole seconds: the end comes within the lifetime, not long after it.
    expect(Date.now() - connectedAt).toBeLessThanOrEqual(TTL_SECONDS * 1000 + 500);
    expect((await openChat(shortLived, { token: customer.token })).error?.message).toBe(messages.common.unauthorized);
  });
});
