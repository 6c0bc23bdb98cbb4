import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '../../contract/accounts';
import { buildPath } from '../../contract/endpoint';
import { format, messages } from '../../contract/messages';
import { accounts } from '../db/schema';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createAccountsTestApp, type AccountsTestApp } from './accounts-testing';

let t: AccountsTestApp;
let admin: TestAccount;
let master: TestAccount;

beforeAll(async () => {
  t = await createAccountsTestApp();
  ({ admin, master } = await createRoleAccounts(t.app));
});
afterAll(() => t.close());

const accountUrl = (id: string) => buildPath(contract.getAccount.path, { id });

function put(id: string, caller: TestAccount, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: accountUrl(id), headers: caller.headers, payload });
}

async function readBack(account: TestAccount) {
  const res = await t.app.inject({ method: 'GET', url: accountUrl(account.id), headers: account.headers });
  expect(res.statusCode).toBe(200);
  return contract.getAccount.response.parse(res.json()).account;
}

async function storedRow(id: string) {
  const [row] = await t.app.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

function expectFailure(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(contract.accountFailureSchema.parse(res.json())).toEqual({ status: contract.FAILURE_STATUS, message });
}

const ADDRESS = '27 Lê Văn Sỹ, phường 13, Quận 3, TP. Hồ Chí Minh';

describe('PUT /api/accounts/:id, phone and address', () => {
  it('answers both as empty text until they are given, so the deployed client sees no null', async () => {
    const me = await createAccount(t.app);
    expect(await readBack(me)).toMatchObject({ phone: '', address: '' });
  });

  it('saves the phone and address trimmed, reads them back, and keeps them when the next save leaves them out', async () => {
    const me = await createAccount(t.app);
    const res = await put(me.id, me, { phone: ' 0908765432 ', address: `  ${ADDRESS}  ` });
    expect(res.statusCode).toBe(200);
    expect(contract.updateAccount.response.parse(res.json()).account).toMatchObject({ phone: '0908765432', address: ADDRESS });
    expect(await readBack(me)).toMatchObject({ phone: '0908765432', address: ADDRESS });

    // The deployed client's self-update body never carries them: they stay.
    const legacy = await put(me.id, me, { fullName: 'Tên Mới', email: me.email, roles: true, image: null });
    expect(legacy.statusCode).toBe(200);
    expect(await readBack(me)).toMatchObject({ fullName: 'Tên Mới', phone: '0908765432', address: ADDRESS });
  });

  it("clears them with '' (stored as null, answered as '')", async () => {
    const me = await createAccount(t.app);
    await put(me.id, me, { phone: '0908765432', address: ADDRESS });
    const res = await put(me.id, me, { phone: '', address: '   ' });
    expect(res.statusCode).toBe(200);
    expect(await readBack(me)).toMatchObject({ phone: '', address: '' });
    expect(await storedRow(me.id)).toMatchObject({ phone: null, address: null });
  });

  it('refuses a bad phone or a too long address with 400 and the Vietnamese message, changing nothing', async () => {
    const me = await createAccount(t.app, { fullName: 'Không Đổi' });
    await put(me.id, me, { phone: '0908765432', address: ADDRESS });
    for (const phone of ['09087', '09087654321', '090-876-543', 'abc', 908765432]) {
      expectFailure(await put(me.id, me, { fullName: 'Bị Đổi', phone, address: 'Địa chỉ khác' }), 400, messages.validation.phoneInvalid);
    }
    expectFailure(await put(me.id, me, { fullName: 'Bị Đổi', address: 'x'.repeat(contract.ADDRESS_MAX + 1) }), 400, format(messages.validation.textTooLong, { max: contract.ADDRESS_MAX }));
    expect(await readBack(me)).toMatchObject({ fullName: 'Không Đổi', phone: '0908765432', address: ADDRESS });
  });

  it("refuses another customer or an admin changing someone's phone and address", async () => {
    const owner = await createAccount(t.app);
    const stranger = await createAccount(t.app);
    await put(owner.id, owner, { phone: '0908765432', address: ADDRESS });
    expectFailure(await put(owner.id, stranger, { phone: '0911111111', address: 'Địa chỉ lạ' }), 403, messages.account.masterOnlyChange);
    expectFailure(await put(owner.id, admin, { phone: '0911111111' }), 403, messages.account.masterOnlyChange);
    expect(await storedRow(owner.id)).toMatchObject({ phone: '0908765432', address: ADDRESS });
    // The stranger's own account is untouched too.
    expect(await readBack(stranger)).toMatchObject({ phone: '', address: '' });
  });

  it('lets a Master correct a customer’s details from the back office', async () => {
    const owner = await createAccount(t.app);
    const res = await put(owner.id, master, { phone: '0977001122', address: ADDRESS });
    expect(res.statusCode).toBe(200);
    expect(await readBack(owner)).toMatchObject({ phone: '0977001122', address: ADDRESS });
  });
});
