import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { createStaff, deleteStaff, updateStaff } from '../../contract/staff';
import { createStaffPosition, deleteStaffPosition, updateStaffPosition } from '../../contract/staff-positions';
import { createCategory, deleteCategory, updateCategory } from '../../contract/categories';
import { deleteOrder, listOrders, updateOrderStatus } from '../../contract/orders';
import { deleteAccount, listAccounts, updateAccount } from '../../contract/accounts';
import { assignRole, disableAccount, enableAccount, removeRole } from '../../contract/roles';
import { accounts, categories, products, roles, staff } from '../db/schema';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { insertCategory, insertStaffPosition } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

/**
 * Who may do what on the manager screens, and the exact Vietnamese text of each refusal:
 * the spec's own "Chỉ Master mới có quyền ..." texts, not one generic 403.
 */
let app: App;
let customer: TestAccount;
let admin: TestAccount;
let master: TestAccount;

beforeAll(async () => {
  app = await createTestApp();
  ({ customer, admin, master } = await createRoleAccounts(app));
});
afterAll(() => app.close());

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

async function send(call: Call, account?: TestAccount) {
  return app.inject({ ...call, headers: account?.headers ?? {} });
}

async function expectRefusal(call: Call, account: TestAccount | undefined, status: number, message: string) {
  const res = await send(call, account);
  expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(status);
  expect(errorResponseSchema.parse(res.json()).message, `${call.method} ${call.url}`).toBe(message);
}

