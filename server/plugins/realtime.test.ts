import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMIT, getChatStatus, type ChatAck, type ChatMessage } from '../../contract/chat';
import { messages } from '../../contract/messages';
import { getManagerAlerts, type StaffAlert } from '../../contract/alerts';
import { createBooking } from '../../contract/bookings';
import { buildPath } from '../../contract/endpoint';
import { createPart, createPurchaseOrder, createSupplier, receivePurchaseOrder, transferStock, type Part, type PurchaseOrder, type Supplier } from '../../contract/parts';
import { LIVE_EVENTS } from '../../contract/live-events';
import { openDayAhead } from '../test/open-days';
import type { App } from '../app';
import { openChatOrThrow, type ChatClient } from '../test/chat-client';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createTestApp, createTestDatabase } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;

// Two server processes share one Postgres database and one Redis: CI and `npm run test:pg`.
describe.runIf(redisUrl && postgresUrl)('live chat across two server processes through Redis', () => {
  let first: App;
  let second: App;
  let dropDatabase: () => Promise<void>;
  let customer: TestAccount;
  let admin: TestAccount;
  let customerSocket: ChatClient;
  let staffSocket: ChatClient;

  beforeAll(async () => {
    const database = await createTestDatabase(postgresUrl!);
    dropDatabase = database.drop;
    first = await createTestApp({ redisUrl, databaseUrl: database.url });
    second = await createTestApp({ redisUrl, databaseUrl: database.url });
    await first.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    [customer, admin] = await Promise.all([createAccount(first, { fullName: 'Khách Bên Một' }), createAccount(first, { roles: ['admin'], fullName: 'Admin Bên Hai' })]);
    staffSocket = await openChatOrThrow(second, { token: admin.token });
    // The adapter subscribes asynchronously: the customer connects until staff on the other process hear it.
    for (let attempt = 0; ; attempt += 1) {
      customerSocket = await openChatOrThrow(first, { token: customer.token });
      try {
        await staffSocket.next('start_chat', (payload: { userId?: string }) => payload.userId === customer.id, 1000);
        break;
      } catch (error) {
        customerSocket.close();
        if (attempt === 10) throw error;
      }
    }
  });

  afterAll(async () => {
    customerSocket?.close();
    staffSocket?.close();
    await Promise.all([first.close(), second.close()]);
    await dropDatabase();
  });

  it('pairs a customer on one process with staff on the other, and carries messages both ways', async () => {
    expect(await staffSocket.call('open_chat', { userId: customer.id })).toMatchObject({ ok: true });
    expect(await customerSocket.next('start_chat')).toEqual({ adminSocketId: admin.id });

    const question = await customerSocket.call<ChatAck>('send_message', { message: 'Bên kia có nghe không?' });
    expect(question).toMatchObject({ ok: true, message: { seq: 1 } });
    expect(await staffSocket.next<ChatMessage>('chat_message', (message) => message.seq === 1)).toMatchObject({ message: 'Bên kia có nghe không?', from: 'Khách Bên Một' });

    await staffSocket.call('send_message', { userId: customer.id, message: 'Nghe rõ ạ' });
    expect(await customerSocket.next('receive_message')).toEqual({ message: 'Nghe rõ ạ', from: 'Admin Bên Hai' });
  });

  it('alerts staff on the other process of a booking within 2 s, and both processes count the same', async () => {
    const otherStaff = await createAccount(first, { roles: ['master'] });
    const staffOnFirst = await openChatOrThrow(first, { token: otherStaff.token, deferChat: true });
    try {
      const started = Date.now();
      const res = await first.inject({
        method: 'POST',
        url: createBooking.path,
        payload: { fullName: 'Khách Hai Tiến Trình', numberPhone: '0933444555', date: openDayAhead(2), timeSlot: '10:00', description: '', images: [] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { _id } = createBooking.response.parse(res.json());
      const heard = await Promise.all([staffSocket, staffOnFirst].map((socket) => socket.next<StaffAlert>(LIVE_EVENTS.staffAlert, (alert) => alert.id === _id, 2000)));
      expect(Date.now() - started).toBeLessThan(2000);
      expect(heard.map((alert) => alert.type)).toEqual(['booking', 'booking']);
      const counts = await Promise.all(
        [first, second].map(async (app) => getManagerAlerts.response.parse((await app.inject({ method: 'GET', url: getManagerAlerts.path, headers: admin.headers })).json()).counts),
      );
      expect(counts[0]).toEqual(counts[1]);
      expect(counts[0]!.newBookings).toBeGreaterThanOrEqual(1);
      // Staff are online on both processes: each one says so.
      for (const app of [first, second]) expect(getChatStatus.response.parse((await app.inject({ method: 'GET', url: getChatStatus.path })).json()).staffOnline).toBe(true);
    } finally {
      staffOnFirst.close();
    }
  });

  it('counts a chat desk open on the other process, per branch, and alerts once for a wait joined on both processes', async () => {
    const deskStaff = await createAccount(first, { roles: ['admin'] });
    const desk = await openChatOrThrow(second, { token: deskStaff.token, deferChat: true });
    const waiting = await createAccount(first, { fullName: 'Khách Hai Nơi' });
    const tabs = [await openChatOrThrow(first, { token: waiting.token, deferChat: true }), await openChatOrThrow(second, { token: waiting.token, deferChat: true })];
    try {
      expect(await desk.call('desk_open', { branch: 'quan-12' })).toEqual({ ok: true });
      expect(await first.live.deskPresence()).toEqual({ online: true, branches: ['quan-12'] });
      await Promise.all(tabs.map((tab) => tab.call('join_chat', {})));
      await desk.next<StaffAlert>(LIVE_EVENTS.staffAlert, (alert) => alert.id === waiting.id);
      expect(await tabs[0]!.call<ChatAck>('send_message', { message: 'Hai thẻ, hai máy' })).toMatchObject({ ok: true });
      await desk.next<{ userId: string; lastSeq: number }>('conversation_updated', (entry) => entry.userId === waiting.id && entry.lastSeq === 1);
      expect(desk.received.filter((entry) => entry.event === LIVE_EVENTS.staffAlert && (entry.payload as StaffAlert).id === waiting.id)).toHaveLength(1);
      expect(await desk.call('desk_close', {})).toEqual({ ok: true });
      expect((await first.live.deskPresence()).branches).toEqual([]);
    } finally {
      for (const socket of [desk, ...tabs]) socket.close();
    }
  });

  it("raises a part's low-stock alert once when both processes take its stock down at the same moment", async () => {
    const storekeeper = await createAccount(first, { roles: ['admin'] });
    const headers = { authorization: `Bearer ${storekeeper.token}` };
    const send = async <T>(app: App, url: string, payload: unknown) => {
      const res = await app.inject({ method: 'POST', url, headers, payload: payload as object });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json<T>();
    };
    const supplier = await send<Supplier>(first, createSupplier.path, { name: 'Phụ tùng Hai Nơi' });
    const part = await send<Part>(first, createPart.path, { sku: 'HAI-NOI-01', name: 'Lọc gió hai nơi', unit: 'cái', salePrice: 90_000, reorderPoints: [{ branch: 'quan-12', reorderPoint: 5 }] });
    // One fence part per process: its own alert, sent after the race's, closes that process's stream.
    const fences = await Promise.all(
      ['HAI-NOI-F1', 'HAI-NOI-F2'].map((sku) => send<Part>(first, createPart.path, { sku, name: `Rào ${sku}`, unit: 'cái', salePrice: 1000, reorderPoints: [{ branch: 'quan-12', reorderPoint: 1 }] })),
    );
    const order = await send<PurchaseOrder>(first, createPurchaseOrder.path, {
      supplierId: supplier._id,
      branch: 'quan-12',
      lines: [
        { partId: part._id, quantity: 10, unitCost: 60_000 },
        ...fences.map((fence) => ({ partId: fence._id, quantity: 2, unitCost: 500 })),
      ],
      place: true,
    });
    await send(first, buildPath(receivePurchaseOrder.path, { id: order._id }), { lines: order.lines.map((line) => ({ lineId: line._id, quantity: line.quantity })) });
    const watching = await openChatOrThrow(second, { token: admin.token, deferChat: true });
    try {
      // 10 → 7 → 4: one of the two moves crosses the line of 5, whichever process commits second.
      await Promise.all([first, second].map((app) => send(app, transferStock.path, { from: 'quan-12', to: 'thu-duc', lines: [{ partId: part._id, quantity: 3 }] })));
      await watching.next<StaffAlert>(LIVE_EVENTS.staffAlert, (alert) => alert.id === part._id);
      // Each process's events arrive in the order it sent them: once both fences are in, any second alert would be too.
      await Promise.all(
        [first, second].map((app, index) => send(app, transferStock.path, { from: 'quan-12', to: 'thu-duc', lines: [{ partId: fences[index]!._id, quantity: 1 }] })),
      );
      await Promise.all(fences.map((fence) => watching.next<StaffAlert>(LIVE_EVENTS.staffAlert, (alert) => alert.id === fence._id)));
      expect(watching.received.filter((entry) => entry.event === LIVE_EVENTS.staffAlert && (entry.payload as StaffAlert).id === part._id)).toHaveLength(1);
    } finally {
      watching.close();
    }
  });

  it("counts a customer's chat messages per account across both processes", async () => {
    const writer = await createAccount(first, { fullName: 'Khách Hai Tab' });
    const [onFirst, onSecond] = await Promise.all([openChatOrThrow(first, { token: writer.token }), openChatOrThrow(second, { token: writer.token })]);
    try {
      const send = (socket: ChatClient, index: number) => socket.call<ChatAck>('send_message', { message: `Tin ${index}` });
      const answers: ChatAck[] = [];
      // Two tabs on two processes, six messages each within the window: the eleventh overall is refused.
      for (let index = 0; index < 6; index += 1) answers.push(await send(onFirst, index));
      for (let index = 6; index < 12; index += 1) answers.push(await send(onSecond, index));
      expect(answers.slice(0, CHAT_RATE_LIMIT.messages).every((answer) => answer.ok)).toBe(true);
      expect(answers.slice(CHAT_RATE_LIMIT.messages)).toEqual([
        { ok: false, error: messages.chat.tooFast },
        { ok: false, error: messages.chat.tooFast },
      ]);
    } finally {
      onFirst.close();
      onSecond.close();
    }
  });

  it('disconnects a socket held by one process when the account is locked through the other', async () => {
    const master = await createAccount(second, { roles: ['master'] });
    const gone = new Promise<string>((resolve) => customerSocket.socket.once('disconnect', resolve));
    const lock = await second.inject({ method: 'PUT', url: '/api/roles/disable', headers: master.headers, payload: { accountId: customer.id } });
    expect(lock.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
