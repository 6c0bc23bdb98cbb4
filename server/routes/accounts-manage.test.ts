import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '../../contract/accounts';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { accountRoles, accounts } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createAccountsTestApp, type AccountsTestApp } from './accounts-testing';

const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let t: AccountsTestApp;
let customer: TestAccount;
let admin: TestAccount;
let master: TestAccount;

beforeAll(async () => {
  t = await createAccountsTestApp();
  ({ customer, admin, master } = await createRoleAccounts(t.app));
});
afterAll(() => t.close());

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, caller?: TestAccount, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) });
}

const accountUrl = (id: string) => buildPath(contract.getAccount.path, { id });

function expectFailure(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(contract.accountFailureSchema.parse(res.json()).message).toBe(message);
}

describe('GET /api/accounts', () => {
  it('lists every account for a Master as a bare array, newest first, roles populated, no secrets', async () => {
    const res = await call('GET', contract.listAccounts.path, master);
    expect(res.statusCode).toBe(200);
    const list = contract.listAccounts.response.parse(res.json());
    expect(Array.isArray(res.json())).toBe(true);
    expect(list.map((a) => a._id)).toEqual(expect.arrayContaining([customer.id, admin.id, master.id]));
    // Newest first. The answer shows milliseconds while Postgres orders by microseconds, so
    // two accounts made in the same millisecond may come in either order of their ids.
    const createdTimes = list.map((a) => Date.parse(a.createdAt));
    expect(createdTimes).toEqual([...createdTimes].sort((a, b) => b - a));
    expect(list.find((a) => a._id === master.id)?.roles.map((r) => r.name)).toEqual(['master']);
    expect(list.find((a) => a._id === customer.id)).toMatchObject({ roles: [], status: true, type: 'local', verified: true });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toMatch(/password/i);
  });

  it('is refused to an admin and a customer (403) and to anonymous callers (401)', async () => {
    expectFailure(await call('GET', contract.listAccounts.path, admin), 403, messages.guard.masterOnly);
    expectFailure(await call('GET', contract.listAccounts.path, customer), 403, messages.guard.masterOnly);
    expectFailure(await call('GET', contract.listAccounts.path), 401, messages.common.unauthorized);
  });
});

describe('GET /api/accounts/count', () => {
  it('counts accounts for staff', async () => {
    const all = await t.app.db.select({ id: accounts.id }).from(accounts);
    for (const caller of [admin, master]) {
      const res = await call('GET', contract.countAccounts.path, caller);
      expect(res.statusCode).toBe(200);
      expect(contract.countAccounts.response.parse(res.json())).toEqual({ totalAccounts: all.length });
    }
  });

  it('is refused to customers and anonymous callers', async () => {
    expectFailure(await call('GET', contract.countAccounts.path, customer), 403, messages.common.forbidden);
    expectFailure(await call('GET', contract.countAccounts.path), 401, messages.common.unauthorized);
  });
});

describe('GET /api/accounts/:id', () => {
  it('shows a customer their own account wrapped as { status, account }', async () => {
    const res = await call('GET', accountUrl(customer.id), customer);
    expect(res.statusCode).toBe(200);
    const body = contract.getAccount.response.parse(res.json());
    expect(body.status).toBe('thành công');
    expect(body.account).toMatchObject({ _id: customer.id, email: customer.email, fullName: customer.fullName, status: true, roles: [], image: null, avatar: null, phone: '', address: '' });
    expect(Object.keys(body.account).sort()).toEqual(
      ['_id', 'address', 'avatar', 'branch', 'createdAt', 'email', 'fullName', 'image', 'phone', 'roles', 'status', 'type', 'updatedAt', 'verified'].sort(),
    );
  });

  it("lets staff read anyone's account (the admin chat reads a visitor's name)", async () => {
    for (const caller of [admin, master]) {
      const res = await call('GET', accountUrl(customer.id), caller);
      expect(res.statusCode).toBe(200);
      expect(contract.getAccount.response.parse(res.json()).account._id).toBe(customer.id);
    }
  });

  it("refuses a customer another customer's account (IDOR), existing or not, with the same 403", async () => {
    const other = await createAccount(t.app);
    expectFailure(await call('GET', accountUrl(other.id), customer), 403, messages.common.forbidden);
    expectFailure(await call('GET', accountUrl(newObjectId()), customer), 403, messages.common.forbidden);
    expectFailure(await call('GET', accountUrl(admin.id), customer), 403, messages.common.forbidden);
  });

  it('answers 404 to staff for a missing account, 400 for a malformed id and 401 without a session', async () => {
    expectFailure(await call('GET', accountUrl(newObjectId()), admin), 404, messages.account.notFound);
    expectFailure(await call('GET', accountUrl('khong-phai-id'), admin), 400, messages.common.invalidId);
    expectFailure(await call('GET', accountUrl(customer.id)), 401, messages.common.unauthorized);
  });
});

