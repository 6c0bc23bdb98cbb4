import { beforeAll, describe, expect, it } from 'vitest';
import { checkSources, loadTheme, type Theme } from './check-tokens.mjs';

let theme: Theme;
beforeAll(async () => {
  theme = await loadTheme();
});

const check = (source: string, file = 'ui/made-up.tsx') => checkSources([{ file, source }], theme);

describe('check-tokens: contrast of the text and background a class string puts together', () => {
  it('reports a made-up low-contrast pair with its file and line', () => {
    const { contrast } = check(`import { cva } from 'class-variance-authority';\n\nexport const x = cva('', {\n  variants: { tone: { signal: 'bg-brand-500 text-white px-2' } },\n});\n`);
    expect(contrast).toHaveLength(1);
    expect(contrast[0]).toMatchObject({ file: 'ui/made-up.tsx', line: 4, text: 'text-white', background: 'bg-brand-500', need: 4.5 });
    expect(contrast[0]!.ratio).toBeLessThan(4.5);
  });

  it('passes the pairs the palette was tuned for', () => {
    const { contrast, pairs } = check(`<p className="bg-brand-600 text-white" />; <p className="bg-danger-soft text-danger-ink" />; <p className="bg-surface text-ink-subtle" />`);
    expect(pairs).toBe(3);
    expect(contrast).toEqual([]);
  });

  it('checks a hovered state against its own background, and leaves disabled states out', () => {
    const { contrast } = check(`const a = 'bg-brand-600 text-white hover:bg-brand-400';\nconst b = 'bg-brand-600 text-white disabled:bg-brand-200';`);
    expect(contrast.map((pair) => [pair.line, pair.background])).toEqual([[1, 'hover:bg-brand-400']]);
  });

  it('allows 3:1 for large text only', () => {
    // brand-500 on white is about 2.8:1, navy-400 on white about 3.7:1.
    expect(check(`'bg-surface text-navy-400 text-2xl'`).contrast).toEqual([]);
    expect(check(`'bg-surface text-navy-400 text-xl font-bold'`).contrast).toEqual([]);
    expect(check(`'bg-surface text-navy-400 text-xl font-semibold'`).contrast).toHaveLength(1);
  });

  it("resolves Tailwind's own palette and blends a see-through text over its background", () => {
    expect(check(`'bg-white text-gray-400'`).contrast).toHaveLength(1);
    expect(check(`'bg-navy-900 text-white/90'`).contrast).toEqual([]);
    expect(check(`'bg-navy-900 text-white/30'`).contrast).toHaveLength(1);
  });
});

describe('check-tokens: names that are no token', () => {
  it('reports a made-up colour, radius and shadow token with file and line, and no real one', () => {
    const { unknownClasses } = check(`export const a = 'rounded-card bg-brand-600 text-white';\nexport const b = 'rounded-cardd bg-brnad-600 hover:shadow-floating p-2';`);
    expect(unknownClasses).toEqual([
      { file: 'ui/made-up.tsx', line: 2, name: 'rounded-cardd' },
      { file: 'ui/made-up.tsx', line: 2, name: 'bg-brnad-600' },
      { file: 'ui/made-up.tsx', line: 2, name: 'hover:shadow-floating' },
    ]);
  });

  it('reports a lone unknown class given as a class', () => {
    expect(check(`cn('p-2', active && 'bg-brnad-600'); <div className="rounded-cardd" />`).unknownClasses.map((found) => found.name)).toEqual(['bg-brnad-600', 'rounded-cardd']);
  });

  it('leaves prose and identifiers alone', () => {
    expect(check(`const label = 'Đặt lịch'; const id = 'text-to-speech'; const key = 'border-box sizing';`).unknownClasses).toEqual([]);
  });

  it('reports a custom property that no token declares, in code and in CSS', () => {
    const { unknownVars } = check(`const style = { color: 'var(--color-brand-600)', background: 'var(--color-brandd-600)' };`);
    expect(unknownVars).toEqual([{ file: 'ui/made-up.tsx', line: 1, name: '--color-brandd-600' }]);
    expect(checkSources([{ file: 'app/made-up.css', source: '.a {\n  border-radius: var(--radius-card);\n  box-shadow: var(--shadow-nope);\n}' }], theme).unknownVars).toEqual([
      { file: 'app/made-up.css', line: 3, name: '--shadow-nope' },
    ]);
  });
});
