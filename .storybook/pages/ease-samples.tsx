import { themeTokens } from './theme-css';

/** Each easing curve with its value; the animations built on them stay in app/styles.css (keyframes have no token type). */
export function EaseSamples() {
  return (
    <ul className="sb-unstyled space-y-2">
      {themeTokens.ease.map((token) => (
        <li key={token.name} className="grid items-center gap-3 text-xs text-ink" style={{ gridTemplateColumns: '9rem 1fr' }}>
          <span className="font-mono">{token.name}</span>
          <span className="font-mono text-ink-muted">{token.value}</span>
        </li>
      ))}
    </ul>
  );
}