describe('master-only screens: staff and staff positions', () => {
  it("refuses a customer and an admin every write with 'Chỉ Master mới có quyền truy cập trang này'", async () => {
    const position = await insertStaffPosition(app, 'Kỹ thuật viên');
    const [member] = await app.db.insert(staff).values({ name: 'Nguyễn Văn An', phone: '0903123456', position: 'Thợ máy', positionId: position.id }).returning();
    const staffBody = { name: 'Trần Văn Bình', phone: '0903000111', position: 'Thợ điện', catestaff_id: position.id, image: '' };
    const calls: Call[] = [
      { method: 'POST', url: createStaff.path, payload: staffBody },
      { method: 'PUT', url: buildPath(updateStaff.path, { id: member!.id }), payload: staffBody },
      { method: 'DELETE', url: buildPath(deleteStaff.path, { id: member!.id }) },
      { method: 'POST', url: createStaffPosition.path, payload: { name: 'Bảo vệ' } },
      { method: 'PUT', url: buildPath(updateStaffPosition.path, { id: position.id }), payload: { name: 'Bảo vệ' } },
      { method: 'DELETE', url: buildPath(deleteStaffPosition.path, { id: position.id }) },
      { method: 'GET', url: listAccounts.path },
    ];
    for (const call of calls) {
      await expectRefusal(call, undefined, 401, messages.common.unauthorized);
      await expectRefusal(call, customer, 403, messages.guard.masterOnly);
      await expectRefusal(call, admin, 403, messages.guard.masterOnly);
    }
    // Nothing changed; a master may.
    expect(await app.db.select().from(staff).where(eq(staff.id, member!.id))).toHaveLength(1);
    expect((await send(calls[0]!, master)).statusCode).toBe(201);
  });

  it('refuses deleting a position or category still in use with 409 and says why', async () => {
    const position = await insertStaffPosition(app, 'Thu ngân');
    await app.db.insert(staff).values({ name: 'Lê Thị Cúc', phone: '0903222333', position: 'Thu ngân', positionId: position.id });
    await expectRefusal({ method: 'DELETE', url: buildPath(deleteStaffPosition.path, { id: position.id }) }, master, 409, messages.staffPositions.inUse);
    const category = await insertCategory(app, 'Điện ô tô');
    await app.db.insert(products).values({ name: 'Thay bugi', price: 300_000, quantity: 3, categoryId: category.id });
    await expectRefusal({ method: 'DELETE', url: buildPath(deleteCategory.path, { id: category.id }) }, admin, 409, messages.categories.inUse);
    expect(await app.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
  });
});

describe('admin-or-master screens: categories and orders', () => {
  it('lets an admin and a master write categories; refuses a customer (403) and anonymous callers (401)', async () => {
    const category = await insertCategory(app, 'Đồng sơn');
    const calls: Call[] = [
      { method: 'POST', url: createCategory.path, payload: { name: 'Nội thất' } },
      { method: 'PUT', url: buildPath(updateCategory.path, { id: category.id }), payload: { name: 'Đồng sơn cao cấp' } },
      { method: 'DELETE', url: buildPath(deleteCategory.path, { id: category.id }) },
    ];
    for (const call of calls) {
      await expectRefusal(call, undefined, 401, messages.common.unauthorized);
      await expectRefusal(call, customer, 403, messages.common.forbidden);
    }
    expect((await send(calls[0]!, admin)).statusCode).toBe(201);
    expect((await send(calls[1]!, master)).statusCode).toBe(200);
    expect((await send(calls[2]!, admin)).statusCode).toBe(200);
  });

  it('refuses the order list and status changes to a customer', async () => {
    await expectRefusal({ method: 'GET', url: listOrders.path }, customer, 403, messages.common.forbidden);
    const url = buildPath(updateOrderStatus.path, { id: '0123456789abcdef01234567' });
    await expectRefusal({ method: 'PUT', url, payload: { status: 'completed' } }, customer, 403, messages.common.forbidden);
    expect((await send({ method: 'GET', url: listOrders.path }, admin)).statusCode).toBe(200);
    // A customer's delete reaches the service, which lets them delete only their own pending order.
    expect((await send({ method: 'DELETE', url: buildPath(deleteOrder.path, { id: '0123456789abcdef01234567' }) }, customer)).statusCode).toBe(404);
  });
});

describe('account management refusals carry the spec texts', () => {
  let roleIds: { admin: string };

  beforeAll(async () => {
    const [adminRole] = await app.db.select().from(roles).where(eq(roles.name, 'admin'));
    roleIds = { admin: adminRole!.id };
  });

  it('lock/unlock, delete, role removal and role assignment by a non-master', async () => {
    const target = await createAccount(app);
    for (const caller of [customer, admin]) {
      for (const path of [enableAccount.path, disableAccount.path]) {
        await expectRefusal({ method: 'PUT', url: path, payload: { accountId: target.id } }, caller, 403, 'Chỉ Master mới có quyền khóa/mở tài khoản');
      }
      await expectRefusal({ method: 'DELETE', url: buildPath(deleteAccount.path, { id: target.id }) }, caller, 403, 'Chỉ Master mới có quyền xóa tài khoản');
      await expectRefusal({ method: 'POST', url: removeRole.path, payload: { accountId: target.id, roleId: roleIds.admin } }, caller, 403, 'Chỉ Master mới có quyền xóa vai trò');
      await expectRefusal({ method: 'POST', url: assignRole.path, payload: { accountId: target.id, roleId: roleIds.admin } }, caller, 403, 'Chỉ Master mới có quyền thay đổi tài khoản!');
    }
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, target.id));
    expect(row?.status).toBe('active');
  });

  it("editing another account: a non-master editing a master, a non-master editing anyone, a master editing a master", async () => {
    const other = await createAccount(app);
    const otherMaster = await createAccount(app, { roles: ['master'] });
    const edit = (id: string, payload: Record<string, unknown>): Call => ({ method: 'PUT', url: buildPath(updateAccount.path, { id }), payload });
    await expectRefusal(edit(master.id, { fullName: 'Bị Đổi' }), admin, 403, 'Chỉ Master mới có quyền chỉnh sửa tài khoản Master');
    await expectRefusal(edit(other.id, { fullName: 'Bị Đổi', status: false }), admin, 403, 'Chỉ Master mới có quyền thay đổi tài khoản!');
    await expectRefusal(edit(other.id, { status: false }), customer, 403, 'Chỉ Master mới có quyền thay đổi tài khoản!');
    await expectRefusal(edit(otherMaster.id, { fullName: 'Bị Đổi' }), master, 403, 'Không thể chỉnh sửa tài khoản Master!');
  });

  it('locking or deleting yourself', async () => {
    await expectRefusal({ method: 'PUT', url: disableAccount.path, payload: { accountId: master.id } }, master, 403, 'Không thể khóa tài khoản của chính mình');
    await expectRefusal({ method: 'PUT', url: buildPath(updateAccount.path, { id: master.id }), payload: { status: false } }, master, 403, 'Không thể khóa tài khoản của chính mình');
    await expectRefusal({ method: 'DELETE', url: buildPath(deleteAccount.path, { id: master.id }) }, master, 403, 'Không thể khóa tài khoản của chính mình');
    expect((await send({ method: 'GET', url: listAccounts.path }, master)).statusCode).toBe(200);
  });
});
