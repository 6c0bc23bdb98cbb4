/**
 * The widths the shell is reviewed at. Stories pick one with
 * `globals: { viewport: { value: 'phone' } }`; the Storybook UI resizes the canvas.
 */
export const shellViewports = {
  phone: { name: 'Điện thoại 375 px', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Máy tính bảng 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  tabletWide: { name: 'Máy tính bảng 820 px', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
  laptop: { name: 'Máy tính nhỏ 1024 px', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  desktop: { name: 'Máy tính 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/**
 * The header uses the hamburger menu at this width and below. The spec says 768 px; the bar
 * does not fit its links, search and account buttons under 1024 px (docs/spec-deviations.md).
 */
export const MOBILE_MAX_WIDTH = 1023;

/**
 * Fails when the page scrolls sideways or anything in the header's bar overflows or overlaps
 * its neighbour: a bar too narrow for its content pushes the links under the buttons.
 */
export function headerFitProblems(doc: Document): string[] {
  const problems: string[] = [];
  const root = doc.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
  const bar = doc.querySelector('header > div');
  if (!bar) return ['no header bar'];
  const shown = [...bar.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.getClientRects().length > 0);
  for (const box of [bar, ...shown, ...bar.querySelectorAll<HTMLElement>('nav ul')]) {
    if (box.getClientRects().length > 0 && box.scrollWidth > box.clientWidth + 1) {
      problems.push(`${box.tagName.toLowerCase()} needs ${box.scrollWidth} px, has ${box.clientWidth} px`);
    }
  }
  for (let index = 1; index < shown.length; index += 1) {
    const before = shown[index - 1]!.getBoundingClientRect();
    const after = shown[index]!.getBoundingClientRect();
    if (before.right > after.left + 1) problems.push(`${shown[index - 1]!.tagName.toLowerCase()} overlaps ${shown[index]!.tagName.toLowerCase()}`);
  }
  return problems;
}
