import generated from '../../design/tokens.generated.json';

/** One token as scripts/build-tokens.mjs writes it for the workbench. */
export interface DesignToken {
  /** Without its group: `brand-600` for `--color-brand-600`. */
  name: string;
  cssVar: string;
  value: string;
  description?: string;
  /** The token it repeats, for an alias such as `color.status.pending`. */
  alias?: string;
  /** A type step's own settings: `line-height`, `letter-spacing`. */
  extra?: Record<string, string>;
}

export type DesignTokenGroup = 'font' | 'color' | 'radius' | 'spacing' | 'text' | 'shadow' | 'ease';

/** The site's tokens from their one source, design/tokens.json (`npm run tokens` regenerates them). */
export const themeTokens: Record<DesignTokenGroup, DesignToken[]> = generated;
