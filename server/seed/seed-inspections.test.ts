import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { login } from '../../contract/accounts';
import { listInspectionTemplates, type InspectionTemplate } from '../../contract/inspections';
import { listMyVehicles, type MyVehicle } from '../../contract/repairs';
import type { App } from '../app';
import { inspectionTemplates, repairInspections } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { seedInspections } from './seed-inspections';

describe('demo inspections of the seed', () => {
  let app: App;
  const headersOf = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: login.path, payload: { email, password } });
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };

  beforeAll(async () => {
    app = await createTestApp({ seedDemoData: true });
  });
  afterAll(() => app.close());

  it('gives staff the general checklist with the usual points and two more templates', async () => {
    const headers = await headersOf(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const templates = (await app.inject({ method: 'GET', url: listInspectionTemplates.path, headers })).json<InspectionTemplate[]>();
    expect(templates.map((template) => template.name).sort()).toEqual(['Bảo dưỡng định kỳ', 'Hệ thống phanh', 'Kiểm tra tổng quát']);
    const general = templates.find((template) => template.name === 'Kiểm tra tổng quát')!;
    expect(general.points.length).toBeGreaterThanOrEqual(12);
    for (const word of ['Phanh', 'Lốp', 'Dầu máy', 'Nước làm mát', 'Đèn', 'Ắc quy', 'treo', 'curoa', 'Điều hòa', 'Gạt mưa']) {
      expect(general.points.some((point) => point.label.includes(word)), word).toBe(true);
    }
  });

  it("fills the demo customer's open job with urgent brake findings, and a few other jobs", async () => {
    const headers = await headersOf(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const [car] = (await app.inject({ method: 'GET', url: listMyVehicles.path, headers })).json<MyVehicle[]>();
    const inspection = car!.openRepair!.inspection!;
    expect(inspection.templateName).toBe('Hệ thống phanh');
    expect(inspection.points.filter((point) => point.status === 'urgent').map((point) => point.label)).toEqual(['Má phanh trước', 'Dầu phanh']);
    expect(Number((await app.db.select({ n: count() }).from(repairInspections))[0]!.n)).toBeGreaterThanOrEqual(3);
  });

  it('leaves a database that has templates alone when run again', async () => {
    const before = Number((await app.db.select({ n: count() }).from(inspectionTemplates))[0]!.n);
    await app.db.transaction((tx) => seedInspections(tx));
    expect(Number((await app.db.select({ n: count() }).from(inspectionTemplates))[0]!.n)).toBe(before);
  });
});
