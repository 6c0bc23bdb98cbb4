/** An index moved by `step` and wrapped into 0..count-1 at both ends. */
export function wrapIndex(index: number, count: number) {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export type SwipeDirection = 'next' | 'previous' | null;

/**
 * What a finger or pointer movement means: more than `threshold` px to the left goes to
 * the next slide, to the right to the previous one. A mostly vertical movement is the
 * page scrolling, not a swipe.
 */
export function swipeDirection(deltaX: number, deltaY: number, threshold = 75): SwipeDirection {
  if (Math.abs(deltaX) <= threshold || Math.abs(deltaY) > Math.abs(deltaX)) return null;
  return deltaX < 0 ? 'next' : 'previous';
}
