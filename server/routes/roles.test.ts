import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountFailureSchema, CUSTOMER_ROLE, getAccount } from '../../contract/accounts';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import * as contract from '../../contract/roles';
import { accountRoles, accounts, roles } from '../db/schema';
import { newObjectId } from '../lib/object-id';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

let app: App;
let customer: TestAccount;
let admin: TestAccount;
let master: TestAccount;
let roleIds: { admin: string; master: string };

beforeAll(async () => {
  app = await createTestApp();
  ({ customer, admin, master } = await createRoleAccounts(app));
  const rows = await app.db.select().from(roles);
  roleIds = { admin: rows.find((r) => r.name === 'admin')!.id, master: rows.find((r) => r.name === 'master')!.id };
});
afterAll(() => app.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, caller?: TestAccount, payload?: Record<string, unknown>) {
  return app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** Role refusals are plain `{ message }`: these routes are not account routes. */
function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(contract.assignRole.response.parse(res.json()).message).toBe(message);
}

async function roleNamesOf(accountId: string) {
  const rows = await app.db
    .select({ name: roles.name })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .where(eq(accountRoles.accountId, accountId));
  return rows.map((r) => r.name).sort();
}

async function statusOf(accountId: string) {
  const [row] = await app.db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, accountId));
  return row?.status;
}

describe('GET /api/roles', () => {
  it('lists roles as a bare [{_id, name}] array for staff', async () => {
    for (const caller of [admin, master]) {
      const res = await call('GET', contract.listRoles.path, caller);
      expect(res.statusCode).toBe(200);
      const list = contract.listRoles.response.parse(res.json());
      // The technician role (issue 44) is stored by migration 0032, given like the others.
      expect(list.map((r) => r.name)).toEqual(['admin', 'master', 'technician']);
      expect(Object.keys(res.json()[0]).sort()).toEqual(['_id', 'name']);
    }
  });

  it('is refused to customers (403) and anonymous callers (401)', async () => {
    expectRefusal(await call('GET', contract.listRoles.path, customer), 403, messages.common.forbidden);
    expectRefusal(await call('GET', contract.listRoles.path), 401, messages.common.unauthorized);
  });
});

describe('POST /api/roles/assign and /remove', () => {
  it('lets a Master give and take the admin role; giving twice changes nothing', async () => {
    const target = await createAccount(app);
    for (let i = 0; i < 2; i += 1) {
      const res = await call('POST', contract.assignRole.path, master, { accountId: target.id, roleId: roleIds.admin });
      expect(res.statusCode).toBe(200);
      expect(contract.assignRole.response.parse(res.json()).message).toBe(messages.roles.assignSuccess);
    }
    expect(await roleNamesOf(target.id)).toEqual(['admin']);
    // The new role counts at once: the target may now read the account count.
    expect((await call('GET', '/api/accounts/count', target)).statusCode).toBe(200);

    const removed = await call('POST', contract.removeRole.path, master, { accountId: target.id, roleId: roleIds.admin });
    expect(removed.statusCode).toBe(200);
    expect(contract.removeRole.response.parse(removed.json()).message).toBe(messages.roles.removeSuccess);
    expect(await roleNamesOf(target.id)).toEqual([]);
    expect((await call('GET', '/api/accounts/count', target)).statusCode).toBe(403);
  });

  it("refuses removing a Master's roles, its own included", async () => {
    const otherMaster = await createAccount(app, { roles: ['master', 'admin'] });
    expectRefusal(await call('POST', contract.removeRole.path, master, { accountId: otherMaster.id, roleId: roleIds.admin }), 403, messages.roles.cannotRemoveMasterRoles);
    expectRefusal(await call('POST', contract.removeRole.path, master, { accountId: master.id, roleId: roleIds.master }), 403, messages.roles.cannotRemoveMasterRoles);
    expect(await roleNamesOf(otherMaster.id)).toEqual(['admin', 'master']);
    expect(await roleNamesOf(master.id)).toEqual(['master']);
  });

  it('is refused to admins and customers (403), anonymous callers (401)', async () => {
    const target = await createAccount(app);
    const refusals = [
      [contract.assignRole.path, messages.account.masterOnlyChange],
      [contract.removeRole.path, messages.roles.masterOnlyRemove],
    ] as const;
    for (const [path, refusal] of refusals) {
      expectRefusal(await call('POST', path, admin, { accountId: target.id, roleId: roleIds.admin }), 403, refusal);
      expectRefusal(await call('POST', path, customer, { accountId: customer.id, roleId: roleIds.master }), 403, refusal);
      expectRefusal(await call('POST', path, undefined, { accountId: target.id, roleId: roleIds.admin }), 401, messages.common.unauthorized);
    }
    expect(await roleNamesOf(target.id)).toEqual([]);
    expect(await roleNamesOf(customer.id)).toEqual([]);
  });

  it('answers 404 for an unknown account or role and 400 for bad ids', async () => {
    const target = await createAccount(app);
    for (const path of [contract.assignRole.path, contract.removeRole.path]) {
      expectRefusal(await call('POST', path, master, { accountId: newObjectId(), roleId: roleIds.admin }), 404, messages.account.notFound);
      expectRefusal(await call('POST', path, master, { accountId: target.id, roleId: newObjectId() }), 404, messages.roles.notFound);
      expectRefusal(await call('POST', path, master, { accountId: target.id }), 400, messages.validation.roleRequired);
      expectRefusal(await call('POST', path, master, { accountId: 'abc', roleId: roleIds.admin }), 400, messages.common.invalidId);
    }
  });
});

