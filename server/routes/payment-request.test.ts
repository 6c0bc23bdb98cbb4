import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildPath } from '../../contract/endpoint';
import { formatPrice } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { getPaymentRequest, updateBranchBankAccount, type PaymentRequest } from '../../contract/payment-request';
import { openRepair, type RepairDetail } from '../../contract/repairs';
import { tlvValue } from '../../contract/vietqr';
import type { App } from '../app';
import { mailQueue, repairOrders } from '../db/schema';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { driveTo } from '../test/repair-flow';
import { moveRepair } from '../../contract/repairs';
import { createTestApp, usingPostgres } from '../test/test-app';

describe(`a job's VietQR payment request (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  let admin: TestAccount;
  let master: TestAccount;
  let owner: TestAccount;
  let stranger: TestAccount;
  let phones = 0;

  beforeAll(async () => {
    app = await createTestApp();
    ({ admin, master, customer: owner } = await createRoleAccounts(app));
    stranger = await createAccount(app);
    const res = await app.inject({
      method: 'PUT',
      url: buildPath(updateBranchBankAccount.path, { branch: 'quan-12' }),
      headers: master.headers,
      payload: { bin: '970436', accountNumber: '0071001234567', accountName: 'GARA DUC PHAT' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => app.close());

  /** A job at 'Chuẩn bị' with its 300.000 đ quote approved, optionally the owner's. */
  async function approvedJob(branch = 'quan-12', accountId?: string): Promise<RepairDetail & { phone: string }> {
    phones += 1;
    const phone = `0912${String(100000 + phones).slice(-6)}`;
    const res = await app.inject({
      method: 'POST',
      url: openRepair.path,
      headers: admin.headers,
      payload: { fullName: 'Lê Văn Tám', numberPhone: phone, branch, plate: `51K-${String(10000 + phones).slice(-3)}.${String(10 + phones).slice(-2)}`, odometerKm: 1000, fuelLevel: 50 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json<RepairDetail>();
    if (accountId) await app.db.update(repairOrders).set({ accountId }).where(eq(repairOrders.id, job._id));
    return { ...(await driveTo(app, admin.headers, job._id, 'preparation')), phone };
  }

  const ask = (id: string, query = '', headers: Record<string, string> = {}, ip = '10.7.0.1') =>
    app.inject({ method: 'GET', url: `${buildPath(getPaymentRequest.path, { id })}${query}`, headers, remoteAddress: ip });

  it('answers staff with the balance, the branch account and a payload whose amount and purpose match', async () => {
    const job = await approvedJob();
    expect(job.money.balance).toBe(300_000);
    const res = await ask(job._id, '', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const request = res.json<PaymentRequest>();
    expect(request).toMatchObject({ amount: 300_000, bank: 'Vietcombank', bin: '970436', accountNumber: '0071001234567', accountName: 'GARA DUC PHAT', note: `SC ${job.code}` });
    expect(tlvValue(request.payload, '54')).toBe('300000');
    expect(tlvValue(request.payload, '62', '08')).toBe(`SC ${job.code}`);
    expect(tlvValue(request.payload, '38', '01', '00')).toBe('970436');
    expect(tlvValue(request.payload, '38', '01', '01')).toBe('0071001234567');
  });

  it('asks for a deposit of the sum given while the job is open', async () => {
    const job = await approvedJob();
    const res = await ask(job._id, '?kind=deposit&amount=200.000', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PaymentRequest>().amount).toBe(200_000);
    expect(tlvValue(res.json<PaymentRequest>().payload, '54')).toBe('200000');
    const missing = await ask(job._id, '?kind=deposit', admin.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(messages.vietqr.depositAmountRequired);
  });

  it('asks for a part of the balance the customer pays now, never more than the balance', async () => {
    const job = await approvedJob();
    const part = await ask(job._id, '?amount=100.000', admin.headers);
    expect(part.statusCode, part.body).toBe(200);
    expect(tlvValue(part.json<PaymentRequest>().payload, '54')).toBe('100000');
    const over = await ask(job._id, '?amount=300.001', admin.headers);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(format(messages.money.overBalance, { balance: '300.000\u00a0₫' }));
  });

  it("answers the job's own customer signed in, and a guest with the code and phone", async () => {
    const job = await approvedJob('quan-12', owner.id);
    const own = await ask(job._id, '', owner.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<PaymentRequest>().amount).toBe(300_000);

    const guest = await ask(job._id, `?code=${job.code.toLowerCase()}&phone=${job.phone}`);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json<PaymentRequest>().note).toBe(`SC ${job.code}`);
  });

  it('answers anyone else 404, as for a job that is not there', async () => {
    const job = await approvedJob('quan-12', owner.id);
    expect((await ask(job._id, '', stranger.headers)).statusCode).toBe(404);
    expect((await ask(job._id)).statusCode).toBe(404);
    const wrongPhone = await ask(job._id, `?code=${job.code}&phone=0987654321`, {}, '10.7.0.9');
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.body).toContain(messages.repairs.lookupNotFound);
    // Another job's code and phone do not open this one.
    const other = await approvedJob();
    expect((await ask(job._id, `?code=${other.code}&phone=${other.phone}`, {}, '10.7.0.10')).statusCode).toBe(404);
  });

  it("refuses with 409 in the branch's words when it has no account, and when nothing is owed", async () => {
    const atThuDuc = await approvedJob('thu-duc');
    const none = await ask(atThuDuc._id, '', admin.headers);
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toBe(format(messages.vietqr.noBankAccount, { branch: 'Chi nhánh Thủ Đức' }));

    phones += 1;
    const opened = await app.inject({
      method: 'POST',
      url: openRepair.path,
      headers: admin.headers,
      payload: { fullName: 'Lê Văn Chín', numberPhone: `0913${String(100000 + phones).slice(-6)}`, branch: 'quan-12', plate: '51K-999.01', odometerKm: 1000, fuelLevel: 50 },
    });
    const unquoted = opened.json<RepairDetail>();
    const nothing = await ask(unquoted._id, '', admin.headers);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json<{ message: string }>().message).toBe(messages.money.nothingOwed);
  });

  it('mails the owner the amount, the account, the note and the code as an inline picture when the car is ready and money is owed', async () => {
    const job = await approvedJob('quan-12', owner.id);
    const ready = await driveTo(app, admin.headers, job._id, 'acceptance');
    const before = (await app.db.select({ id: mailQueue.id }).from(mailQueue).where(eq(mailQueue.toAddress, owner.email))).map((mail) => mail.id);
    const moved = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id: job._id }), headers: admin.headers, payload: { step: 'handover', version: ready.version } });
    expect(moved.statusCode, moved.body).toBe(200);
    // The handover's one mail: the step's own news and the payment code in the same message, not two.
    const added = (await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, owner.email))).filter((mail) => !before.includes(mail.id));
    expect(added.map((mail) => mail.kind)).toEqual(['paymentRequest']);
    const [mail] = added;
    expect(mail!.subject).toBe(format(messages.vietqr.mailSubject, { plate: ready.vehicle.plate, amount: formatPrice(300_000) }));
    expect(mail!.textBody).toContain('0071001234567');
    expect(mail!.textBody).toContain(`SC ${job.code}`);
    expect(mail!.htmlBody).toContain('src="cid:vietqr@gara"');
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: 'vietqr.png', contentType: 'image/png', cid: 'vietqr@gara', encoding: 'base64' })]);
    const png = Buffer.from((mail!.attachments[0] as { content: string }).content, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('mails the usual handover step when the branch has no account to pay to', async () => {
    const job = await approvedJob('thu-duc', stranger.id);
    const ready = await driveTo(app, admin.headers, job._id, 'acceptance');
    const before = (await app.db.select({ id: mailQueue.id }).from(mailQueue).where(eq(mailQueue.toAddress, stranger.email))).map((mail) => mail.id);
    const moved = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id: job._id }), headers: admin.headers, payload: { step: 'handover', version: ready.version } });
    expect(moved.statusCode, moved.body).toBe(200);
    const added = (await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, stranger.email))).filter((mail) => !before.includes(mail.id));
    expect(added.map((mail) => mail.kind)).toEqual(['repairStep']);
  });
});
