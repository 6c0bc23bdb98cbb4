// JavaScript budget of the public pages, measured as a phone gets them (about a minute): the
// built app on the real server with the demo data (scripts/demo-server.mjs, a fresh database),
// each public address (contract/site-map.ts, plus a service and a news item) opened once in
// Chromium at 375 px, and the gzipped JavaScript it loads before the visitor scrolls or touches
// anything (scripts/measure-bundle.mjs). A page drawn as islands loads the island loader and the
// islands it shows at once; the others load the app. Fails when a page is over its budget
// below, or has none. The after-scroll total is printed beside it.
//
//   npx tsx scripts/check-js-budget.ts            reads dist/ and dist-server/ (run after `npm run build`)
//   npx tsx scripts/check-js-budget.ts --dir D    another build folder
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newsDetailPath, PUBLIC_PAGE_PATHS, serviceDetailPath } from '../contract/site-map';
import { appEntry, pageFor, type Manifest } from '../server/lib/page-chunks';
import { readPageRoutes } from './js-budget';
// @ts-expect-error plain JavaScript module without types
import { firstId, startDemoServer } from './demo-server.mjs';
// @ts-expect-error plain JavaScript module without types
import { measurePages } from './measure-bundle.mjs';

/**
 * Gzipped JavaScript (KB, 1024 bytes) each page may load on a first visit before any scroll,
 * measured as above: about 1 KB above its size, so growth is noticed. Lower one when it shrinks;
 * raise one only on purpose, with the reason in the commit.
 *
 * 2026-11-28, issue 29 (islands), from 125–157 KB computed from the manifest before:
 * - Pages drawn as islands load the island loader alone (3.0 KB): nothing on them moves by itself,
 *   and every island waits for a touch (or for the idle moment, signed in).
 * - Pages whose banners or rotators move by themselves load React with them (86–88 KB): the home
 *   page (target 100 KB, issue 14: met), the featured services, the process, partners and staff pages.
 * - The three pages the browser still hydrates whole (a form and its answer) load 167–181 KB,
 *   about 20 KB more than the same measure gave before: the app now shares React, the UI kit's
 *   base, the frame and the header's and helpers' code with the islands as chunks of their own,
 *   which compress less well apart, and the entry imports the bare islands' chunks for the modules
 *   they share (the carousel's icons, the reduced-motion hook). Left for the follow-up that makes
 *   those forms islands too.
 *
 * 2026-12-02, issue 29: the home page's banner turns without React until it is touched
 * (ui/banner-carousel-turner.ts, 1 KB), and a scroll strip's arrows wait for the page's first
 * scroll or a touch of the strip: the home page loads 5.4 KB (87.1 before), the partners page and
 * the featured services 3.6 KB (86–87 before).
 */
