import { themeTokens } from './theme-css';

const BASE_STEPS = [1, 2, 3, 4, 6, 8, 12, 16];

/** Tailwind's 0.25rem steps the layouts use, then the theme's fixed sizes (controls, floating buttons). */
export function SpacingScale() {
  const rows = [
    ...BASE_STEPS.map((step) => ({ name: String(step), value: `${step * 0.25}rem` })),
    ...themeTokens.spacing.map((token) => ({ name: token.name, value: token.value })),
  ];
  return (
    <ul className="sb-unstyled space-y-2">
      {rows.map((row) => (
        <li key={row.name} className="grid items-center gap-3 text-xs text-ink" style={{ gridTemplateColumns: '9rem 5rem 1fr' }}>
          <span className="font-mono">{row.name}</span>
          <span className="font-mono text-ink-muted">{row.value}</span>
          <span className="block h-3 rounded-tight bg-brand-500" style={{ width: row.value }} />
        </li>
      ))}
    </ul>
  );
}
