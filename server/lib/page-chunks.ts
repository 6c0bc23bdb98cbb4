import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Which built files a page needs, from the Vite manifest and the routes' page modules (read
 * from app/routes.tsx by scripts/js-budget.ts): scripts/check-js-budget.ts holds each page to a budget.
 */

/**
 * The second entry of the build (vite.config.ts): what a page the server drew loads instead of
 * the app's entry; it fetches the island loader after the first paint (server/lib/page-html.ts).
 */
export const HYDRATION_LOADER = 'app/hydrate-after-paint.ts';

/**
 * The third entry: what a page drawn as islands loads instead of the app (app/islands/islands.ts),
 * fetched by the hydration loader like the app's entry.
 */
export const ISLANDS_ENTRY = 'app/islands/islands.ts';

/** One chunk of `.vite/manifest.json` (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's entry: index.html's script. */
export const appEntry = (manifest: Manifest): string | undefined =>
  Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key !== HYDRATION_LOADER && key !== ISLANDS_ENTRY)?.[0];

/** A route of app/routes.tsx with the source of the page module its element lazily loads. */
export interface PageRoute {
  path?: string;
  index?: boolean;
  /** e.g. `app/pages/home-page.tsx`; undefined for layout routes without a page of their own. */
  page?: string;
  children?: PageRoute[];
}

/** The page module react-router renders for `pathname` (the deepest matched route that loads one). */
export function pageFor(routes: PageRoute[], pathname: string): string | undefined {
  const matches = matchRoutes(routes as RouteObject[], pathname) ?? [];
  return matches
    .map((match) => (match.route as PageRoute).page)
    .filter(Boolean)
    .at(-1);
}

/**
 * The files a first visit to a page loads before it can render: the entry (index.html's
 * script and its static imports) and the page's chunk with its static imports, each once.
 * Dynamic imports (dialogs, widgets loaded later) are not counted.
 */
export function firstVisitFiles(manifest: Manifest, page: string): { js: string[]; css: string[] } {
  const entry = appEntry(manifest);
  if (!entry) throw new Error('the manifest has no entry chunk');
  if (!manifest[page]) throw new Error(`the manifest has no chunk for ${page}`);
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no such chunk`);
    js.push(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  visit(page);
  return { js, css: [...css] };
}