const BUDGET_KB: Record<string, number> = {
  'home-page': 6,
  'products-page': 4,
  'featured-products-page': 4,
  'product-detail-page': 4,
  'news-page': 4,
  'news-list-page': 4,
  'news-detail-page': 4,
  'services-page': 4,
  'repair-services-page': 4,
  'service-article-page': 4,
  'sub-service-page': 4,
  'about-page': 4,
  'process-page': 90,
  'partners-page': 4,
  'staff-page': 90,
  // 2026-12-07, issue 46: the three form pages are drawn as islands too (the form and its answer
  // one island, hydrated at the first touch of it, 197, 180 and 173 KB before); the loader now
  // keeps what is typed before an island's code arrives and the state a page hands the next
  // (measured 3.9 KB; the staff page 89.3 KB, +1 KB).
  'contact-page': 5,
  'booking-lookup-page': 5,
  'repair-tracking-page': 5,
  // Issue 43: the privacy notice, drawn by the server as islands (text and plain links only).
  'privacy-notice-page': 4,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const buildDir = path.resolve(root, dirAt >= 0 ? (args[dirAt + 1] ?? 'dist') : 'dist');
const manifestFile = path.join(buildDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile) || !existsSync(path.join(root, 'dist-server', 'main.js'))) {
  console.error(`No ${path.relative(root, manifestFile)} or dist-server/: build the app and the server first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const routes = readPageRoutes(root);

// Public addresses grouped by the page chunk they load.
const addresses = [...PUBLIC_PAGE_PATHS, serviceDetailPath('{id}'), newsDetailPath('{id}')];
const groups = new Map<string, string[]>();
const problems: string[] = [];
for (const address of addresses) {
  const page = pageFor(routes, address);
  if (!page) {
    problems.push(`${address}: app/routes.tsx renders no page for it.`);
    continue;
  }
  groups.set(page, [...(groups.get(page) ?? []), address]);
}

// A chunk the entry loads before it runs must not import the entry back: it would run first,
// against bindings the entry has not set yet, and every page would crash. vite.config.ts's
// 'schemas' chunk (zod and contract/paging.ts, without their dependencies) imports the entry;
// it stays safe only while no code the entry runs uses zod, which this catches.
const entryKey = appEntry(manifest);
if (entryKey) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (key !== entryKey && chunk?.imports?.includes(entryKey)) {
      problems.push(`The entry loads ${chunk.file}, which imports the entry back: it would run before the entry and crash the page (is zod used by code the entry imports? see vite.config.ts).`);
    }
    chunk?.imports?.forEach(visit);
  };
  visit(entryKey);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// The service and the news item measured: the first of each in the demo data.
const server = (await startDemoServer({ outDir: buildDir, build: false })) as { baseUrl: string; staticDir: string; stop(): Promise<void> };
let measured: { route: string; firstViewJs: number; firstViewJsFiles: number; js: number }[];
try {
  const concrete = new Map<string, string>([
    [serviceDetailPath('{id}'), serviceDetailPath(await firstId(server.baseUrl, '/api/products'))],
    [newsDetailPath('{id}'), newsDetailPath(await firstId(server.baseUrl, '/api/news'))],
  ]);
  // One address per page chunk: the others of a chunk (the sixteen service groups) load the same files.
  const paths = [...groups.values()].map(([address]) => concrete.get(address!) ?? address!);
  measured = (await measurePages({ baseUrl: server.baseUrl, staticDir: server.staticDir, paths, scroll: !args.includes('--first-view') })) as typeof measured;
  for (const [pattern, address] of concrete) {
    const row = measured.find((item) => item.route === address);
    if (row) row.route = pattern;
  }
} finally {
  await server.stop();
}

const rows = [...groups].map(([page, pageAddresses]) => {
  const name = path.basename(page).replace(/\.tsx?$/, '');
  const row = measured.find((item) => item.route === pageAddresses[0])!;
  return { name, addresses: pageAddresses, js: row.firstViewJs, jsFiles: row.firstViewJsFiles, scrolled: row.js, budget: BUDGET_KB[name] };
});

console.info('JavaScript a first visit loads before any scroll, and after scrolling to the end (gzip -9, Chromium at 375 px, the first address of each page):');
console.info(`  ${'page chunk'.padEnd(24)} ${'JS KB'.padStart(7)} ${'budget'.padStart(7)} ${'files'.padStart(5)} ${'scrolled'.padStart(9)}  addresses`);
for (const row of rows) {
  const over = row.budget !== undefined && row.js / 1024 > row.budget;
  const shown = row.addresses.length > 3 ? `${row.addresses.slice(0, 2).join(' ')} … (${row.addresses.length})` : row.addresses.join(' ');
  console.info(
    `${over ? '✗' : ' '} ${row.name.padEnd(24)} ${kb(row.js).padStart(7)} ${String(row.budget ?? '—').padStart(7)} ${String(row.jsFiles).padStart(5)} ${kb(row.scrolled).padStart(9)}  ${shown}`,
  );
  if (row.budget === undefined) {
    problems.push(`${row.name} (${row.addresses[0]}) has no budget: add it to BUDGET_KB in scripts/check-js-budget.ts.`);
  } else if (over) {
    problems.push(
      `${row.addresses[0]} (${row.name}) loads ${kb(row.js)} KB of gzipped JavaScript on a first visit, over its budget of ${row.budget} KB by ${kb(row.js - row.budget * 1024)} KB.`,
    );
  }
}
for (const name of Object.keys(BUDGET_KB)) {
  if (!rows.some((row) => row.name === name)) console.warn(`  (BUDGET_KB names ${name}, which no public address loads: remove it.)`);
}

if (problems.length) {
  console.error(`\nJavaScript budget not met:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.info('\nEvery public page is within its JavaScript budget.');
