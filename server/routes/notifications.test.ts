import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getManagerAlerts, markAlertsSeen, staffAlertSchema, updateAlertSettings, type ManagerAlerts, type StaffAlert } from '../../contract/alerts';
import { createBooking, updateBooking, updateBookingStatus } from '../../contract/bookings';
import { addToCart } from '../../contract/cart';
import { buildPath } from '../../contract/endpoint';
import { orderCode } from '../../contract/format';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { createOrder, updateOrderStatus } from '../../contract/orders';
import type { App } from '../app';
import { accounts, chatConversations } from '../db/schema';
import type { MailMessage } from '../plugins/mail';
import { openChatOrThrow, type ChatClient } from '../test/chat-client';
import { createAccount, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { createProduct } from '../test/shop-fixtures';
import { createTestApp } from '../test/test-app';

const GARAGE_INBOX = 'datlich@garaotosaigon.vn';
const SITE = 'https://gara.example.vn';

let app: App;
let admin: TestAccount;
let master: TestAccount;
let customer: TestAccount;
const mails: MailMessage[] = [];
const opened: ChatClient[] = [];

beforeAll(async () => {
  app = await createTestApp({
    garageNotifyEmail: GARAGE_INBOX,
    siteOrigin: SITE,
    bookingSlotCapacity: 50,
    // Every booking here comes from one address; the limits have tests of their own.
    bookingLimits: { perAddress: 1000, addressWindowSeconds: 600, perPhone: 1000, phoneWindowSeconds: 86_400, keyPrefix: 'test:notify' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  app.mailer.send = async (message) => void mails.push(message);
  [admin, master, customer] = await Promise.all([
    createAccount(app, { roles: ['admin'], fullName: 'Trần Quản Trị' }),
    createAccount(app, { roles: ['master'] }),
    createAccount(app, { fullName: 'Lê Văn Khách' }),
  ]);
});
afterEach(() => {
  for (const client of opened.splice(0)) client.close();
});
afterAll(() => app.close());

async function socketOf(account: TestAccount) {
  const client = await openChatOrThrow(app, { token: account.token, deferChat: true });
  opened.push(client);
  return client;
}

const alertsOf = async (account: TestAccount): Promise<ManagerAlerts> => {
  const res = await app.inject({ method: 'GET', url: getManagerAlerts.path, headers: account.headers });
  expect(res.statusCode, res.body).toBe(200);
  return getManagerAlerts.response.parse(res.json());
};

let phoneSequence = 0;
const booking = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  phoneSequence += 1;
  return app.inject({
    method: 'POST',
    url: createBooking.path,
    headers,
    payload: {
      fullName: 'Phạm Thị Đặt Lịch',
      numberPhone: `09${String(10_000_000 + phoneSequence).slice(-8)}`,
      date: openDayAhead(3),
      timeSlot: '09:00',
      description: 'Xe kêu khi phanh',
      images: [],
      branch: 'thu-duc',
      ...overrides,
    },
  });
};

const mailsTo = (to: string) => mails.filter((mail) => mail.to === to);

describe('staff alerts', () => {
  it('reaches every staff socket within 2 s of a booking, never a customer, and never with the full phone', async () => {
    const [staffOne, staffTwo, someone] = await Promise.all([socketOf(admin), socketOf(master), socketOf(customer)]);
    const started = Date.now();
    const res = await booking({ numberPhone: '0911222333' });
    expect(res.statusCode, res.body).toBe(201);
    const made = createBooking.response.parse(res.json());
    const alerts = await Promise.all([staffOne, staffTwo].map((client) => client.next<StaffAlert>(LIVE_EVENTS.staffAlert, (alert) => alert.id === made._id, 2000)));
    expect(Date.now() - started).toBeLessThan(2000);
    for (const alert of alerts) {
      const parsed = staffAlertSchema.parse(alert);
      expect(parsed).toMatchObject({ type: 'booking', href: `/manager/booking-board?date=${made.date}&branch=${made.branch}` });
      expect(parsed.text).toContain('Phạm T. Đ. L.');
      expect(parsed.text).toContain('Thủ Đức');
      expect(JSON.stringify(alert)).not.toContain('0911222333');
    }
    // The customer's socket of the same moment heard nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(someone.received.filter((entry) => entry.event === LIVE_EVENTS.staffAlert)).toHaveLength(0);
  });

  it("counts from the database for each staff member: new since their own last look, the same after a reload", async () => {
    await alertsOf(admin);
    await app.inject({ method: 'PUT', url: markAlertsSeen.path, headers: admin.headers, payload: { kind: 'bookings' } });
    await app.inject({ method: 'PUT', url: markAlertsSeen.path, headers: master.headers, payload: { kind: 'bookings' } });
    await booking();
    await booking();
    // The front desk's own booking is no news to the one who made it.
    await booking({}, admin.headers);
    expect((await alertsOf(admin)).counts.newBookings).toBe(2);
    expect((await alertsOf(master)).counts.newBookings).toBe(3);
    expect((await alertsOf(admin)).counts.newBookings).toBe(2);

    const staffTab = await socketOf(master);
    const seen = await app.inject({ method: 'PUT', url: markAlertsSeen.path, headers: admin.headers, payload: { kind: 'bookings' } });
    expect(markAlertsSeen.response.parse(seen.json()).counts.newBookings).toBe(0);
    // Only the one who looked: the other keeps their count.
    expect((await alertsOf(master)).counts.newBookings).toBe(3);
    expect(staffTab.received.filter((entry) => entry.event === LIVE_EVENTS.alertsChanged)).toHaveLength(0);
  });

  it('counts waiting chats and unread messages, and tells staff of a customer starting to wait', async () => {
    const staff = await socketOf(admin);
    const before = await alertsOf(admin);
    const waiting = await createAccount(app, { fullName: 'Đỗ Chờ Đợi' });
    const client = await socketOf(waiting);
    const joined = await client.call<{ ok: boolean }>('join_chat', {});
    expect(joined.ok).toBe(true);
    const alert = await staff.next<StaffAlert>(LIVE_EVENTS.staffAlert, (payload) => payload.type === 'chat' && payload.id === waiting.id);
    expect(alert).toMatchObject({ text: 'Đỗ Chờ Đợi đang chờ trò chuyện', href: `/admin-chat?customer=${waiting.id}` });
    // Typing before anyone takes it: stored, and counted unread.
    expect((await client.call<{ ok: boolean }>('send_message', { message: 'Cho hỏi giá thay dầu?' })).ok).toBe(true);
    expect((await client.call<{ ok: boolean }>('send_message', { message: 'Xe Vios 2019' })).ok).toBe(true);
    await staff.next(LIVE_EVENTS.alertsChanged);
    const after = await alertsOf(admin);
    expect(after.counts.waitingChats).toBe(before.counts.waitingChats + 1);
    expect(after.counts.unreadMessages).toBe(before.counts.unreadMessages + 2);
  });

  it('keeps the sound setting per staff member, checks it, and refuses customers and visitors', async () => {
    const on = await app.inject({ method: 'PUT', url: updateAlertSettings.path, headers: admin.headers, payload: { sound: true } });
    expect(updateAlertSettings.response.parse(on.json()).settings.sound).toBe(true);
    expect((await alertsOf(admin)).settings.sound).toBe(true);
    expect((await alertsOf(master)).settings.sound).toBe(false);

    const bad = await app.inject({ method: 'PUT', url: updateAlertSettings.path, headers: admin.headers, payload: { sound: 'có' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.alerts.settingsInvalid);
    const badKind = await app.inject({ method: 'PUT', url: markAlertsSeen.path, headers: admin.headers, payload: { kind: 'accounts' } });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe(messages.alerts.seenKindInvalid);

    expect((await app.inject({ method: 'GET', url: getManagerAlerts.path, headers: customer.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: getManagerAlerts.path })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: markAlertsSeen.path, headers: customer.headers, payload: { kind: 'orders' } })).statusCode).toBe(403);
  });
});

describe('mails when something happens', () => {
  it("tells the garage's inbox of each new booking, with branch, day, slot, service and a link into the back office", async () => {
    const service = await createProduct(app, { name: 'Bảo dưỡng định kỳ 10.000 km' });
    const res = await booking({ productId: service.id, timeSlot: '14:00' });
    expect(res.statusCode, res.body).toBe(201);
    const made = createBooking.response.parse(res.json());
    await app.mailQueue.flush();
    const mail = mailsTo(GARAGE_INBOX).find((m) => m.text.includes(made.code));
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('14:00');
    expect(mail!.subject).toContain('Chi nhánh Thủ Đức');
    expect(mail!.text).toContain('Bảo dưỡng định kỳ 10.000 km');
    expect(mail!.text).toContain(`${SITE}/manager/booking-board?date=${made.date}&branch=${made.branch}`);
    expect(mail!.html).toContain('Chi nhánh Thủ Đức');
  });

  it('mails the customer when staff confirm, edit (with the reason) or cancel their booking, and tells their open pages', async () => {
    const res = await booking({}, customer.headers);
    const made = createBooking.response.parse(res.json());
    const page = await socketOf(customer);
    await app.mailQueue.flush();
    const confirmation = mailsTo(customer.email).length;
    expect(confirmation).toBeGreaterThan(0);

    const confirm = await app.inject({ method: 'PUT', url: buildPath(updateBookingStatus.path, { id: made._id }), headers: admin.headers, payload: { status: 'confirmed' } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await page.next(LIVE_EVENTS.bookingUpdated, (payload: { id: string }) => payload.id === made._id);
    const edit = await app.inject({
      method: 'PUT',
      url: buildPath(updateBooking.path, { id: made._id }),
      headers: admin.headers,
      payload: { timeSlot: '10:00', updateReason: 'Kỹ thuật viên bận lúc 9 giờ' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const cancel = await app.inject({ method: 'PUT', url: buildPath(updateBookingStatus.path, { id: made._id }), headers: admin.headers, payload: { status: 'cancelled', reason: 'Khách báo bận' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (let change = 2; change <= 3; change += 1) await page.next(LIVE_EVENTS.bookingUpdated, (payload: { id: string }) => payload.id === made._id);
    await app.mailQueue.flush();

    const told = mailsTo(customer.email).slice(confirmation);
    expect(told.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('đã được xác nhận'),
      'Lịch hẹn của bạn đã được thay đổi - Gara Ô Tô Sài Gòn',
      expect.stringContaining('đã bị hủy'),
    ]);
    expect(told[1]!.text).toContain('Lý do: Kỹ thuật viên bận lúc 9 giờ');
    expect(told[1]!.text).toContain('10:00');
    expect(told[1]!.text).toContain(`${SITE}/account/bookings`);
    expect(page.received.filter((entry) => entry.event === LIVE_EVENTS.bookingUpdated)).toHaveLength(3);
  });

  it('sends nothing to anyone for a booking made without an account, nor to an unproven address', async () => {
    const anonymous = createBooking.response.parse((await booking()).json());
    const unproven = await createAccount(app);
    await app.db.update(accounts).set({ verified: false }).where(eq(accounts.id, unproven.id));
    const theirs = createBooking.response.parse((await booking({}, unproven.headers)).json());
    await app.mailQueue.flush();
    const before = mails.length;
    for (const made of [anonymous, theirs]) {
      const res = await app.inject({ method: 'PUT', url: buildPath(updateBookingStatus.path, { id: made._id }), headers: admin.headers, payload: { status: 'confirmed' } });
      expect(res.statusCode).toBe(200);
    }
    await app.mailQueue.flush();
    expect(mails.slice(before)).toEqual([]);
  });

  it("mails the garage and the customer of an order, and the customer of each status change, with their open pages told", async () => {
    const product = await createProduct(app, { name: 'Nước làm mát', price: 350_000, quantity: 5 });
    const added = await app.inject({ method: 'POST', url: addToCart.path, headers: customer.headers, payload: { product_id: product.id, quantity: 2 } });
    expect(added.statusCode, added.body).toBe(200);
    const staff = await socketOf(admin);
    const placed = await app.inject({
      method: 'POST',
      url: createOrder.path,
      headers: customer.headers,
      payload: { name: 'Lê Văn Khách', phone: '0977000111', email: customer.email, address: '5 Nguyễn Huệ', note: '', payment_method: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = createOrder.response.parse(placed.json());
    const code = orderCode(order._id);
    const alert = await staff.next<StaffAlert>(LIVE_EVENTS.staffAlert, (payload) => payload.id === order._id);
    expect(alert).toMatchObject({ type: 'order', href: `/manager/order?q=${code}` });
    expect(alert.text).toContain('700.000');

    const page = await socketOf(customer);
    const processing = await app.inject({ method: 'PUT', url: buildPath(updateOrderStatus.path, { id: order._id }), headers: admin.headers, payload: { status: 'processing' } });
    expect(processing.statusCode, processing.body).toBe(200);
    expect(await page.next(LIVE_EVENTS.orderUpdated)).toEqual({ id: order._id, status: 'processing' });
    await app.mailQueue.flush();

    const garage = mailsTo(GARAGE_INBOX).find((mail) => mail.subject.includes(code));
    expect(garage?.text).toContain(`${SITE}/manager/order?q=${code}`);
    expect(garage?.text).toContain('0977000111');
    const toCustomer = mailsTo(customer.email).filter((mail) => mail.subject.includes(code));
    expect(toCustomer.map((mail) => mail.subject)).toEqual([expect.stringContaining('Xác nhận đơn hàng'), `Đơn hàng #${code}: Đang xử lý - Gara Ô Tô Sài Gòn`]);
    expect(toCustomer[1]!.text).toContain(`${SITE}/order/orderDetail/${order._id}`);
  });
});

describe('alerts on a fresh conversation row', () => {
  it('never counts an ended conversation', async () => {
    const ended = await createAccount(app);
    await app.db.insert(chatConversations).values({ customerId: ended.id, status: 'ended', lastSeq: 5, staffReadSeq: 1 });
    const counts = (await alertsOf(admin)).counts;
    await app.db.update(chatConversations).set({ status: 'waiting' }).where(eq(chatConversations.customerId, ended.id));
    const reopened = (await alertsOf(admin)).counts;
    expect(reopened.waitingChats).toBe(counts.waitingChats + 1);
    expect(reopened.unreadMessages).toBe(counts.unreadMessages + 4);
  });
});