describe('PUT /api/roles/enable and /disable', () => {
  it("locks an account so its token stops working at once, and unlocks it", async () => {
    const target = await createAccount(app);
    const ownAccount = buildPath(getAccount.path, { id: target.id });
    expect((await call('GET', ownAccount, target)).statusCode).toBe(200);

    const locked = await call('PUT', contract.disableAccount.path, master, { accountId: target.id });
    expect(locked.statusCode).toBe(200);
    expect(contract.disableAccount.response.parse(locked.json()).message).toBe(messages.account.lockSuccess);
    expect(await statusOf(target.id)).toBe('locked');
    const refused = await call('GET', ownAccount, target);
    expect(refused.statusCode).toBe(403);
    expect(accountFailureSchema.parse(refused.json()).message).toBe(messages.auth.accountLocked);
    // Public routes still answer, as to an anonymous visitor.
    expect((await call('GET', '/api/health', target)).statusCode).toBe(200);

    const unlocked = await call('PUT', contract.enableAccount.path, master, { accountId: target.id });
    expect(unlocked.statusCode).toBe(200);
    expect(contract.enableAccount.response.parse(unlocked.json()).message).toBe(messages.account.unlockSuccess);
    expect(await statusOf(target.id)).toBe('active');
    // The lock ended that session for good: unlocked, the account signs in again.
    expect((await call('GET', ownAccount, target)).statusCode).toBe(401);
  });

  it('locks an admin too: a locked admin loses staff routes at once', async () => {
    const otherAdmin = await createAccount(app, { roles: ['admin'] });
    await call('PUT', contract.disableAccount.path, master, { accountId: otherAdmin.id });
    expectRefusal(await call('GET', contract.listRoles.path, otherAdmin), 403, messages.auth.accountLocked);
    await call('PUT', contract.enableAccount.path, master, { accountId: otherAdmin.id });
  });

  it('refuses locking or unlocking yourself and another Master', async () => {
    const otherMaster = await createAccount(app, { roles: ['master'] });
    for (const path of [contract.disableAccount.path, contract.enableAccount.path]) {
      expectRefusal(await call('PUT', path, master, { accountId: master.id }), 403, messages.account.cannotLockSelf);
      expectRefusal(await call('PUT', path, master, { accountId: otherMaster.id }), 403, messages.account.cannotLockMaster);
    }
    expect(await statusOf(master.id)).toBe('active');
    expect(await statusOf(otherMaster.id)).toBe('active');
  });

  it('is refused to admins and customers (403) and anonymous callers (401)', async () => {
    const target = await createAccount(app);
    for (const path of [contract.disableAccount.path, contract.enableAccount.path]) {
      expectRefusal(await call('PUT', path, admin, { accountId: target.id }), 403, messages.account.masterOnlyLock);
      expectRefusal(await call('PUT', path, customer, { accountId: target.id }), 403, messages.account.masterOnlyLock);
      expectRefusal(await call('PUT', path, undefined, { accountId: target.id }), 401, messages.common.unauthorized);
    }
    expect(await statusOf(target.id)).toBe('active');
  });

  it('answers 404 for an unknown account and 400 for a missing or bad id', async () => {
    expectRefusal(await call('PUT', contract.disableAccount.path, master, { accountId: newObjectId() }), 404, messages.account.notFound);
    expectRefusal(await call('PUT', contract.disableAccount.path, master, {}), 400, messages.validation.fillAllFields);
    expectRefusal(await call('PUT', contract.enableAccount.path, master, { accountId: 'x' }), 400, messages.common.invalidId);
  });

  it('keeps the role rows consistent: no stray rows after assign/remove', async () => {
    const target = await createAccount(app);
    await call('POST', contract.assignRole.path, master, { accountId: target.id, roleId: roleIds.master });
    const rows = await app.db
      .select()
      .from(accountRoles)
      .where(and(eq(accountRoles.accountId, target.id), eq(accountRoles.roleId, roleIds.master)));
    expect(rows).toHaveLength(1);
    // Now a Master: its roles can no longer be removed and it cannot be locked.
    expectRefusal(await call('POST', contract.removeRole.path, master, { accountId: target.id, roleId: roleIds.master }), 403, messages.roles.cannotRemoveMasterRoles);
    expectRefusal(await call('PUT', contract.disableAccount.path, master, { accountId: target.id }), 403, messages.account.cannotLockMaster);
  });
});

