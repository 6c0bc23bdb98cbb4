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

/**
 * Opens each path of a running demo server in Chromium and answers, per path, the scripts and
 * stylesheets it loaded: { route, files: [[pathname, { type, raw, gzip }]], js, css, jsRaw, cssRaw }.
 */
export async function measurePages({ baseUrl, staticDir, paths, scroll = true }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  const measured = [];
  try {
    for (const route of paths) {
      // A phone: touch, no mouse resting over the page (a mouse over an island would start it).
      const page = await browser.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
      const files = new Map();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== baseUrl) return;
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const raw = readFileSync(path.join(staticDir, url.pathname));
        files.set(url.pathname, { type, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      // Islands start when the main thread is idle: give them that moment.
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      // What the first view loads, before the visitor scrolls or touches anything.
      const firstView = [...files.values()].filter((file) => file.type === 'script');
      if (scroll) {
        // Scroll through the page so anything that loads on scroll is counted too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await page.waitForLoadState('networkidle');
      }
      await page.close();

      const rows = [...files.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
      const sum = (type, key) => rows.filter(([, f]) => f.type === type).reduce((total, [, f]) => total + f[key], 0);
      measured.push({
        route,
        files: rows,
        js: sum('script', 'gzip'),
        jsRaw: sum('script', 'raw'),
        jsFiles: rows.filter(([, f]) => f.type === 'script').length,
        firstViewJs: firstView.reduce((total, file) => total + file.gzip, 0),
        firstViewJsFiles: firstView.length,
        css: sum('stylesheet', 'gzip'),
        cssRaw: sum('stylesheet', 'raw'),
      });
    }
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
