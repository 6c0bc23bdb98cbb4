import type { Inspection, InspectionTemplate } from '../contract/inspections';
import type { InspectionStatus } from '../contract/inspection-rules';
import { objectIdAt } from './data/ids';
import { demoWorkshopStaff, REPAIR_DEMO_PHOTOS } from './repair-data';

// Demo checklist templates and filled inspections for stories, valid against
// contract/inspections.ts (mockOk parses them with the same schemas the server answers with).

const CREATED = new Date(Date.UTC(2026, 0, 5, 2, 0));
let sequence = 0x9000;
const nextId = () => objectIdAt(CREATED, (sequence += 1));

function template(name: string, labels: readonly string[]): InspectionTemplate {
  return { _id: nextId(), name, points: labels.map((label) => ({ id: nextId(), label })), createdAt: CREATED.toISOString(), updatedAt: CREATED.toISOString() };
}

/** The general checklist, as the seed writes it. */
export const generalTemplate = template('Kiểm tra tổng quát', [
  'Phanh trước (má phanh, đĩa phanh)',
  'Phanh sau',
  'Dầu phanh',
  'Lốp và áp suất lốp',
  'Dầu máy',
  'Nước làm mát',
  'Đèn chiếu sáng và đèn tín hiệu',
  'Ắc quy',
  'Giảm xóc và hệ thống treo',
  'Dây curoa',
  'Điều hòa',
  'Gạt mưa và nước rửa kính',
]);

export const brakesTemplate = template('Hệ thống phanh', ['Má phanh trước', 'Đĩa phanh trước', 'Má phanh sau', 'Dầu phanh', 'Phanh tay']);

export const serviceTemplate = template('Bảo dưỡng định kỳ', ['Dầu máy và lọc dầu', 'Lọc gió động cơ', 'Lọc gió điều hòa', 'Bugi', 'Nước làm mát']);

export const demoTemplates: InspectionTemplate[] = [serviceTemplate, brakesTemplate, generalTemplate];

type Findings = Record<string, { status: InspectionStatus; note?: string; photos?: string[] }>;

/** An inspection of `from`, every point good but those in `findings`. */
export function makeInspection(from: InspectionTemplate, findings: Findings = {}, updatedAt = new Date(Date.UTC(2026, 2, 10, 2, 0))): Inspection {
  return {
    templateId: from._id,
    templateName: from.name,
    points: from.points.map((point) => ({
      id: point.id,
      label: point.label,
      status: findings[point.label]?.status ?? 'good',
      note: findings[point.label]?.note ?? '',
      photos: findings[point.label]?.photos ?? [],
    })),
    staff: { ...demoWorkshopStaff[1] },
    version: 1,
    updatedAt: updatedAt.toISOString(),
  };
}

/** The general checklist with two points to do now and two to watch, in the checklist's order (the urgent ones are not first). */
export const demoInspection = makeInspection(generalTemplate, {
  'Phanh sau': { status: 'watch', note: 'Má phanh sau còn khoảng 40%, kiểm tra lại sau 5.000 km.' },
  'Lốp và áp suất lốp': { status: 'urgent', note: 'Lốp trước phải phồng hông, cần thay ngay.', photos: [REPAIR_DEMO_PHOTOS[0], REPAIR_DEMO_PHOTOS[2]] },
  'Ắc quy': { status: 'watch', note: 'Ắc quy 12,1 V khi tắt máy, đề hơi yếu.' },
  'Điều hòa': { status: 'urgent', note: 'Thiếu gas, dàn lạnh bám bụi; gió ra không mát.', photos: [REPAIR_DEMO_PHOTOS[1]] },
});

/** The same checklist with every point good. */
export const allGoodInspection = makeInspection(generalTemplate);