describe('customers: an account without a staff role', () => {
  const accountUrl = (id: string) => buildPath(getAccount.path, { id });

  async function rolesAnswered(target: TestAccount) {
    const res = await call('GET', accountUrl(target.id), target);
    expect(res.statusCode).toBe(200);
    return getAccount.response.parse(res.json()).account.roles;
  }

  it('answers roles: [] wherever the deployed client reads an account; nothing computed, nothing stored, nothing listed', async () => {
    expect(await rolesAnswered(customer)).toEqual([]);
    expect((await rolesAnswered(admin)).map((r) => r.name)).toEqual(['admin']);
    expect((await rolesAnswered(master)).map((r) => r.name)).toEqual(['master']);
    const login = await call('POST', '/api/accounts/login', undefined, { email: customer.email, password: customer.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().roles).toEqual([]);
    const listed = (await call('GET', '/api/accounts', master)).json() as { _id: string; roles: unknown[] }[];
    expect(listed.find((a) => a._id === customer.id)?.roles).toEqual([]);
    const saved = await call('PUT', accountUrl(customer.id), customer, { fullName: customer.fullName });
    expect(saved.json().account.roles).toEqual([]);
    expect(await roleNamesOf(customer.id)).toEqual([]);
    const roleList = contract.listRoles.response.parse((await call('GET', contract.listRoles.path, master)).json());
    expect(roleList.map((r) => r._id)).not.toContain(CUSTOMER_ROLE._id);
  });

  it('grants nothing: a customer is still refused every staff and master route', async () => {
    const target = await createAccount(app);
    const staffOnly = [
      ['GET', contract.listRoles.path],
      ['GET', '/api/accounts/count'],
      ['GET', '/api/accounts'],
      ['GET', accountUrl(admin.id)],
      ['GET', '/api/orders'],
    ] as const;
    for (const [method, url] of staffOnly) expect((await call(method, url, customer)).statusCode, url).toBe(403);
    for (const roleId of [CUSTOMER_ROLE._id, roleIds.admin, roleIds.master]) {
      expect((await call('POST', contract.assignRole.path, customer, { accountId: customer.id, roleId })).statusCode).toBe(403);
      expect((await call('POST', contract.removeRole.path, customer, { accountId: customer.id, roleId })).statusCode).toBe(403);
    }
    expect((await call('PUT', contract.disableAccount.path, customer, { accountId: target.id })).statusCode).toBe(403);
    expect(await roleNamesOf(customer.id)).toEqual([]);
    expect(await statusOf(target.id)).toBe('active');
  });

  it('cannot be turned into admin or master through the profile update, whatever roles it sends', async () => {
    const sent = [[{ _id: roleIds.admin, name: 'admin' }], [{ _id: roleIds.master, name: 'master' }], [roleIds.master], true, 'master'];
    for (const roles of sent) {
      const res = await call('PUT', accountUrl(customer.id), customer, { fullName: customer.fullName, roles });
      expect(res.statusCode).toBe(200);
      expect(res.json().account.roles).toEqual([]);
    }
    expect(await roleNamesOf(customer.id)).toEqual([]);
    expect((await call('GET', '/api/accounts/count', customer)).statusCode).toBe(403);
  });

  it("the deployed client's editor: a customer ([]) gets the picker and is promoted; 'Xóa vai trò' makes them a customer again", async () => {
    const target = await createAccount(app);
    expect(await rolesAnswered(target)).toEqual([]);
    expect((await call('POST', contract.assignRole.path, master, { accountId: target.id, roleId: roleIds.admin })).statusCode).toBe(200);
    expect(await rolesAnswered(target)).toEqual([{ _id: roleIds.admin, name: 'admin' }]);
    expect((await call('GET', '/api/accounts/count', target)).statusCode).toBe(200);
    // One removal per role the editor shows: the account answers [] again and loses the staff routes.
    expect((await call('POST', contract.removeRole.path, master, { accountId: target.id, roleId: roleIds.admin })).statusCode).toBe(200);
    expect(await rolesAnswered(target)).toEqual([]);
    expect((await call('GET', '/api/accounts/count', target)).statusCode).toBe(403);
  });

  it('refuses removing a role the account does not hold (404) and changes nothing', async () => {
    const target = await createAccount(app);
    const staffMember = await createAccount(app, { roles: ['admin'] });
    expectRefusal(await call('POST', contract.removeRole.path, master, { accountId: target.id, roleId: roleIds.admin }), 404, messages.roles.notHeld);
    expectRefusal(await call('POST', contract.removeRole.path, master, { accountId: staffMember.id, roleId: roleIds.master }), 404, messages.roles.notHeld);
    // Removed once, the second removal is refused too: nothing answers 200 without doing anything.
    expect((await call('POST', contract.removeRole.path, master, { accountId: staffMember.id, roleId: roleIds.admin })).statusCode).toBe(200);
    expectRefusal(await call('POST', contract.removeRole.path, master, { accountId: staffMember.id, roleId: roleIds.admin }), 404, messages.roles.notHeld);
    expect(await roleNamesOf(target.id)).toEqual([]);
    expect(await roleNamesOf(staffMember.id)).toEqual([]);
    // A Master's account is still refused first, as before.
    expectRefusal(await call('POST', contract.removeRole.path, master, { accountId: master.id, roleId: roleIds.admin }), 403, messages.roles.cannotRemoveMasterRoles);
  });

  it("has no role of its own to give or take: the customer role's id is unknown to the server (404)", async () => {
    const target = await createAccount(app);
    const staffMember = await createAccount(app, { roles: ['admin'] });
    expectRefusal(await call('POST', contract.assignRole.path, master, { accountId: target.id, roleId: CUSTOMER_ROLE._id }), 404, messages.roles.notFound);
    expectRefusal(await call('POST', contract.removeRole.path, master, { accountId: target.id, roleId: CUSTOMER_ROLE._id }), 404, messages.roles.notFound);
    expectRefusal(await call('POST', contract.removeRole.path, master, { accountId: staffMember.id, roleId: CUSTOMER_ROLE._id }), 404, messages.roles.notFound);
    expect(await roleNamesOf(target.id)).toEqual([]);
    expect(await roleNamesOf(staffMember.id)).toEqual(['admin']);
  });

  it('is found by its name in the accounts list search, without the staff', async () => {
    const buyer = await createAccount(app, { fullName: 'Bùi Văn Tư' });
    const staffMember = await createAccount(app, { roles: ['admin'], fullName: 'Lý Quản Trị' });
    const res = await call('GET', `/api/accounts?q=${encodeURIComponent('khach hang')}`, master);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { _id: string }[]).map((a) => a._id);
    expect(ids).toContain(buyer.id);
    expect(ids).not.toContain(staffMember.id);
  });
});
