// The workshop view as an installable app (issue 44), at build time: its web manifest and which
// built files its service worker keeps for an offline start. vite.config.ts reads both; the
// worker itself is Workbox's, built by vite-plugin-pwa (generateSW).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GARAGE } from '../contract/garage.ts';
import { appEntry, type Manifest } from '../server/lib/page-chunks.ts';
import { parseThemeTokens } from '../ui/theme-tokens.ts';

export const WORKSHOP_PATH = '/xuong';
export const WORKSHOP_MANIFEST_FILE = 'xuong.webmanifest';
/** The route's page module (app/routes.tsx), as the Vite manifest names its chunk. */
export const WORKSHOP_PAGE = 'app/pages/workshop-page.tsx';
export const WORKSHOP_ICONS = ['xuong-icon-192.png', 'xuong-icon-512.png', 'xuong-icon-maskable-512.png'] as const;

/** The design tokens' navy (app/tokens.css, made from design/tokens.json), the colour of the header the view opens with. */
export function workshopThemeColor(root: string): string {
  const navy = parseThemeTokens(readFileSync(path.join(root, 'app', 'tokens.css'), 'utf8')).color.find((token) => token.name === 'navy-900')?.value;
  if (!navy) throw new Error('app/tokens.css has no --color-navy-900');
  return navy;
}

/** The web manifest of '/xuong': its own name, scope and icons, so a tablet installs the workshop view, not the website. */
export function workshopWebManifest(themeColor: string) {
  return {
    id: WORKSHOP_PATH,
    name: `Xưởng – ${GARAGE.name}`,
    short_name: 'Xưởng',
    description: 'Việc hôm nay của kỹ thuật viên: bấm giờ hạng mục, ghi kết quả kiểm tra, chụp ảnh, chuyển bước; vẫn dùng được khi mất mạng.',
    lang: 'vi',
    dir: 'ltr',
    start_url: WORKSHOP_PATH,
    scope: WORKSHOP_PATH,
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: [
      { src: `/${WORKSHOP_ICONS[0]}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/${WORKSHOP_ICONS[1]}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/${WORKSHOP_ICONS[2]}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The built files '/xuong' needs to start with no connection: the app's entry with what it
 * imports, the workshop page's chunk with everything it imports (its lazily loaded dialogs too),
 * their stylesheets, the fonts, the app shell (index.html), the manifest and its icons. Nothing of
 * the other pages: they are never opened from the tablet's app.
 */
export function workshopPrecacheFiles(manifest: Manifest, page = WORKSHOP_PAGE): Set<string> {
  const entry = appEntry(manifest);
  if (!entry) throw new Error('the Vite manifest has no entry chunk');
  if (!manifest[page]) throw new Error(`the Vite manifest has no chunk for ${page}`);
  const files = new Set<string>(['index.html', WORKSHOP_MANIFEST_FILE, ...WORKSHOP_ICONS]);
  const seen = new Set<string>();
  const visit = (key: string, withDynamic: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach((next) => visit(next, withDynamic));
    if (withDynamic) chunk.dynamicImports?.forEach((next) => visit(next, true));
  };
  // The entry lazily imports every page: only what it imports for sure.
  visit(entry, false);
  visit(page, true);
  return files;
}
