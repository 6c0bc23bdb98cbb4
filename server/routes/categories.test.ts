import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCategories } from '../../contract/categories';
import { categories } from '../db/schema';
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
    const res = await app.inject({ method: 'GET', url: listCategories.path });
    const body = listCategories.response.parse(res.json());
    expect(body.map((c) => c.name)).toEqual(['Sửa chữa động cơ', 'Bảo dưỡng định kỳ']);
    expect(body[0]?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(parseInt(body[0]!._id.slice(0, 8), 16)).toBe(newer.getTime() / 1000);
  });
});
