// @postgres: consents are read back by who, purpose and time across requests; scripts/test-pg.mjs runs this file on the Postgres server too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { registerAccount, verifyAccount } from '../../contract/accounts';
import { createBooking, createDeskBooking } from '../../contract/bookings';
import { createGuestMessage } from '../../contract/guest-messages';
import { messages } from '../../contract/messages';
import {
  getLinkConsents,
  getMyConsents,
  getPrivacyNotice,
  listPrivacyNotices,
  myConsentsSchema,
  privacyNoticeSchema,
  publishPrivacyNotice,
  updateMyConsents,
  type ConsentChoices,
  type MyConsents,
} from '../../contract/privacy';
import { openRepair } from '../../contract/repairs';
import type { App } from '../app';
import { bookings, consents, guestMessages, mailQueue, pendingRegistrations, privacyRequests, repairOrders } from '../db/schema';
import { signQuoteLink } from '../lib/quote-link-token';
import type { MailMessage } from '../plugins/mail';
import { sendDayBeforeReminders } from '../services/booking-reminders';
import { queueMail } from '../services/mail-queue';
import { signPrivacyLink, verifyPrivacyLink } from '../services/privacy/privacy-link';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { createTestApp } from '../test/test-app';
import { giveConsent } from './privacy-consents-testing';

const SECRET = 'test-secret-that-is-long-enough-123456';
const NOTICE_BODY = `Gara Ô tô Sài Gòn giữ họ tên, số điện thoại, e-mail và biển số xe của bạn để phục vụ yêu cầu của bạn. ${'Bạn có quyền xem, sửa, hạn chế, phản đối và yêu cầu xóa dữ liệu bất cứ lúc nào. '.repeat(3)}`;

let app: App;
let customer: TestAccount;
let admin: TestAccount;
let master: TestAccount;
let sent: MailMessage[];
let sequence = 0;

beforeAll(async () => {
  app = await createTestApp({ siteOrigin: 'https://gara.test', bookingSlotCapacity: 200 });
  ({ customer, admin, master } = await createRoleAccounts(app));
  sent = [];
  app.mailer.send = async (message: MailMessage) => void sent.push(message);
});
afterAll(() => app.close());

/** Proves a registration's mailbox with the code mailed to it, as the person would. */
async function verifyMailbox(email: string) {
  await app.mailQueue.flush();
  const mail = [...sent].reverse().find((message) => message.to === email);
  const code = /^(\d{6})$/m.exec(mail!.text)![1]!;
  const res = await app.inject({ method: 'POST', url: verifyAccount.path, payload: { email, code }, remoteAddress: nextAddress() });
  expect(res.statusCode, res.body).toBe(200);
}

const nextPhone = () => `0913${String((sequence += 1)).padStart(6, '0')}`;
const nextAddress = () => `198.51.100.${(sequence += 1) % 250}`;

async function currentVersion(): Promise<number> {
  const res = await app.inject({ method: 'GET', url: getPrivacyNotice.path });
  return privacyNoticeSchema.parse(res.json()).version;
}

const rowsOf = (where: { accountId?: string; email?: string; phone?: string }) =>
  app.db
    .select()
    .from(consents)
    .where(
      or(
        where.accountId ? eq(consents.accountId, where.accountId) : undefined,
        where.email ? eq(consents.email, where.email) : undefined,
        where.phone ? eq(consents.phone, where.phone) : undefined,
      ),
    );

async function choices(version?: number, overrides: Partial<ConsentChoices> = {}): Promise<ConsentChoices> {
  return { noticeVersion: version ?? (await currentVersion()), processing: true, serviceMessages: false, marketing: false, ...overrides };
}

const bookingForm = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Phạm Thị Đồng Ý',
  numberPhone: nextPhone(),
  date: openDayAhead(2),
  timeSlot: '08:00',
  description: 'Thay dầu',
  images: [],
  ...overrides,
});

const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: createBooking.path, payload, headers, remoteAddress: nextAddress() });

