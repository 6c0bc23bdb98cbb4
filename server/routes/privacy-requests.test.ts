// @postgres: one person's requests of one kind sent at once (PGlite takes one transaction at a time).
import { openChatOrThrow } from '../test/chat-client';
import { LIVE_EVENTS } from '../../contract/live-events';
import type { StaffAlert } from '../../contract/alerts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { createBooking, type Booking } from '../../contract/bookings';
import { addToCart } from '../../contract/cart';
import { buildPath } from '../../contract/endpoint';
import { createGuestMessage } from '../../contract/guest-messages';
import { format, messages } from '../../contract/messages';
import { createOrder } from '../../contract/orders';
import { TOTAL_COUNT_HEADER } from '../../contract/paging';
import {
  answerPrivacyRequest,
  createBreach,
  createPrivacyRequest,
  exportMyData,
  getRetention,
  listBreaches,
  listMyPrivacyRequests,
  listPrivacyRequests,
  sendPrivacyCode,
  updateBreach,
  updateRetention,
  type Breach,
  type PrivacyRequest,
  type Retention,
} from '../../contract/privacy';
import { REPAIR_STEPS } from '../../contract/repair-steps';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { accounts, auditLog, consents, mailQueue, privacyCodes, privacyRequests, repairPayments, repairQuoteLines, repairQuotes } from '../db/schema';
import { vietnamToday } from '../lib/vietnam-time';
import { addWorkingDays } from '../lib/working-days';
import { appendMessage, startConversation } from '../services/chat';
import { warnNearingDeadlines } from '../services/privacy/deadlines';
import { erasedEmail } from '../services/privacy/erasure';
import { NOT_PERSONAL, PERSON_COLUMN, PERSONAL_TABLES } from '../services/privacy/export';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { openDayAhead } from '../test/open-days';
import { answeredQuote, driveTo } from '../test/repair-flow';
import { createProduct } from '../test/shop-fixtures';
import { createTestApp, usingPostgres } from '../test/test-app';

const CONSENTS = { noticeVersion: 1, processing: true, serviceMessages: true, marketing: true };

