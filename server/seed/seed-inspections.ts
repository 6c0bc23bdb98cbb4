import { and, count, eq, isNull } from 'drizzle-orm';
import type { InspectionStatus } from '../../contract/inspection-rules';
import { DEMO_ACCOUNTS } from './seed-accounts';
import type { Db } from '../db/client';
import { accounts, inspectionTemplates, repairInspections, repairOrders, vehicles } from '../db/schema';
import { newObjectId } from '../lib/object-id';

const GENERAL = 'Kiểm tra tổng quát';
const SERVICE = 'Bảo dưỡng định kỳ';
const BRAKES = 'Hệ thống phanh';

/** The master's checklists: the general one with the usual points, and two for common jobs. */
const SEED_TEMPLATES: ReadonlyArray<{ name: string; points: readonly string[] }> = [
  {
    name: GENERAL,
    points: [
      'Phanh trước (má phanh, đĩa phanh)',
      'Phanh sau',
      'Dầu phanh',
      'Lốp và áp suất lốp',
      'Dầu máy',
      'Nước làm mát',
      'Dầu hộp số',
      'Đèn chiếu sáng và đèn tín hiệu',
      'Ắc quy',
      'Giảm xóc và hệ thống treo',
      'Dây curoa',
      'Điều hòa',
      'Gạt mưa và nước rửa kính',
      'Lọc gió động cơ',
      'Rò rỉ dầu, nước dưới gầm',
    ],
  },
  {
    name: SERVICE,
    points: ['Dầu máy và lọc dầu', 'Lọc gió động cơ', 'Lọc gió điều hòa', 'Bugi', 'Nước làm mát', 'Dầu phanh', 'Lốp và áp suất lốp', 'Ắc quy', 'Đèn chiếu sáng và đèn tín hiệu'],
  },
  {
    name: BRAKES,
    points: ['Má phanh trước', 'Đĩa phanh trước', 'Má phanh sau', 'Đĩa hoặc tang trống phanh sau', 'Dầu phanh', 'Đường ống dầu phanh', 'Phanh tay', 'Cảm biến ABS'],
  },
];

/** Points not named here are good; notes only where the mechanic wrote one. */
type Findings = Record<string, { status: InspectionStatus; note?: string }>;

/**
 * Open demo jobs at or past 'Kiểm tra' with a filled inspection (seed-repairs.ts has them by
 * plate). The Honda City at 'Kiểm tra' is left for staff to fill in the demo.
 */
const SEED_INSPECTIONS: ReadonlyArray<{ plate: string; template: string; findings: Findings }> = [
  {
    plate: '51K-345.67',
    template: GENERAL,
    findings: {
      'Điều hòa': { status: 'urgent', note: 'Lọc gió điều hòa rất bẩn, dàn lạnh bám bụi, gió ra có mùi.' },
      'Lốp và áp suất lốp': { status: 'watch', note: 'Lốp sau trái non hơi (28 psi), đã bơm lại.' },
      'Gạt mưa và nước rửa kính': { status: 'watch', note: 'Lưỡi gạt mưa bắt đầu chai.' },
    },
  },
  {
    plate: '60C-456.78',
    template: GENERAL,
    findings: {
      'Lọc gió động cơ': { status: 'urgent', note: 'Lọc gió bẩn nặng, có thể làm tăng áp thiếu áp suất.' },
      'Rò rỉ dầu, nước dưới gầm': { status: 'watch', note: 'Rịn dầu nhẹ ở đường ống tăng áp.' },
      'Dầu máy': { status: 'watch', note: 'Dầu đã đen, gần tới hạn thay.' },
      'Phanh sau': { status: 'watch', note: 'Má phanh sau còn khoảng 40%.' },
    },
  },
  {
    plate: '51H-246.81',
    template: BRAKES,
    findings: {
      'Má phanh trước': { status: 'urgent', note: 'Má phanh trước mòn còn khoảng 20%, có tiếng rít khi dừng.' },
      'Dầu phanh': { status: 'urgent', note: 'Dầu phanh đã ngả màu, bàn đạp hơi sâu.' },
      'Má phanh sau': { status: 'watch', note: 'Còn khoảng 50%, kiểm tra lại lần bảo dưỡng tới.' },
    },
  },
  { plate: '51A-678.90', template: SERVICE, findings: { 'Lọc gió điều hòa': { status: 'watch', note: 'Hơi bẩn, nên thay ở lần sau.' } } },
];

/**
 * The checklist templates, and a few demo jobs' inspections. Runs after seedRepairs; a database
 * that already has templates is left alone.
 */
export async function seedInspections(tx: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(inspectionTemplates);
  if (Number(existing?.n ?? 0) > 0) return;
  const [master] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.master.email));
  const [admin] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.admin.email));
  const createdAt = new Date(now.getTime() - 90 * 24 * 60 * 60_000);
  const templates = SEED_TEMPLATES.map((template) => ({
    id: newObjectId(createdAt),
    name: template.name,
    points: template.points.map((label) => ({ id: newObjectId(createdAt), label })),
    accountId: master?.id ?? null,
    createdAt,
    updatedAt: createdAt,
  }));
  await tx.insert(inspectionTemplates).values(templates);

  for (const seed of SEED_INSPECTIONS) {
    const [job] = await tx
      .select({ id: repairOrders.id, createdAt: repairOrders.createdAt })
      .from(repairOrders)
      .innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
      .where(and(eq(vehicles.plate, seed.plate), isNull(repairOrders.closedAt)));
    const template = templates.find((item) => item.name === seed.template)!;
    if (!job) continue;
    // Written some forty minutes after check-in, at 'Kiểm tra'.
    const at = new Date(job.createdAt.getTime() + 40 * 60_000);
    await tx.insert(repairInspections).values({
      repairId: job.id,
      templateId: template.id,
      templateName: template.name,
      points: template.points.map((point) => ({ ...point, status: seed.findings[point.label]?.status ?? 'good', note: seed.findings[point.label]?.note ?? '', photos: [] })),
      accountId: admin?.id ?? null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
