// @postgres: the last tests send payments, transfers and handovers of one job at once (PGlite takes one transaction at a time).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BANK_SIGNATURE_HEADER, bankWebhook, listBankTransfers, assignBankTransfer, dismissBankTransfer, importStatement, previewStatement, type BankTransfer, type StatementPreview } from '../../contract/bank-transfers';
import { addCashEntry, closeCashDay, getCashDay, reopenCashDay, type CashDay } from '../../contract/cashbook';
import { buildPath } from '../../contract/endpoint';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';
import { format, messages } from '../../contract/messages';
import { exportMoneyReport, getMoneyReport, type MoneyReport } from '../../contract/money-reports';
import { addRepairPayment, createCreditAccount, getStatement, handOverOnCredit, listReceivables, mailStatement, type CreditAccount, type PaymentResult, type Receivables, type Statement } from '../../contract/payments';
import { recordPayment } from '../../contract/repair-quotes';
import { getRepair, openRepair, type RepairDetail } from '../../contract/repairs';
import { transferNoteFor } from '../../contract/transfer-reference';
import type { App } from '../app';
import { bankTransfers, branchBankAccounts, cashEntries, jobPayments, mailQueue } from '../db/schema';
import { driveTo } from '../test/repair-flow';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp, usingPostgres } from '../test/test-app';
import { vietnamToday } from '../lib/vietnam-time';
import { addToCart } from '../../contract/cart';
import { createOrder, updateOrderStatus, type Order } from '../../contract/orders';
import { ORDER_CASH_CATEGORY } from '../../contract/cashbook';
import type { StaffAlert } from '../../contract/alerts';
import { alertOverdueReceivables } from '../services/money/credit';
import { createProduct } from '../test/shop-fixtures';

const SECRET = 'bank-webhook-secret-for-tests-0123456789';
const ACCOUNT_NUMBER = '0071000123456';
const LABOUR = [{ kind: 'labour', description: 'Thay má phanh trước', quantity: 1, unitPrice: 2_000_000 }];

