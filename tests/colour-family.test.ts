import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colourFamily } from '../ui/colour-family';
import { parseThemeTokens } from '../ui/theme-tokens';

const tokens = new Map(parseThemeTokens(readFileSync(new URL('../app/tokens.css', import.meta.url), 'utf8')).color.map((token) => [token.name, token.value]));
const token = (name: string) => {
  const value = tokens.get(name);
  if (!value) throw new Error(`no token ${name}`);
  return value;
};

describe('colourFamily', () => {
  it('reads the status tones of the site, pale backgrounds and dark text alike', () => {
    expect(['brand-50', 'brand-200', 'brand-600', 'brand-800'].map((name) => colourFamily(token(name)))).toEqual(['orange', 'orange', 'orange', 'orange']);
    expect(['success-soft', 'success-line', 'success-ink'].map((name) => colourFamily(token(name)))).toEqual(['green', 'green', 'green']);
    expect(['danger-soft', 'danger-line', 'danger-ink'].map((name) => colourFamily(token(name)))).toEqual(['red', 'red', 'red']);
    expect(['info-soft', 'info-line', 'info-ink'].map((name) => colourFamily(token(name)))).toEqual(['blue', 'blue', 'blue']);
  });

  it('calls the navy greys neutral, so a neutral badge never passes for blue', () => {
    expect(['navy-50', 'navy-200', 'navy-800'].map((name) => colourFamily(token(name)))).toEqual(['neutral', 'neutral', 'neutral']);
    expect(colourFamily('rgb(255, 255, 255)')).toBe('neutral');
  });

  it('reads what getComputedStyle gives', () => {
    expect(colourFamily('rgb(22, 101, 52)')).toBe('green');
    expect(colourFamily('rgba(153, 27, 27, 1)')).toBe('red');
    expect(() => colourFamily('oklch(0.6 0.1 30)')).toThrow();
  });
});
