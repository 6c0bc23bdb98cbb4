import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import {
  createStaffPosition,
  deleteStaffPosition,
  getStaffPosition,
  listStaffPositions,
  updateStaffPosition,
} from '../../contract/staff-positions';
import { staff } from '../db/schema';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { MISSING_ID } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('staff positions (/api/categoriesStaff)', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin, master } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  async function create(name: string) {
    const res = await app.inject({ method: 'POST', url: createStaffPosition.path, headers: master.headers, payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return createStaffPosition.response.parse(res.json());
  }

  it('creates, lists newest first, reads and renames positions as master', async () => {
    const first = await create('Kỹ thuật viên');
    const second = await create('Cố vấn dịch vụ');
    const list = listStaffPositions.response.parse((await app.inject({ method: 'GET', url: listStaffPositions.path })).json());
    expect(list.map((p) => p.name)).toEqual(['Cố vấn dịch vụ', 'Kỹ thuật viên']);
    // The deployed screen sorts by the time in the id.
    expect(parseInt(second._id.slice(0, 8), 16)).toBeGreaterThanOrEqual(parseInt(first._id.slice(0, 8), 16));

    const read = await app.inject({ method: 'GET', url: buildPath(getStaffPosition.path, { id: first._id }) });
    expect(getStaffPosition.response.parse(read.json())).toEqual(first);

    const renamed = await app.inject({
      method: 'PUT',
      url: buildPath(updateStaffPosition.path, { id: first._id }),
      headers: master.headers,
      payload: { name: 'Kỹ thuật viên chính' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(updateStaffPosition.response.parse(renamed.json()).name).toBe('Kỹ thuật viên chính');
  });

  it('refuses a blank name (400) and a duplicate name (409)', async () => {
    const blank = await app.inject({ method: 'POST', url: createStaffPosition.path, headers: master.headers, payload: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(errorResponseSchema.parse(blank.json()).message).toBe(messages.staffPositions.nameRequired);
    await create('Quản lý xưởng');
    const duplicate = await app.inject({ method: 'POST', url: createStaffPosition.path, headers: master.headers, payload: { name: 'quản lý xưởng' } });
    expect(duplicate.statusCode).toBe(409);
    expect(errorResponseSchema.parse(duplicate.json()).message).toBe(messages.staffPositions.nameTaken);
  });

  it('deletes in the shape the deployed screen reads: status 200 and data.message in the body', async () => {
    const position = await create('Thực tập sinh');
    const res = await app.inject({ method: 'DELETE', url: buildPath(deleteStaffPosition.path, { id: position._id }), headers: master.headers });
    expect(res.statusCode).toBe(200);
    const body = deleteStaffPosition.response.parse(res.json());
    expect(body).toEqual({
      status: 200,
      message: messages.staffPositions.deleteSuccess,
      data: { message: messages.staffPositions.deleteSuccess },
    });
  });

  it('refuses to delete a position that still has staff (409)', async () => {
    const position = await create('Thợ sơn');
    await app.db.insert(staff).values({ name: 'Lê Văn Cường', phone: '0901234567', position: 'Thợ sơn', positionId: position._id });
    const res = await app.inject({ method: 'DELETE', url: buildPath(deleteStaffPosition.path, { id: position._id }), headers: master.headers });
    expect(res.statusCode).toBe(409);
    expect(errorResponseSchema.parse(res.json()).message).toBe(messages.staffPositions.inUse);
  });

  it('answers 404 for an unknown position', async () => {
    for (const call of [
      { method: 'GET' as const, url: buildPath(getStaffPosition.path, { id: MISSING_ID }) },
      { method: 'PUT' as const, url: buildPath(updateStaffPosition.path, { id: MISSING_ID }), payload: { name: 'Mới' } },
      { method: 'DELETE' as const, url: buildPath(deleteStaffPosition.path, { id: MISSING_ID }) },
    ]) {
      const res = await app.inject({ ...call, headers: master.headers });
      expect(res.statusCode).toBe(404);
      expect(errorResponseSchema.parse(res.json()).message).toBe(messages.staffPositions.notFound);
    }
  });

  it('is master-only: anonymous 401, customer 403, admin 403', async () => {
    const position = await create('Bảo vệ');
    const writes = [
      { method: 'POST' as const, url: createStaffPosition.path, payload: { name: 'Khác' } },
      { method: 'PUT' as const, url: buildPath(updateStaffPosition.path, { id: position._id }), payload: { name: 'Khác' } },
      { method: 'DELETE' as const, url: buildPath(deleteStaffPosition.path, { id: position._id }) },
    ];
    for (const write of writes) {
      expect((await app.inject(write)).statusCode).toBe(401);
      const asCustomer = await app.inject({ ...write, headers: customer.headers });
      expect(asCustomer.statusCode).toBe(403);
      expect(errorResponseSchema.parse(asCustomer.json()).message).toBe(messages.guard.masterOnly);
      const asAdmin = await app.inject({ ...write, headers: admin.headers });
      expect(asAdmin.statusCode).toBe(403);
      expect(errorResponseSchema.parse(asAdmin.json()).message).toBe(messages.guard.masterOnly);
    }
    expect((await app.inject({ method: 'GET', url: buildPath(getStaffPosition.path, { id: position._id }) })).statusCode).toBe(200);
  });
});
