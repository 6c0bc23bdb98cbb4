export interface AutoGrowInput {
  /** `scrollHeight` measured with the height set to `auto`: content plus vertical padding. */
  scrollHeight: number;
  lineHeight: number;
  paddingY: number;
  borderY: number;
  minRows: number;
  maxRows: number;
}

/**
 * Height (border-box) a textarea should take to show its content without a scrollbar,
 * clamped between `minRows` and `maxRows` lines; past the maximum it scrolls instead.
 */
export function autoGrowHeight({ scrollHeight, lineHeight, paddingY, borderY, minRows, maxRows }: AutoGrowInput) {
  const rowsMin = Math.max(1, minRows);
  const rowsMax = Math.max(rowsMin, maxRows);
  const min = lineHeight * rowsMin + paddingY + borderY;
  const max = lineHeight * rowsMax + paddingY + borderY;
  const wanted = scrollHeight + borderY;
  // Half a pixel of slack: browsers round line heights differently and a one-row
  // textarea must not show a scrollbar for a fraction of a pixel.
  return { height: Math.min(Math.max(wanted, min), max), overflow: wanted > max + 0.5 };
}
