import { describe, expect, it } from 'vitest';
import { contrastRatio, parseThemeTokens } from './theme-tokens';

describe('parseThemeTokens', () => {
  it('reads the tokens by group, and none written inside a comment', () => {
    const tokens = parseThemeTokens(`
      @import 'tailwindcss';
      @font-face { font-family: 'Be Vietnam Pro'; }
      @theme {
        --font-sans: 'Be Vietnam Pro', ui-sans-serif, sans-serif;
        --color-brand-600: #c4450c;
        --color-ink: #0f1a2e;
        /* Radius: controls are slightly rounded,
           --radius-old: 2px; cards a little more. */
        --radius-control: 0.5rem;
        --radius-card: 0.875rem;
        --spacing-fab: 3.5rem;
        --shadow-card: 0 1px 2px rgb(15 26 46 / 0.06);
      }`);
    expect(tokens.color).toEqual([
      { name: 'brand-600', value: '#c4450c' },
      { name: 'ink', value: '#0f1a2e' },
    ]);
    expect(tokens.radius).toEqual([
      { name: 'control', value: '0.5rem' },
      { name: 'card', value: '0.875rem' },
    ]);
    expect(tokens.spacing).toEqual([{ name: 'fab', value: '3.5rem' }]);
    expect(tokens.shadow[0]?.value).toBe('0 1px 2px rgb(15 26 46 / 0.06)');
    expect(tokens.font[0]?.value).toMatch(/^'Be Vietnam Pro'/);
  });

  it('leaves out keyframes, animations and per-step settings', () => {
    const tokens = parseThemeTokens(`
      :root { --color-outside: #000; }
      @theme {
        --color-a: #111111;
        --text-big: 2rem;
        --text-big--line-height: 1.1;
        --animate-spin: spin 1s;
        @keyframes spin { to { --color-inside: #fff; } }
      }`);
    expect(tokens.color).toEqual([{ name: 'a', value: '#111111' }]);
    expect(tokens.text).toEqual([{ name: 'big', value: '2rem' }]);
  });

  it('gives nothing for a stylesheet without @theme', () => {
    expect(parseThemeTokens('body { color: red; }').color).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG figures for black, white and the brand button colour', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#c4450c')).toBeGreaterThanOrEqual(4.5);
  });

  it('answers null for colours not written as #rrggbb', () => {
    expect(contrastRatio('rgb(0 0 0)', '#ffffff')).toBeNull();
  });
});
