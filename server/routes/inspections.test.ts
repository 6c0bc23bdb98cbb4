// @postgres: the same rules on the Postgres server (scripts/test-pg.mjs runs this file there too).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPath } from '../../contract/endpoint';
import {
  createInspectionTemplate,
  listInspectionTemplates,
  saveInspection,
  updateInspectionTemplate,
  type Inspection,
  type InspectionTemplate,
} from '../../contract/inspections';
import { format, messages } from '../../contract/messages';
import type { RepairStep } from '../../contract/repair-steps';
import { getRepair, moveRepair, openRepair, type RepairDetail } from '../../contract/repairs';
import type { App } from '../app';
import { images, repairInspections, repairOrders } from '../db/schema';
import { MISSING_ID, pngDataUrl } from '../test/catalog-fixtures';
import { createAccount, createRoleAccounts, type TestAccount } from '../test/fixtures';
import { createTestApp } from '../test/test-app';

describe('inspections', () => {
  let app: App;
  let customer: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;
  let master: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer, admin, master } = await createRoleAccounts(app));
    stranger = await createAccount(app);
  });
  afterAll(() => app.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: TestAccount | null, payload?: unknown) =>
    app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const templateUrl = (id: string) => buildPath(updateInspectionTemplate.path, { id });
  const inspectionUrl = (id: string) => buildPath(saveInspection.path, { id });

  let names = 0;
  async function newTemplate(labels = ['Phanh trước', 'Lốp và áp suất', 'Dầu máy']) {
    names += 1;
    const res = await send('POST', createInspectionTemplate.path, master, { name: `Mẫu thử ${names}`, points: labels.map((label) => ({ label })) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<InspectionTemplate>();
  }

  let plates = 0;
  /** A walk-in job moved on to `step` (skipping steps with a reason), belonging to `owner` when given. */
  async function jobAt(step: RepairStep, owner?: TestAccount) {
    plates += 1;
    const opened = await send('POST', openRepair.path, admin, {
      fullName: 'Trần Thị Lan',
      numberPhone: `09771${String(10000 + plates).slice(-5)}`,
      branch: 'quan-12',
      plate: `59K${String(20000 + plates).slice(-5)}`,
      odometerKm: 45000,
      fuelLevel: 50,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    let job = opened.json<RepairDetail>();
    if (step !== 'received') {
      const moved = await send('POST', buildPath(moveRepair.path, { id: job._id }), admin, { step, version: job.version, note: 'Chuyển để thử kết quả kiểm tra.' });
      expect(moved.statusCode, moved.body).toBe(200);
      job = moved.json<RepairDetail>();
    }
    if (owner) await app.db.update(repairOrders).set({ accountId: owner.id }).where(eq(repairOrders.id, job._id));
    return job;
  }

  /** The refusal's words: its message, or one of its fields' messages. */
  const refusalTexts = (body: string) => {
    const parsed = JSON.parse(body) as { message: string; errors?: Array<{ message: string }> };
    return [parsed.message, ...(parsed.errors ?? []).map((error) => error.message)];
  };

  const ratings = (template: InspectionTemplate, status: 'good' | 'watch' | 'urgent' = 'good') =>
    template.points.map((point) => ({ id: point.id, status, note: '', photos: [] as string[] }));

  describe('templates', () => {
    it('are kept by the master only: staff read them, a customer cannot, staff cannot change them', async () => {
      const template = await newTemplate();
      expect(template.points.map((point) => point.label)).toEqual(['Phanh trước', 'Lốp và áp suất', 'Dầu máy']);
      expect(new Set(template.points.map((point) => point.id)).size).toBe(3);

      const listed = await send('GET', listInspectionTemplates.path, admin);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<InspectionTemplate[]>().map((item) => item._id)).toContain(template._id);
      expect((await send('GET', listInspectionTemplates.path, customer)).statusCode).toBe(403);
      expect((await send('GET', listInspectionTemplates.path, null)).statusCode).toBe(401);

      const byStaff = await send('POST', createInspectionTemplate.path, admin, { name: 'Mẫu của nhân viên', points: [{ label: 'Đèn' }] });
      expect(byStaff.statusCode).toBe(403);
      expect(byStaff.json<{ message: string }>().message).toBe(messages.guard.masterOnly);
      expect((await send('PUT', templateUrl(template._id), admin, { name: 'Đổi tên', points: [{ label: 'Đèn' }] })).statusCode).toBe(403);
      expect((await send('DELETE', templateUrl(template._id), admin)).statusCode).toBe(403);
    });

    it('keep a renamed or moved point its id, give a new point a new id, and refuse an id that is not theirs', async () => {
      const template = await newTemplate();
      const [brakes, tyres, oil] = template.points;
      const res = await send('PUT', templateUrl(template._id), master, {
        name: template.name,
        points: [{ id: oil!.id, label: 'Dầu động cơ' }, { id: brakes!.id, label: 'Phanh trước' }, { label: 'Ắc quy' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json<InspectionTemplate>();
      expect(updated.points.map((point) => point.label)).toEqual(['Dầu động cơ', 'Phanh trước', 'Ắc quy']);
      expect(updated.points[0]!.id).toBe(oil!.id);
      expect(updated.points[1]!.id).toBe(brakes!.id);
      expect([brakes!.id, tyres!.id, oil!.id]).not.toContain(updated.points[2]!.id);

      const foreign = (await newTemplate(['Đèn pha'])).points[0]!.id;
      const refused = await send('PUT', templateUrl(template._id), master, { name: template.name, points: [{ id: foreign, label: 'Đèn pha' }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(messages.inspections.pointUnknown);
      expect((await send('PUT', templateUrl(MISSING_ID), master, { name: 'Không có', points: [{ label: 'Đèn' }] })).statusCode).toBe(404);
    });

    it('refuse bad input in Vietnamese: no name, no points, a blank or repeated point, a name taken', async () => {
      const template = await newTemplate();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: '  ', points: [{ label: 'Đèn' }] }, messages.inspections.templateNameRequired],
        [{ name: 'Mẫu trống', points: [] }, messages.inspections.pointsRequired],
        [{ name: 'Mẫu trống' }, messages.inspections.pointsRequired],
        [{ name: 'Mẫu có dòng trống', points: [{ label: 'Đèn' }, { label: ' ' }] }, messages.inspections.pointLabelRequired],
        [{ name: 'Mẫu lặp', points: [{ label: 'Đèn pha' }, { label: 'đèn  PHA' }] }, format(messages.inspections.pointLabelDuplicate, { label: 'đèn  PHA' })],
      ];
      for (const [payload, message] of cases) {
        const res = await send('POST', createInspectionTemplate.path, master, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refusalTexts(res.body)).toContain(message);
      }
      const taken = await send('POST', createInspectionTemplate.path, master, { name: template.name.toUpperCase(), points: [{ label: 'Đèn' }] });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<{ message: string }>().message).toBe(format(messages.inspections.templateNameTaken, { name: template.name.toUpperCase() }));
    });
  });

  describe('filling', () => {
    it('is staff work at "Kiểm tra": every point rated, its photos stored, the customer of the job sees it', async () => {
      const template = await newTemplate();
      const job = await jobAt('inspection', customer);
      const points = ratings(template);
      points[0] = { ...points[0]!, status: 'urgent', note: 'Má phanh mòn còn 2 mm.', photos: [pngDataUrl('image/png', 'phanh')] };
      points[2] = { ...points[2]!, status: 'watch', note: '  Dầu hơi đen.  ' };
      const res = await send('PUT', inspectionUrl(job._id), admin, { version: 0, templateId: template._id, points: [...points].reverse() });
      expect(res.statusCode, res.body).toBe(200);
      const inspection = res.json<Inspection>();
      expect(inspection.templateName).toBe(template.name);
      expect(inspection.staff?._id).toBe(admin.id);
      // In the template's order, whatever the order sent.
      expect(inspection.points.map((point) => [point.label, point.status, point.note])).toEqual([
        ['Phanh trước', 'urgent', 'Má phanh mòn còn 2 mm.'],
        ['Lốp và áp suất', 'good', ''],
        ['Dầu máy', 'watch', 'Dầu hơi đen.'],
      ]);
      expect(inspection.points[0]!.photos).toHaveLength(1);
      expect(inspection.points[0]!.photos[0]).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
      const hash = inspection.points[0]!.photos[0]!.slice('/media/'.length, -'.png'.length);
      expect(await app.db.select({ id: images.id }).from(images).where(eq(images.id, hash))).toHaveLength(1);

      const seen = await send('GET', buildPath(getRepair.path, { id: job._id }), customer);
      expect(seen.statusCode).toBe(200);
      expect(seen.json<RepairDetail>().inspection?.points.map((point) => point.status)).toEqual(['urgent', 'good', 'watch']);
      expect((await send('GET', buildPath(getRepair.path, { id: job._id }), stranger)).statusCode).toBe(404);

      // Corrected later: a stored photo comes back as its address and stays.
      const again = ratings(template, 'good');
      again[0] = { ...again[0]!, photos: inspection.points[0]!.photos };
      const corrected = await send('PUT', inspectionUrl(job._id), admin, { version: 1, templateId: template._id, points: again });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(corrected.json<Inspection>().points[0]).toMatchObject({ status: 'good', photos: inspection.points[0]!.photos });
    });

    it('refuses the second of two saves from the same version with 409 and the version now; the first stands', async () => {
      const template = await newTemplate();
      const job = await jobAt('inspection');
      const first = await send('PUT', inspectionUrl(job._id), admin, { version: 0, templateId: template._id, points: ratings(template, 'good') });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Inspection>().version).toBe(1);
      // Two technicians opened version 1: the first save takes it to 2, the second is refused, not lost over it.
      const mine = await send('PUT', inspectionUrl(job._id), admin, { version: 1, templateId: template._id, points: ratings(template, 'urgent') });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json<Inspection>().version).toBe(2);
      const theirs = await send('PUT', inspectionUrl(job._id), admin, { version: 1, templateId: template._id, points: ratings(template, 'watch') });
      expect(theirs.statusCode).toBe(409);
      expect(theirs.json()).toEqual({ message: format(messages.inspections.stale, { version: 2 }), version: 2 });
      // Without a version it is a 400, in Vietnamese.
      const unversioned = await send('PUT', inspectionUrl(job._id), admin, { templateId: template._id, points: ratings(template, 'watch') });
      expect(unversioned.statusCode).toBe(400);
      expect(refusalTexts(unversioned.body)).toContain(messages.repairs.versionRequired);
      const detail = (await send('GET', buildPath(getRepair.path, { id: job._id }), admin)).json<RepairDetail>();
      expect(detail.inspection?.points.map((point) => point.status)).toEqual(['urgent', 'urgent', 'urgent']);
      expect(detail.inspection?.version).toBe(2);
    });

    it("tells open screens after the commit, so the board and the customer's page read the job again", async () => {
      const template = await newTemplate();
      const job = await jobAt('inspection', customer);
      const told = vi.spyOn(app.live, 'repairUpdated');
      try {
        expect((await send('PUT', inspectionUrl(job._id), admin, { version: 0, templateId: template._id, points: ratings(template) })).statusCode).toBe(200);
        expect(told).toHaveBeenCalledWith(expect.objectContaining({ id: job._id, step: 'inspection' }), customer.id);
      } finally {
        told.mockRestore();
      }
    });

    it('is refused to customers, their own job or not', async () => {
      const template = await newTemplate();
      const job = await jobAt('inspection', customer);
      expect((await send('PUT', inspectionUrl(job._id), customer, { version: 0, templateId: template._id, points: ratings(template) })).statusCode).toBe(403);
      expect((await send('PUT', inspectionUrl(job._id), stranger, { version: 0, templateId: template._id, points: ratings(template) })).statusCode).toBe(403);
      expect((await send('PUT', inspectionUrl(job._id), null, { version: 0, templateId: template._id, points: ratings(template) })).statusCode).toBe(401);
      expect(await app.db.select().from(repairInspections).where(eq(repairInspections.repairId, job._id))).toHaveLength(0);
    });

    it('is taken at "Chẩn đoán" and "Báo giá chi tiết" too, refused before "Kiểm tra" and after "Báo giá chi tiết" (409)', async () => {
      const template = await newTemplate();
      for (const step of ['diagnosis', 'quote'] as const) {
        const job = await jobAt(step);
        expect((await send('PUT', inspectionUrl(job._id), admin, { version: 0, templateId: template._id, points: ratings(template) })).statusCode, step).toBe(200);
      }
      for (const step of ['received', 'confirmation'] as const) {
        const job = await jobAt(step);
        const res = await send('PUT', inspectionUrl(job._id), admin, { version: 0, templateId: template._id, points: ratings(template) });
        expect(res.statusCode, step).toBe(409);
        expect(res.json<{ message: string }>().message).toBe(messages.inspections.notEditable);
      }
      expect((await send('PUT', inspectionUrl(MISSING_ID), admin, { version: 0, templateId: template._id, points: ratings(template) })).statusCode).toBe(404);
    });

    it("refuses a point that is not the template's, a point left out, a template that is gone, and bad input, in Vietnamese", async () => {
      const template = await newTemplate();
      const other = await newTemplate(['Gạt mưa']);
      const job = await jobAt('inspection');
      const put = (payload: Record<string, unknown>) => send('PUT', inspectionUrl(job._id), admin, payload);
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ version: 0, templateId: template._id, points: [...ratings(template), { id: other.points[0]!.id, status: 'good' }] }, 400, messages.inspections.pointUnknown],
        [{ version: 0, templateId: template._id, points: ratings(template).slice(1) }, 400, format(messages.inspections.pointsMissing, { n: 1 })],
        [{ version: 0, templateId: MISSING_ID, points: ratings(template) }, 400, messages.inspections.templateNotFound],
        [{ version: 0, points: ratings(template) }, 400, messages.inspections.templateRequired],
        [{ version: 0, templateId: template._id, points: [] }, 400, messages.inspections.pointsRequired],
        [{ version: 0, templateId: template._id, points: ratings(template).map((point) => ({ ...point, status: 'ok' })) }, 400, messages.inspections.statusRequired],
        [{ version: 0, templateId: template._id, points: [...ratings(template), ratings(template)[0]] }, 400, messages.inspections.pointDuplicate],
        [{ version: 0, templateId: template._id, points: ratings(template).map((point) => ({ ...point, note: 'x'.repeat(501) })) }, 400, format(messages.validation.textTooLong, { max: 500 })],
        [{ version: 0, templateId: template._id, points: ratings(template).map((point) => ({ ...point, photos: Array.from({ length: 6 }, (_, n) => pngDataUrl('image/png', `n${n}`)) })) }, 400, format(messages.bookings.tooManyImages, { max: 5 })],
      ];
      for (const [payload, status, message] of cases) {
        const res = await put(payload);
        expect(res.statusCode, `${message}: ${res.body}`).toBe(status);
        expect(refusalTexts(res.body)).toContain(message);
      }
      expect(await app.db.select().from(repairInspections).where(eq(repairInspections.repairId, job._id))).toHaveLength(0);
    });

    it('keeps a filled inspection, with the template’s name, when the master deletes the template', async () => {
      const template = await newTemplate();
      const job = await jobAt('inspection');
      expect((await send('PUT', inspectionUrl(job._id), admin, { version: 0, templateId: template._id, points: ratings(template, 'watch') })).statusCode).toBe(200);
      const deleted = await send('DELETE', templateUrl(template._id), master);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json<{ message: string }>().message).toBe(messages.inspections.deleteSuccess);
      expect((await send('GET', listInspectionTemplates.path, admin)).json<InspectionTemplate[]>().map((item) => item._id)).not.toContain(template._id);
      const detail = (await send('GET', buildPath(getRepair.path, { id: job._id }), admin)).json<RepairDetail>();
      expect(detail.inspection).toMatchObject({ templateId: null, templateName: template.name });
      expect(detail.inspection?.points.map((point) => point.status)).toEqual(['watch', 'watch', 'watch']);
      expect((await send('DELETE', templateUrl(template._id), master)).statusCode).toBe(404);
    });
  });
});