describe(`privacy requests, export, erasure, breaches and retention (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  let admin: TestAccount;
  let master: TestAccount;
  let customer: TestAccount;
  let clock = new Date('2026-12-07T03:00:00Z');
  let addresses = 0;

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock, bookingSlotCapacity: 100 });
    ({ admin, master, customer } = await createRoleAccounts(app));
    // The masters' open screens hear of a new request (sockets).
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const address = () => {
    addresses += 1;
    return `10.43.${(addresses >> 8) & 255}.${addresses & 255}`;
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who: TestAccount | null = customer, remoteAddress = address()) =>
    app.inject({ method, url, remoteAddress, headers: who ? who.headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  let phones = 0;
  async function bookAs(who: TestAccount | null, overrides: Record<string, unknown> = {}): Promise<Booking> {
    phones += 1;
    const res = await call(
      'POST',
      createBooking.path,
      { fullName: 'Đỗ Văn Khách', numberPhone: `09${String(31_000_000 + phones).padStart(8, '0')}`, date: openDayAhead(3), timeSlot: '09:00', description: '', images: [], consents: CONSENTS, ...overrides },
      who,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Booking>();
  }

  const codeMailedTo = async (email: string) => {
    const [mail] = await app.db.select().from(mailQueue).where(and(eq(mailQueue.toAddress, email), eq(mailQueue.kind, 'privacyCode'))).orderBy(sql`${mailQueue.createdAt} desc`).limit(1);
    return /(\d{6})/.exec(mail!.subject)![1]!;
  };

  describe('a guest', () => {
    it('proves a request by the booking reference, its phone and the code mailed to the booking’s account', async () => {
      const owner = await createAccount(app);
      const booking = await bookAs(owner);
      const sent = await call('POST', sendPrivacyCode.path, { reference: booking.code.toLowerCase(), phone: booking.numberPhone }, null);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ maskedEmail: `${owner.email[0]}***@example.com` });
      const code = await codeMailedTo(owner.email);
      const [stored] = await app.db.select().from(privacyCodes).where(eq(privacyCodes.reference, booking.code));
      expect(stored!.codeHash).not.toContain(code);

      const body = { kind: 'access', note: 'Xin bản sao dữ liệu', reference: booking.code, phone: booking.numberPhone };
      const wrong = await call('POST', createPrivacyRequest.path, { ...body, code: code === '000000' ? '111111' : '000000' }, null);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(messages.privacy.codeWrong);
      const made = await call('POST', createPrivacyRequest.path, { ...body, code }, null);
      expect(made.statusCode, made.body).toBe(201);
      const request = made.json<PrivacyRequest>();
      expect(request).toMatchObject({ kind: 'access', status: 'open', requester: { accountId: owner.id, reference: booking.code } });
      // The requester's own copy is masked.
      expect(request.requester.phone).not.toBe(booking.numberPhone);
      // The code is used up.
      const again = await call('POST', createPrivacyRequest.path, { ...body, kind: 'objection', code }, null);
      expect(again.statusCode).toBe(400);

      // 'Done' mails the guest their export, and the export is audited under the request.
      const answered = await call('POST', buildPath(answerPrivacyRequest.path, { id: request._id }), { decision: 'done', answer: 'Gửi bạn bản sao dữ liệu.' }, master);
      expect(answered.statusCode, answered.body).toBe(200);
      const [mail] = await app.db.select().from(mailQueue).where(and(eq(mailQueue.toAddress, owner.email), eq(mailQueue.kind, 'privacyAnswer')));
      const attachment = mail!.attachments[0]!;
      expect(attachment).toMatchObject({ contentType: 'application/zip', encoding: 'base64' });
      expect(attachment.filename.endsWith('.zip')).toBe(true);
      const files = unzipSync(new Uint8Array(Buffer.from('content' in attachment ? attachment.content : '', 'base64')));
      expect(strFromU8(files['bookings.json']!)).toContain(booking.code);
      expect(mail!.textBody).toContain(messages.privacyRequests.exportAttached);
      expect(await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entityId, owner.id)))).toHaveLength(1);
    });

    it('is refused without proof, with a wrong reference (404, counted), without an e-mail to send to, and after too many codes', async () => {
      const noProof = await call('POST', createPrivacyRequest.path, { kind: 'erasure', note: '' }, null);
      expect(noProof.statusCode).toBe(400);
      expect(noProof.json().message).toBe(messages.privacy.guestProofRequired);
      const unknown = await call('POST', sendPrivacyCode.path, { reference: 'ZZZZZZ', phone: '0912345678' }, null);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(messages.privacy.guestNotFound);
      // A visitor's booking holds no e-mail.
      const visitor = await bookAs(null);
      const noEmail = await call('POST', sendPrivacyCode.path, { reference: visitor.code, phone: visitor.numberPhone }, null);
      expect(noEmail.statusCode).toBe(409);
      expect(noEmail.json().message).toBe(messages.privacy.guestNoEmail);
      const owner = await createAccount(app);
      const booking = await bookAs(owner);
      for (let i = 0; i < 3; i += 1) expect((await call('POST', sendPrivacyCode.path, { reference: booking.code, phone: booking.numberPhone }, null)).statusCode).toBe(200);
      const fourth = await call('POST', sendPrivacyCode.path, { reference: booking.code, phone: booking.numberPhone }, null);
      expect(fourth.statusCode).toBe(429);
    });

    it('guessing references from one address is refused after a few misses (429)', async () => {
      const from = '10.99.0.1';
      let last = 0;
      for (let i = 0; i < 11; i += 1) last = (await call('POST', sendPrivacyCode.path, { reference: `ZZZZ${i}`, phone: '0912345678' }, null, from)).statusCode;
      expect(last).toBe(429);
    });
  });

  describe('a signed-in customer and the master', () => {
    let person: TestAccount;
    let request: PrivacyRequest;

    it('asks once per kind: the deadline is ten working days after the day received', async () => {
      person = await createAccount(app, { fullName: 'Vũ Thị Hạn' });
      const made = await call('POST', createPrivacyRequest.path, { kind: 'restriction', note: 'Ngừng gửi thư' }, person);
      expect(made.statusCode, made.body).toBe(201);
      request = made.json<PrivacyRequest>();
      expect(request.deadline).toBe(addWorkingDays(vietnamToday(clock), 10));
      expect(request.workingDaysLeft).toBe(10);
      expect(request.requester).toMatchObject({ accountId: person.id, fullName: 'Vũ T. H.' });
      const twice = await call('POST', createPrivacyRequest.path, { kind: 'restriction', note: '' }, person);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(messages.privacy.requestOpenExists);
      expect((await call('POST', createPrivacyRequest.path, { kind: 'objection', note: '' }, person)).statusCode).toBe(201);
      const mine = await call('GET', listMyPrivacyRequests.path, undefined, person);
      expect(mine.json<PrivacyRequest[]>().map((row) => row.kind).sort()).toEqual(['objection', 'restriction']);
    });

    it("tells the masters' open screens of a new request at once, and not the admins'", async () => {
      const [masterTab, adminTab] = await Promise.all([openChatOrThrow(app, { token: master.token, deferChat: true }), openChatOrThrow(app, { token: admin.token, deferChat: true })]);
      try {
        const asker = await createAccount(app, { fullName: 'Quách Thị Báo' });
        const made = await call('POST', createPrivacyRequest.path, { kind: 'access', note: '' }, asker);
        expect(made.statusCode, made.body).toBe(201);
        const alert = await masterTab.next<StaffAlert>(LIVE_EVENTS.staffAlert, (heard) => heard.id === made.json<PrivacyRequest>()._id);
        expect(alert).toMatchObject({ type: 'privacy', href: '/manager/privacy' });
        expect(alert.text).toContain('Quách T. B.');
        expect(alert.text).not.toContain('Quách Thị Báo');
        expect(adminTab.received.filter((entry) => entry.event === LIVE_EVENTS.staffAlert)).toEqual([]);
      } finally {
        masterTab.close();
        adminTab.close();
      }
    });

    it('keeps one open request when the same one is sent four times at once', async () => {
      const hurried = await createAccount(app);
      const answers = await Promise.all([1, 2, 3, 4].map(() => call('POST', createPrivacyRequest.path, { kind: 'correction', note: 'Sửa số điện thoại' }, hurried)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect(await app.db.select().from(privacyRequests).where(eq(privacyRequests.accountId, hurried.id))).toHaveLength(1);
    });

    it('records the last sign-in, from which idle accounts are counted', async () => {
      const someone = await createAccount(app);
      await app.db.update(accounts).set({ lastSignInAt: null }).where(eq(accounts.id, someone.id));
      const signedIn = await app.inject({ method: 'POST', url: '/api/accounts/login', remoteAddress: address(), payload: { email: someone.email, password: someone.password } });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const [row] = await app.db.select().from(accounts).where(eq(accounts.id, someone.id));
      expect(row!.lastSignInAt).toBeInstanceOf(Date);
    });

    it('lists the inbox for the master, nearest deadline first, paged with its total', async () => {
      const page = await call('GET', `${listPrivacyRequests.path}?status=open&page=1&limit=2`, undefined, master);
      expect(page.statusCode, page.body).toBe(200);
      const rows = page.json<PrivacyRequest[]>();
      const total = Number(page.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
      expect(total).toBeGreaterThanOrEqual(3);
      expect(rows).toHaveLength(2);
      const all = (await call('GET', `${listPrivacyRequests.path}?status=open`, undefined, master)).json<PrivacyRequest[]>();
      expect(all.map((row) => row.deadline)).toEqual([...all.map((row) => row.deadline)].sort());
      // The master sees the person in full.
      expect(all.find((row) => row._id === request._id)!.requester.fullName).toBe('Vũ Thị Hạn');
      expect((await call('GET', listPrivacyRequests.path, undefined, admin)).statusCode).toBe(403);
    });

    it('alerts staff once when a deadline nears', async () => {
      const alert = vi.spyOn(app.deps.live, 'staffAlert');
      const saved = clock;
      clock = new Date(`${addWorkingDays(vietnamToday(saved), 8)}T03:00:00Z`);
      try {
        const [first, second] = await Promise.all([warnNearingDeadlines(app.deps), warnNearingDeadlines(app.deps)]);
        expect(first + second).toBeGreaterThanOrEqual(2);
        expect(await warnNearingDeadlines(app.deps)).toBe(0);
        const ours = alert.mock.calls.filter(([sent]) => sent.id === request._id);
        expect(ours).toHaveLength(1);
        expect(ours[0]![0]).toMatchObject({ type: 'privacy', href: '/manager/privacy' });
        expect(ours[0]![0].text).not.toContain('Vũ Thị Hạn');
        const listed = (await call('GET', listPrivacyRequests.path, undefined, master)).json<PrivacyRequest[]>();
        expect(listed.find((row) => row._id === request._id)!.workingDaysLeft).toBe(2);
      } finally {
        clock = saved;
        alert.mockRestore();
      }
    });

    it('answers a restriction: the optional consents are withdrawn, the answer mailed, a second answer refused', async () => {
      const res = await call('POST', buildPath(answerPrivacyRequest.path, { id: request._id }), { decision: 'done', answer: 'Gara đã ngừng mọi thư không bắt buộc.' }, master);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<PrivacyRequest>()).toMatchObject({ status: 'done', workingDaysLeft: null, answeredBy: { _id: master.id } });
      const withdrawn = await app.db.select().from(consents).where(and(eq(consents.accountId, person.id), eq(consents.granted, false)));
      expect(withdrawn.map((row) => row.purpose).sort()).toEqual(['marketing', 'serviceMessages']);
      expect(withdrawn.every((row) => row.recordedBy === master.id && row.channel === 'account')).toBe(true);
      const [mail] = await app.db.select().from(mailQueue).where(and(eq(mailQueue.toAddress, person.email), eq(mailQueue.kind, 'privacyAnswer')));
      expect(mail!.textBody).toContain('Gara đã ngừng mọi thư không bắt buộc.');
      const again = await call('POST', buildPath(answerPrivacyRequest.path, { id: request._id }), { decision: 'refused', answer: 'Thử lại' }, master);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.privacy.alreadyAnswered);
      const missing = await call('POST', buildPath(answerPrivacyRequest.path, { id: '0123456789abcdef01234567' }), { decision: 'refused', answer: 'Không có' }, master);
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('the export', () => {
    it('is one .zip with JSON and CSV per table, no password hash, written to the audit log', async () => {
      const person = await createAccount(app, { fullName: 'Trịnh Văn Xuất' });
      const booking = await bookAs(person, { fullName: 'Trịnh Văn Xuất' });
      const res = await call('GET', exportMyData.path, undefined, person);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toContain('.zip');
      const files = unzipSync(new Uint8Array(res.rawPayload));
      for (const table of Object.keys(PERSONAL_TABLES)) {
        expect(files[`${table}.json`], table).toBeDefined();
        expect(files[`${table}.csv`], table).toBeDefined();
      }
      const account = JSON.parse(strFromU8(files['accounts.json']!)) as Array<Record<string, unknown>>;
      expect(account).toHaveLength(1);
      expect(account[0]).toMatchObject({ id: person.id, email: person.email });
      expect(account[0]).not.toHaveProperty('password_hash');
      expect(strFromU8(files['accounts.csv']!)).toContain(person.email);
      const bookings = JSON.parse(strFromU8(files['bookings.json']!)) as Array<Record<string, unknown>>;
      expect(bookings.map((row) => row.code)).toEqual([booking.code]);
      expect(JSON.parse(strFromU8(files['consents.json']!))).not.toHaveLength(0);
      // Nobody else's rows.
      expect(strFromU8(files['accounts.json']!)).not.toContain(customer.email);
      const audit = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entityId, person.id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ entity: 'personal_data', actorId: person.id });
      expect((await call('GET', exportMyData.path, undefined, null)).statusCode).toBe(401);
    });

    it('names every table with an account, customer, phone or e-mail column, or says why it is not personal', async () => {
      const result = (await app.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
      )) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
      const tables = new Set(result.rows.filter((row) => PERSON_COLUMN.test(row.column_name)).map((row) => row.table_name));
      expect(tables.size).toBeGreaterThan(10);
      const missing = [...tables].filter((table) => !(table in PERSONAL_TABLES) && !(table in NOT_PERSONAL));
      expect(missing, 'tables holding a person but neither exported nor listed as not personal').toEqual([]);
      const known = new Set(result.rows.map((row) => row.table_name));
      expect([...Object.keys(PERSONAL_TABLES), ...Object.keys(NOT_PERSONAL)].filter((table) => !known.has(table))).toEqual([]);
    });
  });

  describe('erasure', () => {
    const NAME = 'Phùng Khắc Khoan';
    const PHONE = '0987654321';

    /** Every text and jsonb column of every table holding one of the needles, but the answer mail's own address. */
    async function searchEverywhere(needles: string[], answerMailId: string): Promise<string[]> {
      const columns = (await app.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying') order by table_name, column_name`,
      )) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
      expect(columns.rows.length).toBeGreaterThan(100);
      const found: string[] = [];
      for (const { table_name: table, column_name: column } of columns.rows) {
        for (const needle of needles) {
          const answerAddress = table === 'mail_queue' && column === 'to_address' ? sql` and id <> ${answerMailId}` : sql``;
          const hits = (await app.db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}${answerAddress}`,
          )) as unknown as { rows: Array<{ n: number }> };
          if (hits.rows[0]!.n > 0) found.push(`${table}.${column}: ${needle}`);
        }
      }
      return found;
    }

    it('anonymises the person in every table but keeps the invoice, and they can no longer sign in', async () => {
      const person = await createAccount(app, { fullName: NAME, email: 'khoan.phung.xoa@example.com' });
      const EMAIL = person.email;
      // A booking, a job from it with a quote, paid and closed.
      const booking = await bookAs(person, { fullName: NAME, numberPhone: PHONE, carPlate: '51H-246.80', description: `Gọi ${NAME} theo số ${PHONE}` });
      const opened = await call('POST', openRepair.path, { bookingId: booking._id, odometerKm: 12000, fuelLevel: 50, complaint: `Anh ${NAME} báo phanh kêu` }, admin);
      expect(opened.statusCode, opened.body).toBe(201);
      const job = opened.json<RepairDetail>();
      await driveTo(app, admin.headers, job._id, 'quote');
      await answeredQuote(app, admin.headers, job._id, [{ kind: 'labour', description: 'Thay má phanh', quantity: 1, unitPrice: 900_000 }]);
      const closed = await driveTo(app, admin.headers, job._id, REPAIR_STEPS.at(-1)!);
      expect(closed.closedAt).not.toBeNull();
      // An order from the shop.
      const product = await createProduct(app, { name: 'Nước làm mát 1L', price: 120_000, quantity: 5 });
      expect((await call('POST', addToCart.path, { product_id: product.id, quantity: 1 }, person)).statusCode).toBe(200);
      const ordered = await call('POST', createOrder.path, { name: NAME, phone: PHONE, email: EMAIL, address: '12 Lê Lợi, Quận 1', note: `Giao cho ${NAME}`, payment_method: 'COD' }, person);
      expect(ordered.statusCode, ordered.body).toBe(201);
      // A chat (the live chat speaks over its socket; its service stores what the socket would).
      await startConversation(app.db, person.id);
      await appendMessage(app.db, person.id, { id: person.id, fullName: NAME, isStaff: false }, `Tôi là ${NAME}, số ${PHONE}, e-mail ${EMAIL}`);
      await appendMessage(app.db, person.id, { id: admin.id, fullName: admin.fullName, isStaff: true }, `Chào ${NAME}, gara đã nhận.`);
      // A message left as a guest.
      const left = await call('POST', createGuestMessage.path, { fullName: NAME, phone: PHONE, email: EMAIL, message: 'Cho tôi hỏi giá thay dầu', consent: true }, null);
      expect(left.statusCode, left.body).toBe(201);
      const [invoiceBefore] = await app.db.select().from(repairPayments).where(eq(repairPayments.repairId, job._id));
      // The search finds them everywhere before (so it could fail after).
      const before = await searchEverywhere([NAME, PHONE, EMAIL], '');
      for (const place of ['accounts.full_name', 'bookings.number_phone', 'orders.email', 'repair_orders.full_name', 'vehicles.owner_name', 'chat_messages.body', 'guest_messages.phone', 'consents.email', 'mail_queue.text_body']) {
        expect(before.some((hit) => hit.startsWith(`${place}:`)), place).toBe(true);
      }
      expect(invoiceBefore).toBeDefined();

      const asked = await call('POST', createPrivacyRequest.path, { kind: 'erasure', note: `Xóa hết dữ liệu của ${NAME}` }, person);
      expect(asked.statusCode, asked.body).toBe(201);
      const answered = await call('POST', buildPath(answerPrivacyRequest.path, { id: asked.json<PrivacyRequest>()._id }), { decision: 'done', answer: 'Gara đã xóa dữ liệu của bạn.' }, master);
      expect(answered.statusCode, answered.body).toBe(200);

      // The answer goes to the address the request held, names nobody, and says what stays.
      const answerMails = await app.db.select().from(mailQueue).where(eq(mailQueue.kind, 'privacyAnswer'));
      const answerMail = answerMails.find((mail) => mail.toAddress === EMAIL)!;
      expect(answerMail.textBody).toContain(format(messages.privacy.erasureKept, { years: 10 }));

      const found = await searchEverywhere([NAME, PHONE, EMAIL], answerMail.id);
      expect(found).toEqual([]);

      // The invoice and its lines stay, with their amounts.
      const [invoiceAfter] = await app.db.select().from(repairPayments).where(eq(repairPayments.repairId, job._id));
      expect(invoiceAfter).toEqual(invoiceBefore);
      const [quote] = await app.db.select().from(repairQuotes).where(eq(repairQuotes.repairId, job._id));
      expect(quote!.total).toBe(900_000);
      expect(await app.db.select().from(repairQuoteLines).where(eq(repairQuoteLines.repairId, job._id))).toHaveLength(1);

      // The account is locked under an address nobody receives; its session is gone.
      const [account] = await app.db.select().from(accounts).where(eq(accounts.id, person.id));
      expect(account).toMatchObject({ status: 'locked', email: erasedEmail(person.id), fullName: messages.privacy.erasedName, passwordHash: null });
      expect([401, 403]).toContain((await call('GET', listMyPrivacyRequests.path, undefined, person)).statusCode);
      const signIn = await app.inject({ method: 'POST', url: '/api/accounts/login', remoteAddress: address(), payload: { email: EMAIL, password: person.password } });
      expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
      const [requestRow] = await app.db.select().from(privacyRequests).where(eq(privacyRequests.id, asked.json<PrivacyRequest>()._id));
      expect(requestRow).toMatchObject({ status: 'done', fullName: messages.privacy.erasedName, email: null });
    });
  });

  describe('breaches', () => {
    it('records a breach with its 72-hour clock and refuses a stale update', async () => {
      const body = { title: 'Lộ danh sách khách', description: 'Một tệp xuất bị gửi nhầm địa chỉ.', foundAt: '2026-12-05T02:00:00.000Z', dataKinds: 'Họ tên, số điện thoại', peopleAffected: 40, measures: 'Đề nghị người nhận xóa tệp.' };
      const made = await call('POST', createBreach.path, body, master);
      expect(made.statusCode, made.body).toBe(201);
      const breach = made.json<Breach>();
      expect(breach).toMatchObject({ status: 'open', reportDueAt: '2026-12-08T02:00:00.000Z', reportedAt: null, recordedBy: { _id: master.id } });
      const url = buildPath(updateBreach.path, { id: breach._id });
      const reported = await call('PUT', url, { ...body, status: 'reported', updatedAt: breach.updatedAt }, master);
      expect(reported.statusCode, reported.body).toBe(200);
      expect(reported.json<Breach>()).toMatchObject({ status: 'reported', reportedAt: clock.toISOString() });
      const stale = await call('PUT', url, { ...body, status: 'closed', updatedAt: breach.updatedAt }, master);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(messages.privacy.breachStale);
      const list = (await call('GET', listBreaches.path, undefined, master)).json<Breach[]>();
      expect(list.map((row) => row._id)).toContain(breach._id);
      const bad = await call('POST', createBreach.path, { ...body, peopleAffected: -1 }, master);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(messages.privacy.breachPeopleInvalid);
      expect((await call('PUT', buildPath(updateBreach.path, { id: '0123456789abcdef01234567' }), { ...body, status: 'closed', updatedAt: breach.updatedAt }, master)).statusCode).toBe(404);
    });
  });

  describe('retention', () => {
    it('reads and changes how long each kind of data is kept', async () => {
      const read = await call('GET', getRetention.path, undefined, master);
      expect(read.json<Retention>()).toMatchObject({ bookingPhotoMonths: 24, chatMonths: 24, inactiveAccountMonths: 36, invoiceYears: 10 });
      const changed = await call('PUT', updateRetention.path, { bookingPhotoMonths: 12, chatMonths: 6, inactiveAccountMonths: 24, invoiceYears: 10 }, master);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<Retention>()).toMatchObject({ bookingPhotoMonths: 12, chatMonths: 6, inactiveAccountMonths: 24 });
      const refused = await call('PUT', updateRetention.path, { bookingPhotoMonths: 12, chatMonths: 6, inactiveAccountMonths: 24, invoiceYears: 5 }, master);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(messages.privacy.invoiceYearsInvalid);
    });
  });
});