describe(`money: payments, transfers, credit and the cash book (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  let admin: TestAccount;
  let master: TestAccount;
  let customer: TestAccount;
  let clock = new Date('2026-12-06T03:00:00Z');
  let plates = 0;

  beforeAll(async () => {
    app = await createTestApp({ bankWebhookSecret: SECRET, now: () => clock });
    ({ admin, master, customer } = await createRoleAccounts(app));
    await app.db.insert(branchBankAccounts).values({ branch: 'quan-12', bin: '970436', accountNumber: ACCOUNT_NUMBER, accountName: 'CONG TY TNHH DICH VU O TO SAI GON' });
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who: TestAccount = admin, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...who.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

  const read = async (id: string) => (await call('GET', buildPath(getRepair.path, { id }))).json<RepairDetail>();

  async function openJob(branch: 'quan-12' | 'thu-duc' = 'quan-12'): Promise<RepairDetail> {
    plates += 1;
    const res = await call('POST', openRepair.path, { fullName: 'Trần Văn Tài', numberPhone: '0912 345 678', branch, plate: `51K-${String(100 + plates).padStart(3, '0')}.${String(10 + plates).slice(-2)}`, odometerKm: '45.000', fuelLevel: 50 });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RepairDetail>();
  }

  /** A job at 'Bàn giao' with the 2,000,000 đ labour line approved. */
  async function jobAtHandover(branch: 'quan-12' | 'thu-duc' = 'quan-12'): Promise<RepairDetail> {
    const job = await openJob(branch);
    await driveTo(app, admin.headers, job._id, 'quote');
    const { answeredQuote } = await import('../test/repair-flow');
    await answeredQuote(app, admin.headers, job._id, LABOUR);
    return driveTo(app, admin.headers, job._id, 'handover');
  }

  const pay = (id: string, body: Record<string, unknown>, key?: string) => call('POST', buildPath(addRepairPayment.path, { id }), body, admin, key ? { [IDEMPOTENCY_HEADER]: key } : {});

  const signed = (body: unknown) => {
    const raw = JSON.stringify(body);
    return { raw, signature: createHmac('sha256', SECRET).update(raw).digest('hex') };
  };
  const deliver = (body: unknown, signature?: string) => {
    const { raw, signature: good } = signed(body);
    return app.inject({ method: 'POST', url: bankWebhook.path, headers: { 'content-type': 'application/json', [BANK_SIGNATURE_HEADER]: signature ?? good }, payload: raw });
  };
  let deliveries = 0;
  const delivery = (code: string, amount: number, extra: Record<string, unknown> = {}) => {
    deliveries += 1;
    return {
      id: 900_000 + deliveries,
      gateway: 'Vietcombank',
      transactionDate: '2026-12-06 10:15:00',
      accountNumber: ACCOUNT_NUMBER,
      code: null,
      content: `MBVCB.${deliveries}.${transferNoteFor(code).replace(' ', '')}.CT tu 0912345678`,
      transferType: 'in',
      transferAmount: amount,
      referenceCode: `FT26340${String(deliveries).padStart(5, '0')}`,
      accumulated: 0,
      description: '',
      ...extra,
    };
  };

  it('takes a deposit at check-in, then the balance at the handover closes the job with its invoice; cash goes to the cash book', async () => {
    const job = await openJob();
    const deposit = await pay(job._id, { kind: 'deposit', amount: '500.000', method: 'cash', note: 'Cọc đặt má phanh', version: job.version }, 'deposit-1');
    expect(deposit.statusCode, deposit.body).toBe(200);
    const after = deposit.json<PaymentResult>();
    expect(after.money).toMatchObject({ total: 0, paid: 500_000, deposits: 500_000, balance: -500_000 });
    expect(after.closed).toBe(false);
    expect(after.version).toBe(job.version + 1);

    await driveTo(app, admin.headers, job._id, 'quote');
    const { answeredQuote } = await import('../test/repair-flow');
    await answeredQuote(app, admin.headers, job._id, LABOUR);
    const atHandover = await driveTo(app, admin.headers, job._id, 'handover');
    expect(atHandover.money).toMatchObject({ total: 2_000_000, paid: 500_000, balance: 1_500_000, deposits: 500_000 });

    const tooMuch = await pay(job._id, { kind: 'payment', amount: 1_600_000, method: 'card', version: atHandover.version });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(format(messages.money.overBalance, { balance: '1.500.000\u00a0₫' }));

    const part = await pay(job._id, { kind: 'payment', amount: '1 000 000', method: 'card', version: atHandover.version });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json<PaymentResult>()).toMatchObject({ closed: false, money: { balance: 500_000 } });

    // The call the desk has always made pays what is left, and closes.
    const rest = await call('POST', buildPath(recordPayment.path, { id: job._id }), { method: 'cash', version: part.json<PaymentResult>().version });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payment).toMatchObject({ amount: 2_000_000, method: 'cash' });
    const closed = await read(job._id);
    expect(closed.step).toBe('warranty');
    expect(closed.money).toMatchObject({ total: 2_000_000, paid: 2_000_000, balance: 0, deposits: 0 });
    expect(closed.money.payments.map((p) => [p.kind, p.amount, p.method])).toEqual([
      ['deposit', 500_000, 'cash'],
      ['payment', 1_000_000, 'card'],
      ['payment', 500_000, 'cash'],
    ]);
    const book = (await call('GET', `${getCashDay.path}?branch=quan-12&day=${vietnamToday(clock)}`)).json<CashDay>();
    const own = book.entries.filter((entry) => entry.reference?._id === job._id);
    expect(own.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['receipt', 500_000],
      ['receipt', 500_000],
    ]);
  });

  it('refuses a refund beyond what was paid or without its reason, and records one with both', async () => {
    const job = await openJob();
    const deposit = (await pay(job._id, { kind: 'deposit', amount: 300_000, method: 'transfer', version: job.version })).json<PaymentResult>();
    const noReason = await pay(job._id, { kind: 'refund', amount: 100_000, method: 'transfer', version: deposit.version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(messages.money.refundReasonRequired);
    const over = await pay(job._id, { kind: 'refund', amount: 300_001, method: 'transfer', note: 'Khách đổi ý', version: deposit.version });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(format(messages.money.refundOverPaid, { paid: '300.000\u00a0₫' }));
    const refund = await pay(job._id, { kind: 'refund', amount: 300_000, method: 'transfer', note: 'Khách đổi ý', version: deposit.version });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<PaymentResult>().money).toMatchObject({ paid: 0, balance: 0, deposits: 0 });
  });

  it('records a double click or a retry once (the same key), and refuses a desk that did not see the other payment (stale version)', async () => {
    const job = await openJob();
    const first = await pay(job._id, { kind: 'deposit', amount: 200_000, method: 'cash', version: job.version }, 'same-key');
    const again = await pay(job._id, { kind: 'deposit', amount: 200_000, method: 'cash', version: job.version }, 'same-key');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json<PaymentResult>().payment._id).toBe(first.json<PaymentResult>().payment._id);
    const stale = await pay(job._id, { kind: 'deposit', amount: 200_000, method: 'cash', version: job.version }, 'other-key');
    expect(stale.statusCode).toBe(409);
    expect(await app.db.select().from(jobPayments).where(eq(jobPayments.repairId, job._id))).toHaveLength(1);
  });

  it('lets a master hand a job over on credit within the account\'s limit; the receivable ages and the statement adds up', async () => {
    const small = (await call('POST', createCreditAccount.path, { kind: 'company', name: 'Công ty Vận tải Nhỏ', limit: '1.000.000', days: 30 }, master)).json<CreditAccount>();
    const fleet = await call('POST', createCreditAccount.path, { kind: 'company', name: 'Công ty TNHH Vận tải Phương Nam', email: 'ketoan@phuongnam.vn', taxCode: '0312345678', limit: '50.000.000', days: '30' }, master);
    expect(fleet.statusCode, fleet.body).toBe(201);
    const account = fleet.json<CreditAccount>();
    expect((await call('POST', createCreditAccount.path, { kind: 'company', name: 'X', limit: 1, days: 1 }, admin)).statusCode).toBe(403);

    const job = await jobAtHandover();
    const byAdmin = await call('POST', buildPath(handOverOnCredit.path, { id: job._id }), { creditAccountId: account._id, version: job.version }, admin);
    expect(byAdmin.statusCode).toBe(403);
    const overLimit = await call('POST', buildPath(handOverOnCredit.path, { id: job._id }), { creditAccountId: small._id, version: job.version }, master);
    expect(overLimit.statusCode).toBe(409);
    expect(overLimit.json().message).toBe(format(messages.money.creditOverLimit, { name: small.name, owed: '0\u00a0₫', limit: '1.000.000\u00a0₫' }));

    const credit = await call('POST', buildPath(handOverOnCredit.path, { id: job._id }), { creditAccountId: account._id, version: job.version }, master);
    expect(credit.statusCode, credit.body).toBe(200);
    const closed = await read(job._id);
    expect(closed.step).toBe('warranty');
    expect(closed.money.credit).toMatchObject({ creditAccount: { _id: account._id }, amount: 2_000_000, dueOn: '2027-01-05' });

    const now = (await call('GET', listReceivables.path)).json<Receivables>();
    const row = now.rows.find((r) => r.repairId === job._id)!;
    expect(row).toMatchObject({ balance: 2_000_000, bucket: 'current' });
    expect(now.total).toBe(now.rows.reduce((sum, r) => sum + r.balance, 0));

    // 40 days after the due date: in 31-60, and a payment on the closed job lowers it.
    clock = new Date('2027-02-14T03:00:00Z');
    const aged = (await call('GET', `${listReceivables.path}?bucket=31-60`)).json<Receivables>();
    expect(aged.rows.map((r) => r.repairId)).toContain(job._id);
    expect(aged.buckets.find((b) => b.bucket === '31-60')!.balance).toBe(aged.total);
    const paid = await pay(job._id, { kind: 'payment', amount: 800_000, method: 'transfer', version: closed.version });
    expect(paid.statusCode, paid.body).toBe(200);
    const statement = (await call('GET', buildPath(getStatement.path, { id: account._id }))).json<Statement>();
    expect(statement.rows.map((r) => [r.kind, r.amount, r.balance])).toEqual([
      ['charge', 2_000_000, 2_000_000],
      ['payment', -800_000, 1_200_000],
    ]);
    expect(statement).toMatchObject({ balance: 1_200_000, overdue: 1_200_000 });
    const mailed = await call('POST', buildPath(mailStatement.path, { id: account._id }));
    expect(mailed.statusCode, mailed.body).toBe(200);
    const queued = await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, 'ketoan@phuongnam.vn'));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    const noMail = await call('POST', buildPath(mailStatement.path, { id: small._id }));
    expect(noMail.statusCode).toBe(409);
    clock = new Date('2026-12-06T03:00:00Z');
  });

  it('refuses a webhook delivery without the right signature, records a replay once, and matches a transfer by its reference', async () => {
    const job = await jobAtHandover();
    const body = delivery(job.code, 2_000_000);
    expect((await deliver(body, 'deadbeef')).statusCode).toBe(401);
    expect((await deliver(body, createHmac('sha256', 'another-secret-0123456789').update(JSON.stringify(body)).digest('hex'))).statusCode).toBe(401);
    const none = await app.inject({ method: 'POST', url: bankWebhook.path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(none.statusCode).toBe(401);
    expect(await app.db.select().from(bankTransfers).where(eq(bankTransfers.externalId, String(body.id)))).toHaveLength(0);

    const first = await deliver(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, status: 'matched' });
    const replay = await deliver(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().transferId).toBe(first.json().transferId);
    expect(await app.db.select().from(bankTransfers).where(eq(bankTransfers.externalId, String(body.id)))).toHaveLength(1);
    const closed = await read(job._id);
    expect(closed.step).toBe('warranty');
    expect(closed.money.payments).toHaveLength(1);
    expect(closed.money.payments[0]).toMatchObject({ kind: 'payment', method: 'transfer', amount: 2_000_000, transferId: first.json().transferId, recordedBy: null });
  });

  it('leaves a transfer it cannot place unmatched, for staff to assign or dismiss', async () => {
    const job = await jobAtHandover();
    const noNote = await deliver(delivery(job.code, 700_000, { content: 'CHUYEN TIEN SUA XE' }));
    const over = await deliver(delivery(job.code, 2_500_000));
    expect(noNote.json().status).toBe('unmatched');
    expect(over.json().status).toBe('unmatched');
    const listed = (await call('GET', `${listBankTransfers.path}?status=unmatched`)).json<BankTransfer[]>();
    const overRow = listed.find((row) => row._id === over.json().transferId)!;
    expect(overRow.reason).toBe(format(messages.bankTransfers.amountOverBalance, { amount: '2.500.000\u00a0₫', balance: '2.000.000\u00a0₫' }));
    expect(overRow.references).toEqual([job.code]);

    const wrongCode = await call('POST', buildPath(assignBankTransfer.path, { id: noNote.json().transferId }), { code: 'ZZZZZZ' });
    expect(wrongCode.statusCode).toBe(404);
    const assigned = await call('POST', buildPath(assignBankTransfer.path, { id: noNote.json().transferId }), { code: job.code.toLowerCase() });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<BankTransfer>()).toMatchObject({ status: 'matched', repair: { code: job.code }, handledBy: { _id: admin.id } });
    expect((await read(job._id)).money.balance).toBe(1_300_000);
    const twice = await call('POST', buildPath(assignBankTransfer.path, { id: noNote.json().transferId }), { code: job.code });
    expect(twice.statusCode).toBe(409);

    const noReason = await call('POST', buildPath(dismissBankTransfer.path, { id: over.json().transferId }), { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const dismissed = await call('POST', buildPath(dismissBankTransfer.path, { id: over.json().transferId }), { reason: 'Khách chuyển nhầm, đã hoàn qua ngân hàng' });
    expect(dismissed.json<BankTransfer>().status).toBe('dismissed');
  });

  it('imports a statement: previews its rows, records the new ones once (a webhook delivery of the same transfer is a duplicate) and matches by reference', async () => {
    const job = await jobAtHandover();
    const seen = await deliver(delivery(job.code, 300_000, { referenceCode: 'FT26340ABCDE' }));
    expect(seen.json().status).toBe('matched');
    const csv = [
      'Ngày giao dịch;Số tham chiếu;Số tiền;Nội dung',
      `06/12/2026 09:00:00;FT26340ABCDE;300.000;${transferNoteFor(job.code)} coc`,
      `06/12/2026 11:30:00;FT26340FGHIJ;1.700.000;IBFT ${transferNoteFor(job.code)} thanh toan`,
      '06/12/2026 12:00:00;FT26340KLMNO;-50.000;Phi SMS',
      '31/02/2026;FT26340PQRST;100.000;Ngày sai',
      '06/12/2026 13:00:00;FT26340UVWXY;450.000;Chuyen tien',
    ].join('\n');
    const body = { branch: 'quan-12', fileName: 'sao-ke.csv', file: csv };
    const preview = (await call('POST', previewStatement.path, body)).json<StatementPreview>();
    expect(preview.counts).toEqual({ new: 2, duplicate: 1, outgoing: 1, invalid: 1, matched: 1 });
    expect(preview.rows.find((row) => row.externalId === 'FT26340FGHIJ')!.match).toEqual({ repairId: job._id, code: job.code });
    expect(await app.db.select().from(bankTransfers).where(eq(bankTransfers.externalId, 'FT26340FGHIJ'))).toHaveLength(0);

    const imported = await call('POST', importStatement.path, body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<StatementPreview>().counts).toMatchObject({ new: 2, duplicate: 1, matched: 1 });
    expect((await read(job._id)).step).toBe('warranty');
    const again = (await call('POST', importStatement.path, body)).json<StatementPreview>();
    expect(again.counts).toMatchObject({ new: 0, duplicate: 3 });
    const unreadable = await call('POST', previewStatement.path, { ...body, file: 'a,b\n1,2' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe(messages.bankTransfers.fileUnreadable);
  });

  it('closes a cash day with its difference; a closed day refuses entries and cash payments until a master reopens it', async () => {
    const day = '2026-12-05';
    const dayUrl = `${getCashDay.path}?branch=thu-duc&day=${day}`;
    const before = (await call('GET', dayUrl)).json<CashDay>();
    const spent = await call('POST', addCashEntry.path, { branch: 'thu-duc', day, kind: 'expense', category: 'Vận chuyển', amount: before.closingBalance + 1, note: '' });
    expect(spent.statusCode).toBe(409);
    const float = await call('POST', addCashEntry.path, { branch: 'thu-duc', day, kind: 'receipt', category: 'Tiền lẻ đầu ca', amount: '2.000.000', note: '' });
    expect(float.statusCode, float.body).toBe(201);
    const taxi = await call('POST', addCashEntry.path, { branch: 'thu-duc', day, kind: 'expense', category: 'Vận chuyển', amount: '150.000', note: 'Grab giao phụ tùng' });
    expect(taxi.json<CashDay>()).toMatchObject({ receipts: before.receipts + 2_000_000, expenses: before.expenses + 150_000, closingBalance: before.closingBalance + 1_850_000 });
    const badCategory = await call('POST', addCashEntry.path, { branch: 'thu-duc', day, kind: 'expense', category: 'Tiền lẻ đầu ca', amount: 1 });
    expect(badCategory.statusCode).toBe(400);

    const expected = taxi.json<CashDay>().closingBalance;
    const closed = await call('POST', closeCashDay.path, { branch: 'thu-duc', day, countedCash: String(expected - 50_000), note: 'Thiếu 50.000, đang kiểm tra' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<CashDay>().closed).toMatchObject({ countedCash: expected - 50_000, difference: -50_000 });
    const refused = await call('POST', addCashEntry.path, { branch: 'thu-duc', day, kind: 'receipt', category: 'Thu khác', amount: 10_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(format(messages.cashbook.dayClosed, { branch: 'Chi nhánh Thủ Đức', day: '05/12/2026' }));
    expect((await call('POST', closeCashDay.path, { branch: 'thu-duc', day, countedCash: 0 })).statusCode).toBe(409);

    // The next morning opens with what was counted.
    expect((await call('GET', `${getCashDay.path}?branch=thu-duc&day=2026-12-06`)).json<CashDay>().openingBalance).toBe(expected - 50_000);

    // Today closed: a cash payment at that branch is refused and leaves nothing behind.
    const today = vietnamToday(clock);
    const job = await openJob('thu-duc');
    await call('POST', closeCashDay.path, { branch: 'thu-duc', day: today, countedCash: expected - 50_000 });
    const cash = await pay(job._id, { kind: 'deposit', amount: 100_000, method: 'cash', version: job.version });
    expect(cash.statusCode).toBe(409);
    expect(await app.db.select().from(jobPayments).where(eq(jobPayments.repairId, job._id))).toHaveLength(0);
    expect((await read(job._id)).version).toBe(job.version);
    const card = await pay(job._id, { kind: 'deposit', amount: 100_000, method: 'card', version: job.version });
    expect(card.statusCode, card.body).toBe(200);

    expect((await call('POST', reopenCashDay.path, { branch: 'thu-duc', day: today, reason: 'Thu thêm' }, admin)).statusCode).toBe(403);
    expect((await call('POST', reopenCashDay.path, { branch: 'thu-duc', day: today, reason: '' }, master)).statusCode).toBe(400);
    const reopened = await call('POST', reopenCashDay.path, { branch: 'thu-duc', day: today, reason: 'Khách trả tiền mặt sau giờ chốt' }, master);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<CashDay>()).toMatchObject({ closed: null });
    expect(reopened.json<CashDay>().history.map((event) => event.action)).toEqual(['close', 'reopen']);
    const future = await call('POST', closeCashDay.path, { branch: 'thu-duc', day: '2026-12-31', countedCash: 0 });
    expect(future.statusCode).toBe(409);
  });

  it('puts a shop order paid on delivery into the cash book when it is completed, and takes it out when it is taken back', async () => {
    const product = await createProduct(app, { name: 'Nước rửa kính 2L', price: 85_000, quantity: 10 });
    expect((await call('POST', addToCart.path, { product_id: product.id, quantity: 2 }, customer)).statusCode).toBe(200);
    const placed = await call('POST', createOrder.path, { name: 'Lê Văn Khách', phone: '0977 000 111', email: customer.email, address: '5 Nguyễn Huệ', note: '', payment_method: 'COD' }, customer);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const today = vietnamToday(clock);
    const bookOf = async () => (await call('GET', `${getCashDay.path}?branch=quan-12&day=${today}`)).json<CashDay>().entries.filter((entry) => entry.reference?._id === order._id);
    await call('PUT', buildPath(updateOrderStatus.path, { id: order._id }), { status: 'processing' });
    expect(await bookOf()).toEqual([]);
    expect((await call('PUT', buildPath(updateOrderStatus.path, { id: order._id }), { status: 'completed' })).statusCode).toBe(200);
    expect((await bookOf()).map((entry) => [entry.kind, entry.amount, entry.category])).toEqual([['receipt', order.total, ORDER_CASH_CATEGORY]]);
    expect((await call('PUT', buildPath(updateOrderStatus.path, { id: order._id }), { status: 'cancelled' })).statusCode).toBe(200);
    expect((await bookOf()).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['receipt', order.total],
      ['expense', order.total],
    ]);
  });

  it('tells staff of overdue receivables once a day, whichever process or tick asks first', async () => {
    clock = new Date('2027-03-01T01:00:00Z');
    const heard: StaffAlert[] = [];
    const deps = { ...app.deps, live: { ...app.deps.live, staffAlert: (alert: StaffAlert) => void heard.push(alert) } };
    const claims = await Promise.all(Array.from({ length: 5 }, () => alertOverdueReceivables(deps)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ type: 'money', href: '/manager/receivables?bucket=1-30' });
    expect(await alertOverdueReceivables(deps)).toBe(false);
    clock = new Date('2027-03-02T01:00:00Z');
    expect(await alertOverdueReceivables(deps)).toBe(true);
    clock = new Date('2026-12-06T03:00:00Z');
  });

  it('reports money whose totals are the sums of their rows, as JSON and CSV', async () => {
    const query = `from=2026-12-01&to=2026-12-31`;
    const res = await call('GET', `${getMoneyReport.path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<MoneyReport>();
    const sum = (rows: Array<Record<string, unknown>>, key: string) => rows.reduce((total, row) => total + (row[key] as number), 0);
    expect(report.revenueMethods.rows.length).toBeGreaterThan(0);
    expect(report.revenueMethods.total.net).toBe(sum(report.revenueMethods.rows, 'net'));
    expect(report.revenueMethods.total.received).toBe(sum(report.revenueMethods.rows, 'received'));
    expect(report.deposits.total.amount).toBe(sum(report.deposits.rows, 'amount'));
    expect(report.receivables.total.balance).toBe(sum(report.receivables.rows, 'balance'));
    expect(report.cashDifferences.rows.find((row) => row.day === '2026-12-05')).toMatchObject({ branch: 'thu-duc', difference: -50_000 });
    const cash = report.revenueMethods.rows.filter((row) => row.method === 'cash');
    const [ledger] = await app.db.select().from(cashEntries).limit(1);
    expect(ledger).toBeDefined();
    expect(cash.length).toBeGreaterThan(0);
    const csv = await call('GET', `${buildPath(exportMoneyReport.path, { table: 'revenue-methods' })}?${query}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines.at(-1)).toBe(`Tổng cộng,,${report.revenueMethods.total.received},${report.revenueMethods.total.refunded},${report.revenueMethods.total.net}`);
    expect((await call('GET', `${getMoneyReport.path}?from=2026-12-31&to=2026-12-01`)).statusCode).toBe(400);
    expect((await call('GET', `${getMoneyReport.path}?${query}`, undefined, customer)).statusCode).toBe(403);
  });

  it('records exactly what was asked when desks, retries and transfers arrive at once on one job', async () => {
    const job = await jobAtHandover();
    // Ten desks with the version they saw: one payment, nine refusals.
    const desks = await Promise.all(Array.from({ length: 10 }, (_, i) => pay(job._id, { kind: 'payment', amount: 100_000, method: 'cash', version: job.version }, `desk-${i}`)));
    expect(desks.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(desks.filter((res) => res.statusCode === 409)).toHaveLength(9);
    // One click sent ten times: the first payment, ten times.
    const fresh = await read(job._id);
    const retries = await Promise.all(Array.from({ length: 10 }, () => pay(job._id, { kind: 'payment', amount: 100_000, method: 'card', version: fresh.version }, 'retried')));
    expect(retries.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(retries.map((res) => res.json<PaymentResult>().payment._id)).size).toBe(1);
    // Eighteen transfers of 100,000 đ for the 1,800,000 đ left, and two more: eighteen match, the job closes once, two wait.
    const transfers = await Promise.all(Array.from({ length: 20 }, () => deliver(delivery(job.code, 100_000))));
    expect(transfers.every((res) => res.statusCode === 200)).toBe(true);
    expect(transfers.filter((res) => res.json().status === 'matched')).toHaveLength(18);
    expect(transfers.filter((res) => res.json().status === 'unmatched')).toHaveLength(2);
    const closed = await read(job._id);
    expect(closed.money).toMatchObject({ total: 2_000_000, paid: 2_000_000, balance: 0 });
    expect(closed.step).toBe('warranty');
    expect(closed.moves.filter((move) => move.toStep === 'warranty')).toHaveLength(1);
  });
});
