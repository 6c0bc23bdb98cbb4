// Gzipped size of the JavaScript and CSS a page loads, measured the way a visitor gets it:
// the built app on the real server, the page opened in Chromium at phone width, scrolled to
// the bottom, every same-origin script and stylesheet it requested (entry, preloads, the lazy
// route chunk and whatever loads after the first render) summed after gzip -9 of the built
// file, and the part loaded before the first scroll. The budget check (scripts/check-js-budget.ts)
// holds every public page to the latter.
//
//   node scripts/measure-bundle.mjs            build, start the demo server, measure '/'
//   node scripts/measure-bundle.mjs /san-pham  the same for other paths
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, startDemoServer } from './demo-server.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A page still loading after this long fails the measure, naming what it waits for, instead of holding the run. */
const SETTLE_LIMIT_MS = 60_000;

/**
 * Resolves once the page has nothing more to load by itself: every script and stylesheet it asked
 * for has arrived, and a round of the page's own work (two frames, so an IntersectionObserver has
 * reported, then an idle moment of the main thread, which comes after every idle callback and
 * task the page queued before it) asked for nothing new. It waits on the page's events, never a
 * fixed time, so a busy machine gives the same count, only later: a page still running its entry
 * cannot look finished, as it could with "no request for 500 ms".
 */
async function untilSettled(page, requests) {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  /** The promise, or nothing once the deadline has passed (the loop then says what is missing). */
  const beforeDeadline = (promise) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref())]);
  for (;;) {
    if (Date.now() > deadline) {
      throw new Error(`${page.url()} kept loading for ${SETTLE_LIMIT_MS / 1000} s; still on their way: ${requests.pending().join(', ') || 'none'}`);
    }
    await beforeDeadline(requests.untilNoneInFlight());
    const before = requests.started;
    await beforeDeadline(page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(undefined), { timeout: 10_000 })));
        }),
    ));
    await beforeDeadline(requests.untilNoneInFlight());
    if (requests.started === before && !requests.pending().length) return;
  }
}

/** What a page's measure counts: its own scripts and stylesheets. */
const counted = (request, baseUrl) => {
  const type = request.resourceType();
  return new URL(request.url()).origin === baseUrl && (type === 'script' || type === 'stylesheet');
};

/** The page's counted requests: how many have started, and a wait for those on their way. */
function trackRequests(page, baseUrl) {
  const inFlight = new Set();
  let waiters = [];
  const done = (request) => {
    if (!inFlight.delete(request) || inFlight.size) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  const tracked = {
    started: 0,
    pending: () => [...inFlight].map((r) => r.url()),
    untilNoneInFlight: () => (inFlight.size ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve()),
  };
  page.on('request', (request) => {
    if (!counted(request, baseUrl)) return;
    inFlight.add(request);
    tracked.started += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return tracked;
}

/** Pages measured at once: each waits on its own events (untilSettled), so the count does not depend on it. */
const AT_ONCE = 4;

/**
 * Opens each path of a running demo server in Chromium and answers, per path, the scripts and
 * stylesheets it loaded: { route, files: [[pathname, { type, raw, gzip }]], js, css, jsRaw, cssRaw }.
 */
export async function measurePages({ baseUrl, staticDir, paths, scroll = true }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  const sizes = new Map();
  /** A built file's size, and its size after gzip -9, read once for all pages. */
  const sizeOf = (pathname) => {
    if (!sizes.has(pathname)) {
      const raw = readFileSync(path.join(staticDir, pathname));
      sizes.set(pathname, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
    }
    return sizes.get(pathname);
  };
  const measure = async (route) => {
    // A phone: touch, no mouse resting over the page (a mouse over an island would start it).
    const page = await browser.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const files = new Map();
    const requests = trackRequests(page, baseUrl);
    page.on('response', (response) => {
      if (!counted(response.request(), baseUrl)) return;
      const { pathname } = new URL(response.url());
      files.set(pathname, { type: response.request().resourceType(), ...sizeOf(pathname) });
    });
    await page.goto(baseUrl + route, { waitUntil: 'load' });
    await untilSettled(page, requests);
    // What the first view loads, before the visitor scrolls or touches anything.
    const firstView = [...files.values()].filter((file) => file.type === 'script');
    if (scroll) {
      // Scroll through the page so anything that loads on scroll is counted too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      await untilSettled(page, requests);
    }
    await page.close();

    const rows = [...files.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
    const sum = (type, key) => rows.filter(([, f]) => f.type === type).reduce((total, [, f]) => total + f[key], 0);
    return {
      route,
      files: rows,
      js: sum('script', 'gzip'),
      jsRaw: sum('script', 'raw'),
      jsFiles: rows.filter(([, f]) => f.type === 'script').length,
      firstViewJs: firstView.reduce((total, file) => total + file.gzip, 0),
      firstViewJsFiles: firstView.length,
      css: sum('stylesheet', 'gzip'),
      cssRaw: sum('stylesheet', 'raw'),
    };
  };
  const measured = new Array(paths.length);
  try {
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const at = next++;
        measured[at] = await measure(paths[at]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, paths.length) }, worker));
  } finally {
    await browser.close();
  }
  return measured;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (paths.length === 0) paths.push('/');
  const server = await startDemoServer();
  try {
    for (const page of await measurePages({ baseUrl: server.baseUrl, staticDir: server.staticDir, paths })) {
      console.log(`\n${page.route}`);
      for (const [name, f] of page.files) console.log(`  ${f.type.padEnd(10)} ${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.raw).padStart(7)} KB raw  ${name}`);
      console.log(`  JavaScript: ${kb(page.js)} KB gzip (${kb(page.jsRaw)} KB raw) in ${page.jsFiles} files; before any scroll ${kb(page.firstViewJs)} KB in ${page.firstViewJsFiles}`);
      console.log(`  CSS:        ${kb(page.css)} KB gzip (${kb(page.cssRaw)} KB raw)`);
    }
  } finally {
    await server.stop();
  }
  process.exit(0);
}
