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

/**
 * While the car is at these steps the mechanic is inspecting it: the customer's page says the
 * report is coming. Steps by their ids, so this module stays free of the step rules.
 */
export const INSPECTING_STEPS: readonly string[] = ['inspection', 'diagnosis'];

/**
 * Steps at which staff fill the inspection: while inspecting, and up to 'Báo giá chi tiết' to
 * correct it while the quote is written; later the quote and the customer's answer rest on it,
 * so it no longer changes. The staff panel and the server both read this.
 */
export const INSPECTION_STEPS: readonly string[] = [...INSPECTING_STEPS, 'quote'];

export function inspectionEditable(job: { step: string; closedAt: unknown }): boolean {
  return job.closedAt === null && INSPECTION_STEPS.includes(job.step);
}

/** A checklist's size and its texts, for the master's editor and the server alike. */
export const INSPECTION_TEMPLATE_NAME_MAX = 100;
export const INSPECTION_POINT_LABEL_MAX = 100;
export const INSPECTION_POINTS_MAX = 40;
export const INSPECTION_NOTE_MAX = 500;

/** How many points are at each rating: the report's summary line. */
export function countByStatus(points: readonly { status: InspectionStatus }[]): Record<InspectionStatus, number> {
  const counts: Record<InspectionStatus, number> = { urgent: 0, watch: 0, good: 0 };
  for (const point of points) counts[point.status] += 1;
  return counts;
}

/** Whether two point labels are the same point for a person (case and spaces aside). */
export function samePointLabel(a: string, b: string): boolean {
  return a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi') === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');
}
