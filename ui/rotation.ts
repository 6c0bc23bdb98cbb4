/**
 * Indexes shown by a rotator starting at `start`: `visible` consecutive items, wrapping
 * round the end of the list, or simply every item when there are not more than `visible`.
 */
export function visibleIndexes(start: number, total: number, visible: number): number[] {
  if (total <= 0 || visible <= 0) return [];
  if (total <= visible) return Array.from({ length: total }, (_, index) => index);
  const first = ((start % total) + total) % total;
  return Array.from({ length: visible }, (_, offset) => (first + offset) % total);
}

/** A rotator only moves when some items are hidden. */
export function shouldRotate(total: number, visible: number) {
  return visible > 0 && total > visible;
}

/** The next starting index: one item further, wrapping to the first. */
export function nextStart(start: number, total: number) {
  return total > 0 ? (start + 1) % total : 0;
}