describe('PUT /api/accounts/:id', () => {
  it('lets a customer change their own name and picture; e-mail and the junk roles field are ignored', async () => {
    const me = await createAccount(t.app);
    const res = await call('PUT', accountUrl(me.id), me, { fullName: 'Tên Đã Sửa', email: 'doi-email@example.com', roles: true, image: PNG_1x1 });
    expect(res.statusCode).toBe(200);
    const body = contract.updateAccount.response.parse(res.json());
    expect(body).toMatchObject({ status: 'thành công', message: messages.account.updateSuccess });
    expect(body.account).toMatchObject({ fullName: 'Tên Đã Sửa', email: me.email, roles: [] });
    expect(body.account.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(body.account.avatar).toBe(body.account.image);

    // null keeps the picture (the client sends null when it did not change); '' removes it.
    const keep = contract.updateAccount.response.parse((await call('PUT', accountUrl(me.id), me, { fullName: 'Tên Đã Sửa', image: null, roles: '' })).json());
    expect(keep.account.image).toBe(body.account.image);
    const sameUrl = await call('PUT', accountUrl(me.id), me, { image: body.account.image });
    expect(contract.updateAccount.response.parse(sameUrl.json()).account.image).toBe(body.account.image);
    const removed = contract.updateAccount.response.parse((await call('PUT', accountUrl(me.id), me, { image: '' })).json());
    expect(removed.account.image).toBeNull();
  });

  it('never grants roles through this route', async () => {
    const me = await createAccount(t.app);
    await call('PUT', accountUrl(me.id), me, { roles: [{ name: 'master' }], fullName: 'Muốn Làm Master' });
    expect(await t.app.db.select().from(accountRoles).where(eq(accountRoles.accountId, me.id))).toHaveLength(0);
  });

  it("refuses a customer or an admin changing someone else's account", async () => {
    const other = await createAccount(t.app, { fullName: 'Không Đổi' });
    expectFailure(await call('PUT', accountUrl(other.id), customer, { fullName: 'Bị Đổi' }), 403, messages.account.masterOnlyChange);
    // A missing id tells a non-master nothing more.
    expectFailure(await call('PUT', accountUrl(newObjectId()), admin, { fullName: 'Bị Đổi' }), 403, messages.account.masterOnlyChange);
    expectFailure(await call('PUT', accountUrl(other.id), admin, { fullName: 'Bị Đổi', status: false }), 403, messages.account.masterOnlyChange);
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.id, other.id));
    expect(row).toMatchObject({ fullName: 'Không Đổi', status: 'active' });
  });

  it('lets a Master change name and status of another account', async () => {
    const other = await createAccount(t.app);
    const res = await call('PUT', accountUrl(other.id), master, { fullName: 'Đổi Bởi Master', email: other.email, status: false, roles: [] });
    expect(res.statusCode).toBe(200);
    expect(contract.updateAccount.response.parse(res.json()).account).toMatchObject({ fullName: 'Đổi Bởi Master', status: false });
    // Locked at once: the token it holds no longer works.
    expectFailure(await call('GET', accountUrl(other.id), other), 403, messages.auth.accountLocked);
    await call('PUT', accountUrl(other.id), master, { status: true });
    // The lock ended that session for good: unlocked, the account signs in again.
    expectFailure(await call('GET', accountUrl(other.id), other), 401, messages.common.unauthorized);
  });

  it('refuses to edit another Master account, even for a Master', async () => {
    const otherMaster = await createAccount(t.app, { roles: ['master'], fullName: 'Master Khác' });
    expectFailure(await call('PUT', accountUrl(otherMaster.id), master, { fullName: 'Bị Đổi' }), 403, messages.account.cannotEditMaster);
    // A non-master hears that only a Master may edit a Master account.
    expectFailure(await call('PUT', accountUrl(master.id), admin, { fullName: 'Bị Đổi' }), 403, messages.account.masterOnlyEditMaster);
    expectFailure(await call('PUT', accountUrl(otherMaster.id), customer, { status: false }), 403, messages.account.masterOnlyEditMaster);
    // A Master edits itself, though.
    expect((await call('PUT', accountUrl(master.id), master, { fullName: 'Master Tự Sửa' })).statusCode).toBe(200);
  });

  it('refuses locking yourself through the edit form', async () => {
    expectFailure(await call('PUT', accountUrl(master.id), master, { status: false }), 403, messages.account.cannotLockSelf);
    expect((await call('GET', accountUrl(master.id), master)).statusCode).toBe(200);
  });

  it('answers 404 for a missing account (Master) and 400 for bad input, changing nothing', async () => {
    expectFailure(await call('PUT', accountUrl(newObjectId()), master, { fullName: 'X' }), 404, messages.account.notFound);
    expectFailure(await call('PUT', accountUrl(customer.id), customer, { fullName: '   ' }), 400, messages.validation.fullNameRequired);
    expectFailure(await call('PUT', accountUrl(customer.id), customer, { image: 'data:text/plain;base64,aGVsbG8=' }), 400, messages.validation.imageInvalidType);
    expectFailure(await call('PUT', accountUrl(customer.id), customer, { status: 'yes' }), 400, messages.validation.statusInvalid);
    expectFailure(await call('PUT', accountUrl(customer.id), undefined, { fullName: 'X' }), 401, messages.common.unauthorized);
    const [row] = await t.app.db.select().from(accounts).where(eq(accounts.id, customer.id));
    expect(row?.fullName).toBe(customer.fullName);
  });
});