describe('the privacy notice', () => {
  it('publishes a new version for the master only; every old version stays readable, newest first in the list', async () => {
    const first = privacyNoticeSchema.parse((await app.inject({ method: 'GET', url: getPrivacyNotice.path })).json());
    expect(first.body).toContain('Luật Bảo vệ dữ liệu cá nhân');

    const refused = await app.inject({ method: 'POST', url: publishPrivacyNotice.path, headers: admin.headers, payload: { title: 'Chính sách mới', body: NOTICE_BODY } });
    expect(refused.statusCode).toBe(403);
    const short = await app.inject({ method: 'POST', url: publishPrivacyNotice.path, headers: master.headers, payload: { title: 'Chính sách mới', body: 'Ngắn quá' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(messages.privacy.noticeBodyTooShort);
    expect(await currentVersion()).toBe(first.version);

    const published = await app.inject({ method: 'POST', url: publishPrivacyNotice.path, headers: master.headers, payload: { title: 'Chính sách bảo mật (sửa đổi)', body: NOTICE_BODY } });
    expect(published.statusCode, published.body).toBe(201);
    const next = privacyNoticeSchema.parse(published.json());
    expect(next).toMatchObject({ version: first.version + 1, title: 'Chính sách bảo mật (sửa đổi)', publishedBy: { _id: master.id } });
    expect(await currentVersion()).toBe(next.version);

    const old = await app.inject({ method: 'GET', url: `${getPrivacyNotice.path}?version=${first.version}` });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ version: first.version, body: first.body });
    const missing = await app.inject({ method: 'GET', url: `${getPrivacyNotice.path}?version=999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.privacy.noticeNotFound);

    const list = await app.inject({ method: 'GET', url: listPrivacyNotices.path, headers: master.headers });
    expect(list.json().map((notice: { version: number }) => notice.version)).toEqual([next.version, first.version]);
  });
});

describe('consent where personal data comes in', () => {
  it('refuses a registration, a booking, a desk booking and a check-in whose processing box is not ticked, and stores nothing', async () => {
    const version = await currentVersion();
    const unticked = { ...(await choices(version)), processing: false };
    const before = (await app.db.select().from(consents)).length;

    const email = `khong-dong-y-${(sequence += 1)}@example.com`;
    const registration = await app.inject({
      method: 'POST',
      url: registerAccount.path,
      payload: { fullName: 'Khách Không Đồng Ý', email, password: 'MatKhau@123', consents: unticked },
      remoteAddress: nextAddress(),
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().message).toBe(messages.privacy.processingRequired);
    expect(await app.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email))).toEqual([]);

    const phone = nextPhone();
    const booking = await book(bookingForm({ numberPhone: phone, consents: unticked }));
    expect(booking.statusCode).toBe(400);
    expect(booking.json().message).toBe(messages.privacy.processingRequired);
    const desk = await app.inject({ method: 'POST', url: createDeskBooking.path, headers: admin.headers, payload: { ...bookingForm({ numberPhone: phone }), branch: 'quan-12', consents: unticked } });
    expect(desk.statusCode).toBe(400);
    expect(desk.json().message).toBe(messages.privacy.processingRequired);
    expect(await app.db.select().from(bookings).where(eq(bookings.numberPhone, phone))).toEqual([]);

    const checkIn = await app.inject({
      method: 'POST',
      url: openRepair.path,
      headers: admin.headers,
      payload: { fullName: 'Khách Không Đồng Ý', numberPhone: phone, branch: 'quan-12', plate: '51A-987.65', odometerKm: 1000, fuelLevel: 50, consents: unticked },
    });
    expect(checkIn.statusCode).toBe(400);
    expect(checkIn.json().message).toBe(messages.privacy.processingRequired);
    expect(await app.db.select().from(repairOrders).where(eq(repairOrders.numberPhone, phone))).toEqual([]);

    // A missing box (undefined) is the same refusal, not a silent grant.
    const missing = await book(bookingForm({ consents: { noticeVersion: version } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.privacy.processingRequired);

    expect((await app.db.select().from(consents)).length).toBe(before);
  });

  it('records each box as given, with the channel the route tells, the notice version and who recorded it for the person', async () => {
    const version = await currentVersion();
    const web = nextPhone();
    expect((await book(bookingForm({ numberPhone: web, consents: await choices(version, { serviceMessages: true }) }))).statusCode).toBe(201);
    const webRows = await rowsOf({ phone: web });
    expect(webRows.map((row) => [row.purpose, row.granted, row.channel, row.noticeVersion, row.recordedBy]).sort()).toEqual([
      ['marketing', false, 'booking', version, null],
      ['processing', true, 'booking', version, null],
      ['serviceMessages', true, 'booking', version, null],
    ]);

    const bot = nextPhone();
    expect((await book(bookingForm({ numberPhone: bot, channel: 'bot', consents: await choices(version) }))).statusCode).toBe(201);
    expect(new Set((await rowsOf({ phone: bot })).map((row) => row.channel))).toEqual(new Set(['bot']));

    // A signed-in customer's booking is theirs: the rows name the account.
    const member = await createAccount(app);
    expect((await book(bookingForm({ consents: await choices(version, { marketing: true }) }), member.headers)).statusCode).toBe(201);
    expect((await rowsOf({ accountId: member.id })).find((row) => row.purpose === 'marketing')).toMatchObject({ granted: true, channel: 'booking' });

    const desk = nextPhone();
    const deskRes = await app.inject({ method: 'POST', url: createDeskBooking.path, headers: admin.headers, payload: { ...bookingForm({ numberPhone: desk }), branch: 'thu-duc', consents: await choices(version) } });
    expect(deskRes.statusCode, deskRes.body).toBe(201);
    const deskRows = await rowsOf({ phone: desk });
    expect(deskRows).toHaveLength(3);
    expect(deskRows.every((row) => row.channel === 'desk' && row.recordedBy === admin.id && row.accountId === null)).toBe(true);

    const walkIn = nextPhone();
    const checkIn = await app.inject({
      method: 'POST',
      url: openRepair.path,
      headers: admin.headers,
      payload: { fullName: 'Khách Nhận Xe', numberPhone: walkIn, branch: 'quan-12', plate: `51A-${String(sequence).padStart(3, '0')}.11`, odometerKm: 1000, fuelLevel: 50, consents: await choices(version) },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const checkInRows = await rowsOf({ phone: walkIn });
    expect(checkInRows.map((row) => row.purpose).sort()).toEqual(['marketing', 'processing', 'serviceMessages']);
    expect(checkInRows.every((row) => row.channel === 'checkin' && row.recordedBy === admin.id)).toBe(true);

    const email = `dang-ky-${(sequence += 1)}@example.com`;
    const registration = await app.inject({
      method: 'POST',
      url: registerAccount.path,
      payload: { fullName: 'Khách Đăng Ký', email, password: 'MatKhau@123', consents: await choices(version, { serviceMessages: true }) },
      remoteAddress: nextAddress(),
    });
    expect(registration.statusCode, registration.body).toBe(200);
    // The choices wait with the registration and become the account's once the mailbox is proved.
    expect(await rowsOf({ email })).toEqual([]);
    await verifyMailbox(email);
    const registered = await rowsOf({ email });
    expect(registered.every((row) => row.accountId !== null)).toBe(true);
    expect(registered.map((row) => [row.purpose, row.granted, row.channel]).sort()).toEqual([
      ['marketing', false, 'register'],
      ['processing', true, 'register'],
      ['serviceMessages', true, 'register'],
    ]);
    // Someone registering an address that has an account changes nothing of its owner's choices.
    const owner = await createAccount(app);
    const attempt = await app.inject({
      method: 'POST',
      url: registerAccount.path,
      payload: { fullName: 'Người Khác', email: owner.email, password: 'MatKhau@123', consents: await choices(version, { marketing: true }) },
      remoteAddress: nextAddress(),
    });
    expect(attempt.statusCode).toBe(registration.statusCode);
    expect(await rowsOf({ email: owner.email })).toEqual([]);

    // A guest message's ticked box is its processing consent.
    const guest = nextPhone();
    const message = await app.inject({
      method: 'POST',
      url: createGuestMessage.path,
      payload: { fullName: 'Khách Nhắn Tin', phone: guest, email: '', message: 'Gara mở cửa mấy giờ?', consent: true },
      remoteAddress: nextAddress(),
    });
    expect(message.statusCode, message.body).toBe(201);
    expect((await rowsOf({ phone: guest })).map((row) => [row.purpose, row.granted, row.channel, row.noticeVersion])).toEqual([['processing', true, 'guest_message', version]]);
    expect(await app.db.select().from(guestMessages).where(eq(guestMessages.phone, guest))).toHaveLength(1);
  });

  it("records the garage's earlier client, which sends no consents, as one 'legacy' processing row under the notice in force, nothing optional", async () => {
    const version = await currentVersion();
    const phone = nextPhone();
    expect((await book(bookingForm({ numberPhone: phone }))).statusCode).toBe(201);
    expect((await rowsOf({ phone })).map((row) => [row.purpose, row.granted, row.channel, row.noticeVersion])).toEqual([['processing', true, 'legacy', version]]);

    const deskPhone = nextPhone();
    expect((await app.inject({ method: 'POST', url: createDeskBooking.path, headers: admin.headers, payload: { ...bookingForm({ numberPhone: deskPhone }), branch: 'quan-12' } })).statusCode).toBe(201);
    expect((await rowsOf({ phone: deskPhone })).map((row) => [row.purpose, row.channel, row.recordedBy])).toEqual([['processing', 'legacy', admin.id]]);

    const email = `ung-dung-cu-${(sequence += 1)}@example.com`;
    const registration = await app.inject({ method: 'POST', url: registerAccount.path, payload: { fullName: 'Khách Ứng Dụng Cũ', email, password: 'MatKhau@123' }, remoteAddress: nextAddress() });
    expect(registration.statusCode).toBe(200);
    await verifyMailbox(email);
    expect((await rowsOf({ email })).map((row) => [row.purpose, row.granted, row.channel])).toEqual([['processing', true, 'legacy']]);
  });

  it('refuses a form that showed an older notice than the one in force with 409, storing nothing', async () => {
    const version = await currentVersion();
    const phone = nextPhone();
    const stale = await book(bookingForm({ numberPhone: phone, consents: await choices(version - 1) }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(messages.privacy.noticeOutdated);
    expect(await app.db.select().from(bookings).where(eq(bookings.numberPhone, phone))).toEqual([]);
    expect(await rowsOf({ phone })).toEqual([]);

    // A registration hears the same 409 whether the address has an account or not: the answer tells nobody who is registered.
    for (const email of [customer.email, `moi-${(sequence += 1)}@example.com`]) {
      const registration = await app.inject({
        method: 'POST',
        url: registerAccount.path,
        payload: { fullName: 'Khách Đăng Ký', email, password: 'MatKhau@123', consents: await choices(version - 1) },
        remoteAddress: nextAddress(),
      });
      expect(registration.statusCode, email).toBe(409);
      expect(registration.json().message).toBe(messages.privacy.noticeOutdated);
    }

    const change = await app.inject({ method: 'PUT', url: updateMyConsents.path, headers: customer.headers, payload: { noticeVersion: version - 1, marketing: true } });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(messages.privacy.noticeOutdated);
    expect(await rowsOf({ accountId: customer.id })).toEqual([]);
  });
});

describe("a person's choices", () => {
  it('shows the latest choice per purpose, the rows given under the e-mail before the account, and the whole history newest first', async () => {
    const person = await createAccount(app);
    const version = await currentVersion();
    // Before the account: a registration's rows under the address.
    await giveConsent(app.db, { email: person.email }, 'processing');
    const read = async () => myConsentsSchema.parse((await app.inject({ method: 'GET', url: getMyConsents.path, headers: person.headers })).json());
    expect((await read()).choices).toEqual({ processing: true, serviceMessages: null, marketing: null });

    const grant = await app.inject({ method: 'PUT', url: updateMyConsents.path, headers: person.headers, payload: { noticeVersion: version, serviceMessages: true, marketing: true } });
    expect(grant.statusCode, grant.body).toBe(200);
    const withdraw = await app.inject({ method: 'PUT', url: updateMyConsents.path, headers: person.headers, payload: { noticeVersion: version, marketing: false } });
    const mine: MyConsents = myConsentsSchema.parse(withdraw.json());
    expect(mine.choices).toEqual({ processing: true, serviceMessages: true, marketing: false });
    expect(mine.notice.version).toBe(version);
    expect(mine.restricted).toBe(false);
    expect(mine.history.map((row) => [row.purpose, row.granted, row.channel])).toEqual([
      ['marketing', false, 'account'],
      // The two of one change share its moment; either may come first.
      ...mine.history.slice(1, 3).map((row) => [row.purpose, row.granted, row.channel]),
      ['processing', true, 'account'],
    ]);
    expect(mine.history.slice(1, 3).map((row) => row.purpose).sort()).toEqual(['marketing', 'serviceMessages']);

    // The chat widget's box: processing, channel 'chat'.
    const chat = await app.inject({ method: 'PUT', url: updateMyConsents.path, headers: person.headers, payload: { noticeVersion: version, processing: true, channel: 'chat' } });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(myConsentsSchema.parse(chat.json()).history[0]).toMatchObject({ purpose: 'processing', granted: true, channel: 'chat' });
    // Processing is never withdrawn here (that is a request), and an empty change says so.
    expect((await app.inject({ method: 'PUT', url: updateMyConsents.path, headers: person.headers, payload: { noticeVersion: version, processing: false } })).statusCode).toBe(400);
    const empty = await app.inject({ method: 'PUT', url: updateMyConsents.path, headers: person.headers, payload: { noticeVersion: version } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.privacy.nothingToChange);

    // A restriction the garage carried out shows.
    await app.db.insert(privacyRequests).values({ kind: 'restriction', status: 'done', accountId: person.id, fullName: person.fullName, deadline: '2031-01-01' });
    expect((await read()).restricted).toBe(true);
    expect((await app.inject({ method: 'GET', url: getMyConsents.path })).statusCode).toBe(401);
  });

  it("opens a mail's link for its own address only: the token names it, and a forged, foreign or expired token is refused", async () => {
    const version = await currentVersion();
    const owner = await createAccount(app);
    const other = await createAccount(app);
    await giveConsent(app.db, { accountId: owner.id }, 'serviceMessages', true);
    await giveConsent(app.db, { accountId: other.id }, 'serviceMessages', true);
    const token = await signPrivacyLink(SECRET, owner.email);
    const url = `${getLinkConsents.path}?t=${encodeURIComponent(token)}`;

    const read = await app.inject({ method: 'GET', url });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ email: owner.email, choices: { serviceMessages: true } });
    const change = await app.inject({ method: 'PUT', url, payload: { noticeVersion: version, serviceMessages: false } });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toMatchObject({ email: owner.email, choices: { serviceMessages: false } });
    expect(change.json().history[0]).toMatchObject({ channel: 'mail_link', granted: false });
    // The account's own page sees the same withdrawal; the other person's choice is untouched.
    expect((await app.inject({ method: 'GET', url: getMyConsents.path, headers: owner.headers })).json().choices.serviceMessages).toBe(false);
    expect((await app.inject({ method: 'GET', url: getMyConsents.path, headers: other.headers })).json().choices.serviceMessages).toBe(true);

    const forged = await signPrivacyLink('another-secret-that-is-long-enough-0000', owner.email);
    const quoteToken = await signQuoteLink(SECRET, { repairId: '0123456789abcdef01234567', version: 1 });
    const expired = await signPrivacyLink(SECRET, owner.email, new Date(Date.now() - 400 * 24 * 3600 * 1000));
    for (const bad of [forged, quoteToken, expired, `${token}x`, 'abc']) {
      const res = await app.inject({ method: 'GET', url: `${getLinkConsents.path}?t=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().message).toBe(messages.privacy.linkInvalid);
      const put = await app.inject({ method: 'PUT', url: `${getLinkConsents.path}?t=${encodeURIComponent(bad)}`, payload: { noticeVersion: version, serviceMessages: true } });
      expect(put.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: getLinkConsents.path })).statusCode).toBe(400);
    expect(await verifyPrivacyLink(SECRET, token)).toBe(owner.email);
  });
});

