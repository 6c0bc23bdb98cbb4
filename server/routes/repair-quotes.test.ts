// @postgres: the same rules on the Postgres server (scripts/test-pg.mjs runs this file there too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { amountInWords } from '../../contract/amount-words';
import { buildPath } from '../../contract/endpoint';
import { formatPrice } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { approvedTotals, quoteTotals } from '../../contract/quote-rules';
import { answerQuote, recordPayment, recordPhoneAnswer, saveQuote, setNextService, type Quote } from '../../contract/repair-quotes';
import { getRepair, listMyVehicles, moveRepair, openRepair, type MyVehicle, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { bookings, mailQueue, repairOrders, repairQuoteLines, repairQuotes } from '../db/schema';
import { addDays, vietnamToday } from '../lib/vietnam-time';
import { sendNextServiceReminders } from '../services/repairs/next-service';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { giveConsent } from './privacy-consents-testing';
import { openDayAhead } from '../test/open-days';
import { driveTo } from '../test/repair-flow';
import { createProduct, stockOf } from '../test/shop-fixtures';
import { createTestApp } from '../test/test-app';

describe('quotes, answers, payment and the next service', () => {
  let app: App;
  let customer: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
    ({ customer, admin } = await createRoleAccounts(app));
    stranger = await createAccount(app);
  });
  afterAll(() => app.close());

  let phones = 0;
  const nextPhone = () => `0966${String(200000 + (phones += 1)).slice(-6)}`;

  /** A job of the customer's (from their booking), moved on to `step`. */
  async function jobAt(step: 'inspection' | 'quote' | 'confirmation', owner: TestAccount | null = customer) {
    const [booking] = await app.db
      .insert(bookings)
      .values({
        fullName: 'Nguyễn Thị Thu',
        numberPhone: nextPhone(),
        date: openDayAhead(1),
        timeSlot: '09:00',
        status: 'confirmed',
        branch: 'quan-12',
        carPlate: `51K${String(40000 + phones).slice(-5)}`,
        carModel: 'Mazda 3',
        accountId: owner?.id ?? null,
      })
      .returning();
    const opened = await app.inject({ method: 'POST', url: openRepair.path, headers: admin.headers, payload: { bookingId: booking!.id, odometerKm: 61_000, fuelLevel: 50 } });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json<RepairDetail>()._id;
    return driveTo(app, admin.headers, id, step);
  }

  const put = (id: string, payload: Record<string, unknown>, caller: TestAccount = admin) =>
    app.inject({ method: 'PUT', url: buildPath(saveQuote.path, { id }), headers: caller.headers, payload });
  const answer = (id: string, payload: Record<string, unknown>, caller?: TestAccount) =>
    app.inject({ method: 'POST', url: buildPath(answerQuote.path, { id }), headers: caller?.headers ?? {}, payload });
  const detail = async (id: string) => (await app.inject({ method: 'GET', url: buildPath(getRepair.path, { id }), headers: admin.headers })).json<RepairDetail>();

  const threeLines = (partId?: string, partQuantity = 1) => [
    { kind: 'part', productId: partId ?? null, description: 'Má phanh trước (bộ)', quantity: partQuantity, unitPrice: 1_250_000, warrantyMonths: 6, warrantyKm: 10_000 },
    { kind: 'labour', description: 'Công thay má phanh', quantity: 1.25, unitPrice: 150_001, warrantyMonths: 3 },
    { kind: 'other', description: 'Láng đĩa phanh', quantity: 2, unitPrice: 150_000 },
  ];

  async function savedQuote(id: string, lines = threeLines(), extra: Record<string, unknown> = {}) {
    const res = await put(id, { lines, vatRate: 8, discount: 50_000, version: 0, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Quote>();
  }

  it('computes every total on the server in whole dong: 1.25 h x 150,001 đ is 187,501 đ, VAT 8 % rounded to the dong', async () => {
    const job = await jobAt('quote');
    const quote = await savedQuote(job._id);
    expect(quote.lines.map((line) => line.lineTotal)).toEqual([1_250_000, 187_501, 300_000]);
    // (1,737,501 - 50,000) x 8 % = 135,000.08 → 135,000.
    expect(quote.totals).toEqual({ subtotal: 1_737_501, discount: 50_000, vat: 135_000, total: 1_822_501 });
    expect(quote.totals).toEqual(quoteTotals(threeLines(), 50_000, 8));
    expect(quote).toMatchObject({ version: 1, vatRate: 8, answer: null, approvedTotals: null });
    // What a client claims as totals is not read.
    const claimed = await put(job._id, { lines: threeLines().map((line) => ({ ...line, lineTotal: 1 })), vatRate: 10, version: 1, total: 5 });
    expect(claimed.json<Quote>().totals.total).toBe(quoteTotals(threeLines(), 0, 10).total);
    expect(Number.isInteger(claimed.json<Quote>().totals.vat)).toBe(true);
  });

  it('refuses bad lines in Vietnamese and changes nothing; only staff write quotes, between Kiểm tra and Xác nhận', async () => {
    const job = await jobAt('quote');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [], vatRate: 0, version: 0 }, messages.quotes.linesRequired],
      [{ lines: [{ ...threeLines()[1], quantity: 0.333 }], vatRate: 0, version: 0 }, messages.quotes.quantityPrecision],
      [{ lines: [{ ...threeLines()[1], unitPrice: -5 }], vatRate: 0, version: 0 }, format(messages.quotes.amountInvalid, { max: (2_000_000_000).toLocaleString('vi-VN') })],
      [{ lines: [{ ...threeLines()[1], kind: 'gift' }], vatRate: 0, version: 0 }, messages.quotes.kindInvalid],
      [{ lines: [{ ...threeLines()[1], description: '  ' }], vatRate: 0, version: 0 }, messages.quotes.descriptionRequired],
      [{ lines: threeLines(), vatRate: 5, version: 0 }, messages.quotes.vatInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await put(job._id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await put(job._id, { lines: threeLines(), vatRate: 0, version: 0 }, customer)).statusCode).toBe(403);
    expect(await app.db.select().from(repairQuotes).where(eq(repairQuotes.repairId, job._id))).toHaveLength(0);

    const early = await app.inject({ method: 'POST', url: openRepair.path, headers: admin.headers, payload: { fullName: 'Lý Văn Tài', numberPhone: nextPhone(), branch: 'quan-12', plate: '59A-111.22', odometerKm: 1000, fuelLevel: 50 } });
    const refused = await put(early.json<RepairDetail>()._id, { lines: threeLines(), vatRate: 0, version: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.quotes.notEditable);
  });

  it('refuses a save from a stale editor with 409 and the version it is at', async () => {
    const job = await jobAt('quote');
    await savedQuote(job._id);
    const stale = await put(job._id, { lines: threeLines(), vatRate: 0, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: format(messages.quotes.staleQuote, { version: 1 }), version: 1 });
  });

  it('lets the signed-in customer approve two lines of three with their typed name; the job may then leave Xác nhận', async () => {
    const job = await jobAt('confirmation');
    const quote = await savedQuote(job._id);
    const blocked = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id: job._id }), headers: admin.headers, payload: { step: 'preparation', version: job.version } });
    expect(blocked.json().message).toBe(messages.quotes.answerRequired);

    const choices = quote.lines.map((line, index) => ({ lineId: line._id, approved: index !== 2 }));
    const res = await answer(job._id, { version: 1, lines: choices, signedName: 'Nguyễn Thị Thu' }, customer);
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<Quote>();
    expect(answered.answer).toMatchObject({ version: 1, signedName: 'Nguyễn Thị Thu', via: 'account', recordedBy: null });
    expect(answered.lines.map((line) => line.approved)).toEqual([true, true, false]);
    expect(answered.approvedTotals).toEqual(approvedTotals(threeLines().map((line, index) => ({ ...line, approved: index !== 2 })), 50_000, 8));
    const [row] = await app.db.select().from(repairQuotes).where(eq(repairQuotes.repairId, job._id));
    expect(row).toMatchObject({ answeredVersion: 1, signedName: 'Nguyễn Thị Thu', signedAddress: '127.0.0.1', answeredVia: 'account', answeredBy: customer.id });

    // Answered once: a second answer is refused; the job moves on.
    expect((await answer(job._id, { version: 1, lines: choices, signedName: 'Nguyễn Thị Thu' }, customer)).statusCode).toBe(409);
    const moved = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id: job._id }), headers: admin.headers, payload: { step: 'preparation', version: job.version } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<RepairDetail>().quoteState).toBe('answered');
  });

  it('refuses a stranger: another customer, a wrong phone, no credentials at all, each the 404 of a job not there; nothing is answered', async () => {
    const job = await jobAt('confirmation');
    const quote = await savedQuote(job._id);
    const body = { version: 1, lines: quote.lines.map((line) => ({ lineId: line._id, approved: true })), signedName: 'Kẻ lạ' };
    for (const res of [
      await answer(job._id, body, stranger),
      await answer(job._id, { ...body, code: job.code, phone: '0900000000' }),
      await answer(job._id, body),
      await answer(job._id, { ...body, code: 'ABCDEF', phone: job.numberPhone }, stranger),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.repairs.notFound);
    }
    expect((await detail(job._id)).quote!.answer).toBeNull();
    // The tracking page's code and phone answer it.
    const tracked = await answer(job._id, { ...body, signedName: 'Nguyễn Thị Thu', code: job.code, phone: job.numberPhone });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json<Quote>().answer).toMatchObject({ via: 'tracking', signedName: 'Nguyễn Thị Thu' });
  });

  it('needs an answer to every line of the version the customer saw', async () => {
    const job = await jobAt('confirmation');
    const quote = await savedQuote(job._id);
    const partial = await answer(job._id, { version: 1, lines: [{ lineId: quote.lines[0]!._id, approved: true }], signedName: 'Nguyễn Thị Thu' }, customer);
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(messages.quotes.lineAnswerRequired);
    const unnamed = await answer(job._id, { version: 1, lines: quote.lines.map((line) => ({ lineId: line._id, approved: true })), signedName: ' ' }, customer);
    expect(unnamed.json().message).toBe(messages.quotes.signedNameRequired);
    const stale = await answer(job._id, { version: 2, lines: quote.lines.map((line) => ({ lineId: line._id, approved: true })), signedName: 'Thu' }, customer);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(format(messages.quotes.staleQuote, { version: 1 }));
  });

  it('takes approved parts from stock with the answer, and a changed quote voids the answer and gives the parts back', async () => {
    const pads = await createProduct(app, { name: 'Má phanh Bendix', price: 1_250_000, quantity: 3 });
    const job = await jobAt('confirmation');
    const all = (quote: Quote, approved = true) => quote.lines.map((line) => ({ lineId: line._id, approved }));
    const fitting = await savedQuote(job._id, threeLines(pads.id, 2), { vatRate: 10 });
    expect((await answer(job._id, { version: 1, lines: all(fitting), signedName: 'Nguyễn Thị Thu' }, customer)).statusCode).toBe(200);
    expect(await stockOf(app, pads.id)).toBe(1);

    // The garage changes the quote: the answer no longer counts, the parts go back, the gate closes again.
    const changed = (await put(job._id, { lines: threeLines(pads.id, 1), vatRate: 10, version: 1 })).json<Quote>();
    expect(changed).toMatchObject({ version: 2, answer: null, approvedTotals: null });
    expect(changed.lines.every((line) => line.approved === null)).toBe(true);
    expect(await stockOf(app, pads.id)).toBe(3);
    const current = await detail(job._id);
    expect(current.quoteState).toBe('waiting');
    const blocked = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id: job._id }), headers: admin.headers, payload: { step: 'preparation', version: current.version } });
    expect(blocked.json().message).toBe(messages.quotes.answerRequired);
    // A declined part takes nothing.
    await answer(job._id, { version: 2, lines: all(changed, false), signedName: 'Nguyễn Thị Thu' }, customer);
    expect(await stockOf(app, pads.id)).toBe(3);
  });

  it('lets a part the stock cannot cover block its own line only: the answer stands, that line waits for stock (not approved, the units left), the others are answered', async () => {
    const pads = await createProduct(app, { name: 'Má phanh Bendix', price: 1_250_000, quantity: 3 });
    const job = await jobAt('confirmation');
    const tooMany = await savedQuote(job._id, threeLines(pads.id, 4));
    const res = await answer(job._id, { version: 1, lines: tooMany.lines.map((line) => ({ lineId: line._id, approved: true })), signedName: 'Nguyễn Thị Thu' }, customer);
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<Quote>();
    expect(answered.answer).toMatchObject({ version: 1, signedName: 'Nguyễn Thị Thu' });
    expect(answered.lines.map((line) => [line.approved, line.stockLeft])).toEqual([
      [false, 3],
      [true, null],
      [true, null],
    ]);
    // Nothing taken for the short line; the bill is the two lines answered, less their shares of the discount.
    expect(await stockOf(app, pads.id)).toBe(3);
    const [line] = await app.db.select().from(repairQuoteLines).where(and(eq(repairQuoteLines.repairId, job._id), eq(repairQuoteLines.position, 0)));
    expect(line).toMatchObject({ approved: false, reservedQuantity: 0, stockLeft: 3 });
    expect(answered.approvedTotals).toEqual(approvedTotals(threeLines(pads.id, 4).map((item, index) => ({ ...item, approved: index !== 0 })), 50_000, 8));
    // Staff see the same on the job page, and the gate is open: the customer has answered.
    const seen = await detail(job._id);
    expect(seen.quoteState).toBe('answered');
    expect(seen.quote!.lines[0]).toMatchObject({ approved: false, stockLeft: 3 });
    // A new version (stock came in, the garage saves again) clears the mark.
    const again = (await put(job._id, { lines: threeLines(pads.id, 3), vatRate: 8, discount: 50_000, version: 1 })).json<Quote>();
    expect(again.lines.every((item) => item.stockLeft === null && item.approved === null)).toBe(true);
  });

  it('shares the discount over the lines: a declined 20,000,000 đ line takes its share, the 500,000 đ line approved alone is billed its own share less, the same on the quote, the invoice and the payment', async () => {
    const job = await jobAt('confirmation');
    const lines = [
      { kind: 'part', description: 'Hộp số tự động (đại tu)', quantity: 1, unitPrice: 20_000_000 },
      { kind: 'labour', description: 'Thay dầu hộp số', quantity: 1, unitPrice: 500_000 },
    ];
    const quote = await savedQuote(job._id, lines, { vatRate: 0, discount: 2_000_000 });
    expect(quote.totals).toEqual({ subtotal: 20_500_000, discount: 2_000_000, vat: 0, total: 18_500_000 });
    const res = await answer(job._id, { version: 1, lines: quote.lines.map((line, index) => ({ lineId: line._id, approved: index === 1 })), signedName: 'Nguyễn Thị Thu' }, customer);
    expect(res.statusCode, res.body).toBe(200);
    // 500,000 x 2,000,000 / 20,500,000 = 48,780.49 → 48,780 đ off: 451,220 đ, not 0 đ.
    const billed = { subtotal: 500_000, discount: 48_780, vat: 0, total: 451_220 };
    expect(res.json<Quote>().approvedTotals).toEqual(billed);
    const atHandover = await driveTo(app, admin.headers, job._id, 'handover');
    const invoice = await app.inject({ method: 'GET', url: `/api/repairs/${job._id}/invoice`, headers: admin.headers });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json()).toMatchObject({ totals: billed, amountInWords: amountInWords(451_220) });
    const paid = await app.inject({ method: 'POST', url: buildPath(recordPayment.path, { id: job._id }), headers: admin.headers, payload: { method: 'cash', version: atHandover.version } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ payment: { amount: number } }>().payment.amount).toBe(451_220);
  });

  it('refuses staff signed in who send the tracking page\'s code and phone (403, in Vietnamese): a staff answer is a phone answer under their name, never the customer\'s own', async () => {
    const job = await jobAt('confirmation', null);
    const quote = await savedQuote(job._id);
    const body = { version: 1, lines: quote.lines.map((line) => ({ lineId: line._id, approved: true })), signedName: 'Nguyễn Thị Thu', code: job.code, phone: job.numberPhone };
    const refused = await answer(job._id, body, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.quotes.staffNotCustomer);
    const [row] = await app.db.select().from(repairQuotes).where(eq(repairQuotes.repairId, job._id));
    expect(row!.answeredVersion).toBeNull();
    expect((await detail(job._id)).quote!.lines.every((line) => line.approved === null)).toBe(true);
    // The customer's own code and phone, from a browser where no staff is signed in, still answer.
    const tracked = await answer(job._id, body);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json<Quote>().answer).toMatchObject({ via: 'tracking', recordedBy: null });
  });

  it('records a phone answer with who gave it and which staff member took it', async () => {
    const job = await jobAt('confirmation', null);
    const quote = await savedQuote(job._id);
    const lines = quote.lines.map((line) => ({ lineId: line._id, approved: true }));
    expect((await app.inject({ method: 'POST', url: buildPath(recordPhoneAnswer.path, { id: job._id }), headers: customer.headers, payload: { version: 1, lines, signedName: 'Chị Thu' } })).statusCode).toBe(403);
    const res = await app.inject({ method: 'POST', url: buildPath(recordPhoneAnswer.path, { id: job._id }), headers: admin.headers, payload: { version: 1, lines, signedName: 'Chị Thu (vợ anh Tài)' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Quote>().answer).toMatchObject({ via: 'phone', signedName: 'Chị Thu (vợ anh Tài)', recordedBy: { _id: admin.id } });
  });

  it('closes the job with the payment of the approved lines: invoice number, warranties and declined lines on the car, the handover mail with the invoice PDF', async () => {
    const job = await jobAt('confirmation');
    const quote = await savedQuote(job._id);
    await answer(job._id, { version: 1, lines: quote.lines.map((line, index) => ({ lineId: line._id, approved: index !== 2 })), signedName: 'Nguyễn Thị Thu' }, customer);
    const pay = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: buildPath(recordPayment.path, { id: job._id }), headers: admin.headers, payload });
    const early = await pay({ method: 'cash', version: (await detail(job._id)).version });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.quotes.paymentStep);
    const atHandover = await driveTo(app, admin.headers, job._id, 'handover');
    expect((await pay({ method: 'cheque', version: atHandover.version })).json().message).toBe(messages.quotes.paymentMethodRequired);
    expect((await pay({ method: 'transfer', version: atHandover.version - 1 })).statusCode).toBe(409);

    const res = await pay({ method: 'transfer', version: atHandover.version });
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = res.json<{ payment: NonNullable<RepairDetail['payment']> }>();
    const expected = approvedTotals(threeLines().map((line, index) => ({ ...line, approved: index !== 2 })), 50_000, 8).total;
    expect(payment).toMatchObject({ method: 'transfer', amount: expected, recordedBy: { _id: admin.id } });
    expect(payment.invoiceNumber).toBeGreaterThan(0);
    const closed = await detail(job._id);
    expect(closed).toMatchObject({ step: 'warranty', version: atHandover.version + 1 });
    expect(closed.closedAt).not.toBeNull();
    expect((await pay({ method: 'cash', version: closed.version })).json().message).toBe(messages.repairs.closed);

    const mails = await app.db.select().from(mailQueue).where(and(eq(mailQueue.toAddress, customer.email), eq(mailQueue.kind, 'repairInvoice')));
    const mail = mails.find((item) => item.subject.includes(`Hóa đơn số ${payment.invoiceNumber}:`));
    expect(mail).toBeDefined();
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    // The handover mail names what was paid and how, not the quote's total (a declined line is not in it).
    for (const body of [mail!.textBody, mail!.htmlBody]) {
      expect(body).toContain(format(messages.quotes.mailPaid, { total: formatPrice(expected), method: 'Chuyển khoản' }));
      expect(body).not.toContain('Tổng báo giá');
    }

    const cars = (await app.inject({ method: 'GET', url: listMyVehicles.path, headers: customer.headers })).json<MyVehicle[]>();
    const car = cars.find((item) => item._id === closed.vehicle._id)!;
    const today = vietnamToday(new Date(Date.now() + clockOffsetMs));
    expect(car.warranties.map((w) => [w.description, w.endsOn, w.untilKm])).toEqual(
      expect.arrayContaining([
        ['Má phanh trước (bộ)', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 71_000],
        ['Công thay má phanh', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), null],
      ]),
    );
    expect(car.warranties.every((w) => w.startsOn === today)).toBe(true);
    expect(car.suggestions.map((s) => s.description)).toContain('Láng đĩa phanh');
    // The stranger sees none of it.
    const theirs = (await app.inject({ method: 'GET', url: listMyVehicles.path, headers: stranger.headers })).json<MyVehicle[]>();
    expect(theirs.find((item) => item._id === closed.vehicle._id)).toBeUndefined();
  });

  it('sets the next service, refuses a past date, and mails its reminder once, N days before, to the customer with an account', async () => {
    const job = await jobAt('confirmation');
    const closed = await driveTo(app, admin.headers, job._id, 'warranty');
    const setNext = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: buildPath(setNextService.path, { id: closed._id }), headers: admin.headers, payload });
    const today = vietnamToday(new Date(Date.now() + clockOffsetMs));
    expect((await setNext({ on: today, km: null })).json().message).toBe(messages.quotes.nextServicePast);
    expect((await setNext({ on: 'mai', km: null })).json().message).toBe(messages.quotes.nextServiceDateInvalid);
    // Days that are not on the calendar are the same 400 in Vietnamese, never the database's 500.
    for (const on of ['2027-02-30', '2027-13-01', '13-01-2027', '2027-04-31', '2027-00-10', '2027-02-29', '2027-1-05', ' 2027-03-01', 12]) {
      const res = await setNext({ on, km: null });
      expect(res.statusCode, `${String(on)}: ${res.body}`).toBe(400);
      expect(res.json().message, String(on)).toBe(messages.quotes.nextServiceDateInvalid);
    }
    const [unchanged] = await app.db.select({ on: repairOrders.nextServiceOn }).from(repairOrders).where(eq(repairOrders.id, closed._id));
    expect(unchanged!.on).not.toBe('2027-02-30');
    const on = addDays(today, 20);
    const res = await setNext({ on, km: 66_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ on, km: 66_000 });

    const deps = { ...app.deps, now: () => new Date(Date.now() + clockOffsetMs) };
    // A reminder is a service message: it goes to whom grants them (issue 43).
    await giveConsent(app.db, { accountId: customer.id });
    const reminded = async () => app.db.select().from(mailQueue).where(and(eq(mailQueue.toAddress, customer.email), eq(mailQueue.kind, 'nextServiceReminder')));
    const before = (await reminded()).length;
    // Twenty days ahead is outside the week: nothing yet.
    await sendNextServiceReminders(deps);
    expect((await reminded()).length).toBe(before);
    // Fourteen days on (at noon Vietnam time), it is six days away: one reminder, however many runs.
    const noonIn14 = new Date(`${addDays(today, 14)}T05:00:00Z`).getTime();
    clockOffsetMs = noonIn14 - Date.now();
    try {
      await Promise.all([sendNextServiceReminders(deps), sendNextServiceReminders(deps)]);
      await sendNextServiceReminders(deps);
    } finally {
      clockOffsetMs = 0;
    }
    const mails = (await reminded()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.htmlBody).toContain('/lien-he?bien-so=');
    const [row] = await app.db.select({ at: repairOrders.nextServiceRemindedAt }).from(repairOrders).where(eq(repairOrders.id, closed._id));
    expect(row!.at).not.toBeNull();
  });
});
