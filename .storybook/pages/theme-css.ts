import siteCss from '../../app/styles.css?raw';
import { parseThemeTokens } from '../../ui/theme-tokens';

/** The site's tokens as app/styles.css declares them today. */
export const themeTokens = parseThemeTokens(siteCss);