describe('senders honour a withdrawal at once', () => {
  // 09:30 on 2031-06-10 in Vietnam; tomorrow is 2031-06-11.
  const morning = new Date('2031-06-10T02:30:00Z');

  it('withholds a reminder queued before the withdrawal when the queue comes to send it, and reminds nobody who never agreed', async () => {
    const version = await currentVersion();
    const withdrawing = await createAccount(app);
    const keeping = await createAccount(app);
    const neverAsked = await createAccount(app);
    for (const person of [withdrawing, keeping]) {
      await app.inject({ method: 'PUT', url: updateMyConsents.path, headers: person.headers, payload: { noticeVersion: version, serviceMessages: true } });
    }
    for (const person of [withdrawing, keeping, neverAsked]) {
      await app.db.insert(bookings).values({ fullName: person.fullName, numberPhone: nextPhone(), date: '2031-06-11', timeSlot: '09:00', accountId: person.id, code: `NH${String(sequence).padStart(6, '0')}` });
    }
    // Queued without waking the queue: the mails wait, as they would for the next round.
    const deps = { ...app.deps, now: () => morning, mail: { ...app.deps.mail, add: (db: Parameters<typeof queueMail>[0], mail: Parameters<typeof queueMail>[1]) => queueMail(db, mail) } };
    expect(await sendDayBeforeReminders(deps)).toBe(2);
    const queued = await app.db.select().from(mailQueue).where(and(eq(mailQueue.kind, 'bookingReminder')));
    expect(queued.filter((row) => row.toAddress === neverAsked.email)).toEqual([]);
    expect(queued.filter((row) => [withdrawing.email, keeping.email].includes(row.toAddress)).map((row) => row.purpose)).toEqual(['serviceMessages', 'serviceMessages']);

    const withdrawal = await app.inject({ method: 'PUT', url: updateMyConsents.path, headers: withdrawing.headers, payload: { noticeVersion: version, serviceMessages: false } });
    expect(withdrawal.statusCode).toBe(200);
    sent.length = 0;
    await app.mailQueue.flush();
    expect(sent.map((mail) => mail.to)).toContain(keeping.email);
    expect(sent.map((mail) => mail.to)).not.toContain(withdrawing.email);
    const [withheld] = await app.db.select().from(mailQueue).where(and(eq(mailQueue.kind, 'bookingReminder'), eq(mailQueue.toAddress, withdrawing.email)));
    expect(withheld).toMatchObject({ status: 'withheld', sentAt: null });
  });

  it("leaves transactional mails alone, and every mail carries its recipient's 'Quản lý quyền riêng tư' link", async () => {
    sent.length = 0;
    const phone = nextPhone();
    // A signed-in customer's booking mails them its confirmation (transactional) whatever they chose for service messages.
    await giveConsent(app.db, { accountId: customer.id }, 'serviceMessages', false);
    expect((await book(bookingForm({ numberPhone: phone, consents: await choices() }), customer.headers)).statusCode).toBe(201);
    await app.mailQueue.flush();
    const confirmation = sent.find((mail) => mail.to === customer.email);
    expect(confirmation).toBeDefined();
    expect(confirmation!.text).toContain(messages.privacy.manageLink);
    const link = (confirmation!.html ?? '').match(/https:\/\/gara\.test\/quyen-rieng-tu\?t=([^"&]+)/);
    expect(link).not.toBeNull();
    expect(await verifyPrivacyLink(SECRET, decodeURIComponent(link![1]!))).toBe(customer.email);
  });
});
