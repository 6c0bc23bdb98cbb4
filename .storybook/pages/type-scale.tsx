import { themeTokens } from './theme-css';

/** Tailwind's steps the screens use, then the theme's own. */
const STEPS = [
  { className: 'text-xs', name: 'xs', size: '0.75rem' },
  { className: 'text-sm', name: 'sm', size: '0.875rem' },
  { className: 'text-base', name: 'base', size: '1rem' },
  { className: 'text-lg', name: 'lg', size: '1.125rem' },
  { className: 'text-xl', name: 'xl', size: '1.25rem' },
  { className: 'text-2xl', name: '2xl', size: '1.5rem' },
  { className: 'text-3xl', name: '3xl', size: '1.875rem' },
  ...themeTokens.text.map((token) => ({ className: `text-${token.name}`, name: token.name, size: token.value })),
];

const SAMPLE = 'Bảo dưỡng định kỳ ô tô tại Quận 12';

/** Each type step with a Vietnamese sample, so diacritics and line height can be judged. */
export function TypeScale() {
  const font = themeTokens.font.find((token) => token.name === 'sans')?.value ?? '';
  return (
    <div className="sb-unstyled space-y-4">
      <p className="text-sm text-ink-muted">
        Phông chữ: <span className="font-mono">{font}</span>; độ đậm 400, 600 và 700.
      </p>
      <ul className="space-y-3">
        {STEPS.map((step) => (
          <li key={step.name} className="grid items-baseline gap-4 border-b border-line pb-3" style={{ gridTemplateColumns: '7rem 1fr' }}>
            <span className="font-mono text-xs text-ink-muted">
              {step.name} · {step.size}
            </span>
            <span className={`${step.className} font-semibold text-ink`}>{SAMPLE}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
