/**
 * Reads the design tokens out of a stylesheet's `@theme` block, so the designers' token
 * pages in Storybook show what the site really uses and cannot drift from it.
 */

export interface ThemeToken {
  /** The custom property without its group: `brand-600` for `--color-brand-600`. */
  name: string;
  value: string;
}

export interface ThemeTokens {
  color: ThemeToken[];
  radius: ThemeToken[];
  spacing: ThemeToken[];
  text: ThemeToken[];
  shadow: ThemeToken[];
  font: ThemeToken[];
}

const GROUPS = ['color', 'radius', 'spacing', 'text', 'shadow', 'font'] as const;

/** The body of the first `@theme { … }`, nested blocks (keyframes) left out. */
function themeBody(css: string): string {
  const start = css.search(/@theme\s*\{/);
  if (start < 0) return '';
  let depth = 0;
  let body = '';
  for (let index = css.indexOf('{', start); index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) break;
    } else if (depth === 1) body += char;
  }
  return body;
}

export function parseThemeTokens(css: string): ThemeTokens {
  const tokens: ThemeTokens = { color: [], radius: [], spacing: [], text: [], shadow: [], font: [] };
  // Comments go first, so a declaration written inside one is not read.
  const declaration = /\/\*[\s\S]*?\*\/|--([a-z]+)-([a-z0-9-]+)\s*:\s*([^;]+);/g;
  for (const [, group, name, value] of themeBody(css).matchAll(declaration)) {
    // `--text-display--line-height` and the like belong to their step, not a step of their own.
    if (!group || !name || !value || name.includes('--')) continue;
    const known = GROUPS.find((candidate) => candidate === group);
    if (known) tokens[known].push({ name, value: value.trim() });
  }
  return tokens;
}

function channel(value: number): number {
  const unit = value / 255;
  return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number | null {
  const digits = /^#([0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) return null;
  const [red, green, blue] = [0, 2, 4].map((offset) => channel(Number.parseInt(digits.slice(offset, offset + 2), 16)));
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** WCAG contrast ratio of two `#rrggbb` colours, or null when either is written another way. */
export function contrastRatio(first: string, second: string): number | null {
  const a = luminance(first);
  const b = luminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
