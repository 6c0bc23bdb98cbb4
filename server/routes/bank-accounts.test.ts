import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { listBranchBankAccounts, updateBranchBankAccount, type BranchBankAccount } from '../../contract/payment-request';
import type { App } from '../app';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp, usingPostgres } from '../test/test-app';

describe(`the branches' bank accounts (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin, master } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  const put = (branch: string, payload: Record<string, unknown>, caller: TestAccount = master) =>
    app.inject({ method: 'PUT', url: buildPath(updateBranchBankAccount.path, { branch }), headers: caller.headers, payload });
  const list = (caller: TestAccount) => app.inject({ method: 'GET', url: listBranchBankAccounts.path, headers: caller.headers });

  it('lists none before a master sets one, then the account as the bank writes it, with who set it', async () => {
    expect((await list(admin)).json()).toEqual([]);

    const res = await put('thu-duc', { bin: '970436', accountNumber: ' 0071 0012 34567 ', accountName: 'Công ty TNHH Gara Ô tô Đức Phát' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BranchBankAccount>()).toMatchObject({
      branch: 'thu-duc',
      bin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '0071001234567',
      accountName: 'CONG TY TNHH GARA O TO DUC PHAT',
      updatedBy: { _id: master.id, fullName: master.fullName },
    });

    const listed = await list(admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<BranchBankAccount[]>().map((account) => [account.branch, account.accountNumber])).toEqual([['thu-duc', '0071001234567']]);
  });

  it('replaces a branch account when set again, keeping one row per branch', async () => {
    await put('quan-12', { bin: '970422', accountNumber: '123456789', accountName: 'nguyen van an' });
    const again = await put('quan-12', { bin: '970407', accountNumber: '19033334444015', accountName: 'Trần Thị Bình' });
    expect(again.statusCode, again.body).toBe(200);
    const accounts = (await list(master)).json<BranchBankAccount[]>();
    expect(accounts.map((account) => [account.branch, account.bankName, account.accountName])).toEqual([
      ['quan-12', 'Techcombank', 'TRAN THI BINH'],
      ['thu-duc', 'Vietcombank', 'CONG TY TNHH GARA O TO DUC PHAT'],
    ]);
  });

  it('refuses a bank not in the list, a short or lettered account number and a bad name, in Vietnamese', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bin: '999999', accountNumber: '123456789', accountName: 'AN' }, messages.vietqr.bankRequired],
      [{ bin: '970436', accountNumber: '12345', accountName: 'AN' }, messages.vietqr.accountNumberInvalid],
      [{ bin: '970436', accountNumber: '12345678901234567890', accountName: 'AN' }, messages.vietqr.accountNumberInvalid],
      [{ bin: '970436', accountNumber: '12A456789', accountName: 'AN' }, messages.vietqr.accountNumberInvalid],
      [{ bin: '970436', accountNumber: '123456789', accountName: '   ' }, messages.vietqr.accountNameRequired],
      [{ bin: '970436', accountNumber: '123456789', accountName: 'A'.repeat(51) }, format(messages.vietqr.accountNameTooLong, { max: 50 })],
      [{ bin: '970436', accountNumber: '123456789', accountName: 'GARA <b>' }, messages.vietqr.accountNameInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await put('quan-12', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await list(master)).json<BranchBankAccount[]>().find((account) => account.branch === 'quan-12')?.accountNumber).toBe('19033334444015');
  });

  it('lets only a master set it, staff read it, and nobody else', async () => {
    const byAdmin = await put('quan-12', { bin: '970436', accountNumber: '123456789', accountName: 'AN' }, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.body).toContain(messages.vietqr.masterOnly);
    expect((await put('quan-12', { bin: '970436', accountNumber: '123456789', accountName: 'AN' }, customer)).statusCode).toBe(403);
    expect((await list(customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: listBranchBankAccounts.path })).statusCode).toBe(401);
    expect((await put('vung-tau', { bin: '970436', accountNumber: '123456789', accountName: 'AN' })).statusCode).toBe(400);
  });
});
