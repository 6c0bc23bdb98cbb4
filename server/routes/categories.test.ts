import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from '../../contract/categories';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { categories, products } from '../db/schema';
import { MISSING_ID } from '../test/catalog-fixtures';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { newObjectId } from '../lib/object-id';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('GET /api/categories', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers an empty bare array when there are no categories', async () => {
    const res = await app.inject({ method: 'GET', url: listCategories.path });
    expect(res.statusCode).toBe(200);
    expect(listCategories.response.parse(res.json())).toEqual([]);
  });

  it('lists categories newest first, matching the contract', async () => {
    const older = new Date('2026-01-01T00:00:00Z');
    const newer = new Date('2026-02-01T00:00:00Z');
    await app.db.insert(categories).values([
      { id: newObjectId(older), name: 'Bảo dưỡng định kỳ', createdAt: older, updatedAt: older },
      { id: newObjectId(newer), name: 'Sửa chữa động cơ', createdAt: newer, updatedAt: newer },
    ]);
    // Written past the API: the list answered above is still in the cache of public answers.
    await app.publicCache.invalidate();
    const res = await app.inject({ method: 'GET', url: listCategories.path });
    const body = listCategories.response.parse(res.json());
    expect(body.map((c) => c.name)).toEqual(['Sửa chữa động cơ', 'Bảo dưỡng định kỳ']);
    expect(body[0]?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(parseInt(body[0]!._id.slice(0, 8), 16)).toBe(newer.getTime() / 1000);
  });
});

describe('category management', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin, master } = await createRoleAccounts(app));
  });
  afterAll(() => app.close());

  async function createAs(account: TestAccount, name: unknown) {
    return app.inject({ method: 'POST', url: createCategory.path, headers: account.headers, payload: { name } });
  }

  it('creates, reads, renames and deletes a category as admin or master', async () => {
    const created = await createAs(admin, '  Chăm sóc nội thất  ');
    expect(created.statusCode).toBe(201);
    const category = createCategory.response.parse(created.json());
    expect(category.name).toBe('Chăm sóc nội thất');

    const read = await app.inject({ method: 'GET', url: buildPath(getCategory.path, { id: category._id }) });
    expect(getCategory.response.parse(read.json())).toEqual(category);

    const renamed = await app.inject({
      method: 'PUT',
      url: buildPath(updateCategory.path, { id: category._id }),
      headers: master.headers,
      payload: { name: 'Chăm sóc nội thất ô tô' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(updateCategory.response.parse(renamed.json()).name).toBe('Chăm sóc nội thất ô tô');

    const removed = await app.inject({ method: 'DELETE', url: buildPath(deleteCategory.path, { id: category._id }), headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect(deleteCategory.response.parse(removed.json())).toEqual({ message: messages.categories.deleteSuccess });
    const gone = await app.inject({ method: 'GET', url: buildPath(getCategory.path, { id: category._id }) });
    expect(gone.statusCode).toBe(404);
    expect(errorResponseSchema.parse(gone.json()).message).toBe(messages.categories.notFound);
  });

  it('refuses a blank or missing name with 400', async () => {
    for (const name of ['   ', undefined, 42]) {
      const res = await createAs(admin, name);
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).message).toBe(messages.categories.nameRequired);
    }
  });

  it('refuses a duplicate name, whatever its case, with 409 on create and on rename', async () => {
    expect((await createAs(admin, 'Cứu hộ giao thông')).statusCode).toBe(201);
    const duplicate = await createAs(master, 'CỨU HỘ GIAO THÔNG');
    expect(duplicate.statusCode).toBe(409);
    expect(errorResponseSchema.parse(duplicate.json()).message).toBe(messages.categories.nameTaken);

    const other = createCategory.response.parse((await createAs(admin, 'Độ đèn xe')).json());
    const rename = await app.inject({
      method: 'PUT',
      url: buildPath(updateCategory.path, { id: other._id }),
      headers: admin.headers,
      payload: { name: 'cứu hộ giao thông' },
    });
    expect(rename.statusCode).toBe(409);
    // Keeping its own name is not a clash.
    const same = await app.inject({
      method: 'PUT',
      url: buildPath(updateCategory.path, { id: other._id }),
      headers: admin.headers,
      payload: { name: 'Độ đèn xe' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('says how many services each category holds, on every answer, so the back office knows before deleting', async () => {
    const category = createCategory.response.parse((await createAs(admin, 'Gầm - chống rỉ')).json());
    expect(category.productCount).toBe(0);
    await app.db.insert(products).values([
      { name: 'Phủ gầm', price: 900_000, quantity: 3, categoryId: category._id },
      { name: 'Sơn chống rỉ', price: 600_000, quantity: 5, categoryId: category._id },
    ]);
    await app.publicCache.invalidate();
    const list = listCategories.response.parse((await app.inject({ method: 'GET', url: `${listCategories.path}?page=1&limit=10` })).json());
    expect(list.find((c) => c._id === category._id)?.productCount).toBe(2);
    expect(list.filter((c) => c._id !== category._id).every((c) => c.productCount === 0)).toBe(true);
    const read = getCategory.response.parse((await app.inject({ method: 'GET', url: buildPath(getCategory.path, { id: category._id }) })).json());
    expect(read.productCount).toBe(2);
    const renamed = await app.inject({ method: 'PUT', url: buildPath(updateCategory.path, { id: category._id }), headers: admin.headers, payload: { name: 'Gầm xe' } });
    expect(updateCategory.response.parse(renamed.json()).productCount).toBe(2);
  });

  it('refuses to delete a category that still has services (409) and keeps it', async () => {
    const category = createCategory.response.parse((await createAs(admin, 'Lốp xe')).json());
    await app.db.insert(products).values({ name: 'Thay lốp', price: 1_200_000, quantity: 4, categoryId: category._id });
    const res = await app.inject({ method: 'DELETE', url: buildPath(deleteCategory.path, { id: category._id }), headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(errorResponseSchema.parse(res.json()).message).toBe(messages.categories.inUse);
    expect((await app.inject({ method: 'GET', url: buildPath(getCategory.path, { id: category._id }) })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown category on rename and delete', async () => {
    const rename = await app.inject({ method: 'PUT', url: buildPath(updateCategory.path, { id: MISSING_ID }), headers: admin.headers, payload: { name: 'Mới' } });
    expect(rename.statusCode).toBe(404);
    const remove = await app.inject({ method: 'DELETE', url: buildPath(deleteCategory.path, { id: MISSING_ID }), headers: admin.headers });
    expect(remove.statusCode).toBe(404);
  });

  it('refuses anonymous callers (401) and customers (403) on every write', async () => {
    const category = createCategory.response.parse((await createAs(admin, 'Kính xe')).json());
    const writes = [
      { method: 'POST' as const, url: createCategory.path, payload: { name: 'Khác' } },
      { method: 'PUT' as const, url: buildPath(updateCategory.path, { id: category._id }), payload: { name: 'Khác' } },
      { method: 'DELETE' as const, url: buildPath(deleteCategory.path, { id: category._id }) },
    ];
    for (const write of writes) {
      expect((await app.inject(write)).statusCode).toBe(401);
      expect((await app.inject({ ...write, headers: customer.headers })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: buildPath(getCategory.path, { id: category._id }) })).statusCode).toBe(200);
  });
});