describe('DELETE /api/accounts/:id', () => {
  it('lets a Master delete a customer, answering { status, message }', async () => {
    const victim = await createAccount(t.app);
    const res = await call('DELETE', accountUrl(victim.id), master);
    expect(res.statusCode).toBe(200);
    expect(contract.deleteAccount.response.parse(res.json())).toEqual({ status: 'thành công', message: messages.account.deleteSuccess });
    expect(await t.app.db.select().from(accounts).where(eq(accounts.id, victim.id))).toHaveLength(0);
    // Its token dies with it.
    expectFailure(await call('GET', accountUrl(victim.id), victim), 401, messages.common.unauthorized);
  });

  it('refuses deleting yourself or another Master', async () => {
    const otherMaster = await createAccount(t.app, { roles: ['master'] });
    // The spec gives deleting yourself the same text as locking yourself.
    expectFailure(await call('DELETE', accountUrl(master.id), master), 403, messages.account.cannotLockSelf);
    expectFailure(await call('DELETE', accountUrl(otherMaster.id), master), 403, messages.account.cannotDeleteMaster);
    expect(await t.app.db.select().from(accounts).where(eq(accounts.id, otherMaster.id))).toHaveLength(1);
  });

  it('is refused to admins, customers (even on themselves) and anonymous callers', async () => {
    const victim = await createAccount(t.app);
    expectFailure(await call('DELETE', accountUrl(victim.id), admin), 403, messages.account.masterOnlyDelete);
    expectFailure(await call('DELETE', accountUrl(victim.id), victim), 403, messages.account.masterOnlyDelete);
    expectFailure(await call('DELETE', accountUrl(victim.id)), 401, messages.common.unauthorized);
    expect(await t.app.db.select().from(accounts).where(eq(accounts.id, victim.id))).toHaveLength(1);
  });

  it('answers 404 for a missing account and 400 for a malformed id', async () => {
    expectFailure(await call('DELETE', accountUrl(newObjectId()), master), 404, messages.account.notFound);
    expectFailure(await call('DELETE', accountUrl('123'), master), 400, messages.common.invalidId);
  });
});
