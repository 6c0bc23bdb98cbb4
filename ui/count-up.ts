/** Fast at first, gentle at the end: the number settles instead of stopping dead. */
export function easeOutCubic(progress: number) {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The whole number to show `elapsed` ms into a count-up to `target` lasting `duration` ms. */
export function countAt(elapsed: number, duration: number, target: number) {
  if (duration <= 0) return target;
  return Math.round(target * easeOutCubic(elapsed / duration));
}

/**
 * A whole number grouped by thousands as vi-VN writes it (12.500). By hand rather than with
 * Intl.NumberFormat: a page's first Intl formatter loads ICU's locale data, 50-90 ms of main
 * thread, for a format that never changes.
 */
export function groupThousands(value: number): string {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
