export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * Whether a horizontal scroller can move further back or forward. One pixel of
 * tolerance: zoomed pages report fractional positions that never quite reach the end.
 */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollMetrics, tolerance = 1) {
  return {
    canPrevious: scrollLeft > tolerance,
    canNext: scrollLeft + clientWidth < scrollWidth - tolerance,
  };
}
