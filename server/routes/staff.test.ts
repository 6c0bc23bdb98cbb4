import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { errorResponseSchema } from '../../contract/common';
import { buildPath } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import { createStaff, deleteStaff, getStaff, listStaff, updateStaff, type StaffBody } from '../../contract/staff';
import { staff } from '../db/schema';
import { createRoleAccounts, type TestAccount } from '../test/fixtures';
import { carriesBase64Image, insertStaffPosition, MISSING_ID, oversizedDataUrl, pngDataUrl, textDataUrl } from '../test/catalog-fixtures';
import { createTestApp } from '../test/test-app';
import type { App } from '../app';

describe('staff', () => {
  let app: App;
  let customer: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;
  let technician: { id: string; name: string };
  let advisor: { id: string; name: string };

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin, master } = await createRoleAccounts(app));
    technician = await insertStaffPosition(app, 'Kỹ thuật viên');
    advisor = await insertStaffPosition(app, 'Cố vấn dịch vụ');
  });
  afterAll(() => app.close());

  function body(overrides: Partial<StaffBody> = {}): StaffBody {
    return { name: 'Nguyễn Văn An', phone: '0903123456', position: 'Trưởng nhóm máy', catestaff_id: technician.id, image: '', ...overrides };
  }

  async function create(overrides: Partial<StaffBody> = {}) {
    const res = await app.inject({ method: 'POST', url: createStaff.path, headers: master.headers, payload: body(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return createStaff.response.parse(res.json());
  }

  async function staffCount() {
    const [row] = await app.db.select({ n: count() }).from(staff);
    return row!.n;
  }

  it('creates staff with the position populated, and lists them newest first without base64', async () => {
    const first = await create({ image: pngDataUrl('image/jpeg', 'staff-1') });
    expect(first.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(first.catestaff_id).toEqual({ _id: technician.id, name: technician.name });
    const second = await create({ name: 'Trần Thị Bích', catestaff_id: { _id: advisor.id, name: advisor.name }, image: '' });
    expect(second.image).toBeNull();
    expect(second.catestaff_id.name).toBe('Cố vấn dịch vụ');

    const res = await app.inject({ method: 'GET', url: listStaff.path });
    expect(carriesBase64Image(res.body)).toBe(false);
    expect(listStaff.response.parse(res.json()).map((s) => s.name)).toEqual(['Trần Thị Bích', 'Nguyễn Văn An']);
    const one = await app.inject({ method: 'GET', url: buildPath(getStaff.path, { id: first._id }) });
    expect(getStaff.response.parse(one.json())).toEqual(first);
  });

  it.each([
    ['a missing name', { name: '' }, 400, messages.validation.fillAllFields],
    ['a one-letter name', { name: 'A' }, 400, 'Tên phải có ít nhất 2 ký tự'],
    ['a 9-digit phone', { phone: '090312345' }, 400, 'Số điện thoại phải có 10 chữ số'],
    ['a phone with letters', { phone: '09031234ab' }, 400, messages.validation.phoneInvalid],
    ['a missing position', { position: ' ' }, 400, messages.validation.fillAllFields],
    ['a missing staff position', { catestaff_id: '' }, 400, messages.validation.fillAllFields],
    ['an unknown staff position', { catestaff_id: MISSING_ID }, 400, messages.staffPositions.notFound],
    ['a text file as image', { image: textDataUrl }, 400, messages.validation.imageInvalidType],
    ['an image over 5 MB', { image: oversizedDataUrl() }, 413, 'Kích thước ảnh không được vượt quá 5MB'],
  ])('refuses %s and stores nothing', async (_, overrides, status, message) => {
    const before = await staffCount();
    const res = await app.inject({ method: 'POST', url: createStaff.path, headers: master.headers, payload: body(overrides) });
    expect(res.statusCode).toBe(status);
    expect(errorResponseSchema.parse(res.json()).message).toBe(message);
    expect(await staffCount()).toBe(before);
  });

  it('edits staff, keeping the picture when the form sends its URL back or null', async () => {
    const original = await create({ name: 'Phạm Minh Đức', image: pngDataUrl('image/png', 'staff-2') });
    const url = buildPath(updateStaff.path, { id: original._id });
    const sameUrl = await app.inject({
      method: 'PUT',
      url,
      headers: master.headers,
      payload: body({ name: 'Phạm Minh Đức', phone: '0987654321', catestaff_id: advisor.id, image: original.image! }),
    });
    expect(sameUrl.statusCode, sameUrl.body).toBe(200);
    const updated = updateStaff.response.parse(sameUrl.json());
    expect(updated.phone).toBe('0987654321');
    expect(updated.catestaff_id._id).toBe(advisor.id);
    expect(updated.image).toBe(original.image);

    const withNull = updateStaff.response.parse((await app.inject({ method: 'PUT', url, headers: master.headers, payload: { ...body(), image: null } })).json());
    expect(withNull.image).toBe(original.image);

    const removed = updateStaff.response.parse((await app.inject({ method: 'PUT', url, headers: master.headers, payload: body({ image: '' }) })).json());
    expect(removed.image).toBeNull();
  });

  it('refuses invalid edits with the same messages', async () => {
    const original = await create({ name: 'Võ Thành Nam' });
    const res = await app.inject({ method: 'PUT', url: buildPath(updateStaff.path, { id: original._id }), headers: master.headers, payload: body({ phone: '12345' }) });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).message).toBe(messages.validation.phoneInvalid);
  });

  it('deletes with the English success marker the deployed screen checks', async () => {
    const target = await create({ name: 'Đặng Quốc Huy' });
    const res = await app.inject({ method: 'DELETE', url: buildPath(deleteStaff.path, { id: target._id }), headers: master.headers });
    expect(res.statusCode).toBe(200);
    expect(deleteStaff.response.parse(res.json())).toEqual({ status: 'success', message: messages.staff.deleteSuccess });
    expect((await app.inject({ method: 'GET', url: buildPath(getStaff.path, { id: target._id }) })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown staff member', async () => {
    for (const call of [
      { method: 'GET' as const, url: buildPath(getStaff.path, { id: MISSING_ID }) },
      { method: 'PUT' as const, url: buildPath(updateStaff.path, { id: MISSING_ID }), payload: body() },
      { method: 'DELETE' as const, url: buildPath(deleteStaff.path, { id: MISSING_ID }) },
    ]) {
      const res = await app.inject({ ...call, headers: master.headers });
      expect(res.statusCode).toBe(404);
      expect(errorResponseSchema.parse(res.json()).message).toBe(messages.staff.notFound);
    }
  });

  it('is master-only: anonymous 401, customer 403, admin 403', async () => {
    const target = await create({ name: 'Huỳnh Gia Bảo' });
    const writes = [
      { method: 'POST' as const, url: createStaff.path, payload: body() },
      { method: 'PUT' as const, url: buildPath(updateStaff.path, { id: target._id }), payload: body() },
      { method: 'DELETE' as const, url: buildPath(deleteStaff.path, { id: target._id }) },
    ];
    for (const write of writes) {
      expect((await app.inject(write)).statusCode).toBe(401);
      expect((await app.inject({ ...write, headers: customer.headers })).statusCode).toBe(403);
      expect((await app.inject({ ...write, headers: admin.headers })).statusCode).toBe(403);
    }
  });
});
