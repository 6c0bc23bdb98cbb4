/**
 * The 12 steps of a repair and their names, alone: '/quy-trinh' and the home page's process
 * teaser name them on public pages, which should not load the move rules of repair-steps.ts.
 */
export const REPAIR_STEPS = [
  'received',
  'inspection',
  'diagnosis',
  'quote',
  'confirmation',
  'preparation',
  'repair',
  'recheck',
  'cleaning',
  'acceptance',
  'handover',
  'warranty',
] as const;
export type RepairStep = (typeof REPAIR_STEPS)[number];

/** The step names as the garage says them on '/quy-trinh' (features/site reads them from here). */
export const REPAIR_STEP_LABELS: Readonly<Record<RepairStep, string>> = {
  received: 'Tiếp nhận',
  inspection: 'Kiểm tra',
  diagnosis: 'Chẩn đoán',
  quote: 'Báo giá chi tiết',
  confirmation: 'Xác nhận',
  preparation: 'Chuẩn bị',
  repair: 'Sửa chữa',
  recheck: 'Kiểm tra lại',
  cleaning: 'Vệ sinh',
  acceptance: 'Nghiệm thu',
  handover: 'Bàn giao',
  warranty: 'Bảo hành',
};
