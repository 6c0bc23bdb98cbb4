/**
 * The inspection's ratings and their order, zod-free: the form, the customer's report (urgent
 * points first) and the server read them here.
 */
export const INSPECTION_STATUSES = ['urgent', 'watch', 'good'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export const INSPECTION_STATUS_LABELS: Readonly<Record<InspectionStatus, string>> = {
  good: 'Tốt',
  watch: 'Cần theo dõi',
  urgent: 'Cần xử lý ngay',
};

/** The customer reads the urgent points first, then those to watch, then the good ones; the checklist order within each. */
export function byUrgency<T extends { status: InspectionStatus }>(points: readonly T[]): T[] {
  return points
    .map((point, index) => ({ point, index }))
    .sort((a, b) => INSPECTION_STATUSES.indexOf(a.point.status) - INSPECTION_STATUSES.indexOf(b.point.status) || a.index - b.index)
    .map(({ point }) => point);
}
