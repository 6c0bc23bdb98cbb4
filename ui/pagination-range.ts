export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: always the first and last page, `siblings` pages each side
 * of the current one, and an ellipsis for each gap of two or more pages. A gap of one
 * page shows that page instead, since a "…" would take the same room. The list keeps a
 * constant length (2 × siblings + 5) once there are more pages than that, so the
 * buttons do not jump around while paging.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = 2 * siblings + 5;
  if (count <= slots) return range(1, count);

  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, count);
  const showStartGap = left > 3;
  const showEndGap = right < count - 2;

  if (!showStartGap) return [...range(1, slots - 2), 'ellipsis-end', count];
  if (!showEndGap) return [1, 'ellipsis-start', ...range(count - (slots - 3), count)];
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', count];
}

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
