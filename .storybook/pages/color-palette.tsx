import { contrastRatio } from '../../ui/theme-tokens';
import { themeTokens, type DesignToken } from './theme-css';

const WHITE = '#ffffff';
const INK = themeTokens.color.find((token) => token.name === 'ink')?.value ?? '#000000';

/** `brand-600` → `brand`; `danger-soft` → `danger`; `ink` → `ink`. */
function family(name: string): string {
  return name.split('-')[0] ?? name;
}

function ratioText(ratio: number | null): string {
  return ratio === null ? '—' : `${ratio.toFixed(1)}:1${ratio >= 4.5 ? ' (AA)' : ratio >= 3 ? ' (chữ lớn)' : ''}`;
}

function Swatch({ token }: { token: DesignToken }) {
  return (
    <li className="overflow-hidden rounded-card border border-line bg-surface">
      <div className="h-16 border-b border-line" style={{ background: token.value }} />
      <div className="space-y-0.5 p-2 text-xs text-ink">
        <p className="font-semibold">{token.name}</p>
        <p className="font-mono text-ink-muted">
          {token.value}
          {token.alias ? ` = ${token.alias}` : ''}
        </p>
        <p className="text-ink-muted">Chữ trắng: {ratioText(contrastRatio(WHITE, token.value))}</p>
        <p className="text-ink-muted">Chữ ink: {ratioText(contrastRatio(INK, token.value))}</p>
        {token.description ? <p className="text-ink-muted">{token.description}</p> : null}
      </div>
    </li>
  );
}

/** Every colour token, one row a family, each with its contrast against white and ink text. */
export function ColorPalette() {
  const families = new Map<string, DesignToken[]>();
  for (const token of themeTokens.color) families.set(family(token.name), [...(families.get(family(token.name)) ?? []), token]);
  return (
    <div className="sb-unstyled space-y-6">
      {[...families].map(([name, tokens]) => (
        <section key={name} aria-label={name}>
          <h3 className="mb-2 text-sm font-semibold text-ink">{name}</h3>
          <ul className="grid gap-3" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' }}>
            {tokens.map((token) => (
              <Swatch key={token.name} token={token} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
