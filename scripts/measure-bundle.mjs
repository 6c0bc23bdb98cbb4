// Gzipped size of the JavaScript and CSS the home page loads, measured the way a visitor
// gets it: the built app on the real server, `/` opened in Chromium, every same-origin
// script and stylesheet it requested (entry, preloads and the lazy route chunks) summed
// after gzip -9 of the built file.
//
//   node scripts/measure-bundle.mjs            build, start the demo server, measure '/'
//   node scripts/measure-bundle.mjs /san-pham  the same for other paths
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, startDemoServer } from './demo-server.mjs';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (paths.length === 0) paths.push('/');
const BUDGET_JS_KB = 120;

const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
const kb = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
try {
  for (const route of paths) {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const files = new Map();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== server.baseUrl) return;
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const file = path.join(server.staticDir, url.pathname);
      const raw = readFileSync(file);
      files.set(url.pathname, { type, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
    });
    await page.goto(server.baseUrl + route, { waitUntil: 'networkidle' });
    // Scroll through the page so anything that loads on scroll is counted too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.close();

    const rows = [...files.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
    const total = (type) => rows.filter(([, f]) => f.type === type).reduce((sum, [, f]) => sum + f.gzip, 0);
    const totalRaw = (type) => rows.filter(([, f]) => f.type === type).reduce((sum, [, f]) => sum + f.raw, 0);
    console.log(`\n${route}`);
    for (const [name, f] of rows) console.log(`  ${f.type.padEnd(10)} ${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.raw).padStart(7)} KB raw  ${name}`);
    const js = total('script');
    console.log(`  JavaScript: ${kb(js)} KB gzip (${kb(totalRaw('script'))} KB raw) in ${rows.filter(([, f]) => f.type === 'script').length} files`);
    console.log(`  CSS:        ${kb(total('stylesheet'))} KB gzip (${kb(totalRaw('stylesheet'))} KB raw)`);
    if (route === '/') {
      const within = js / 1024 <= BUDGET_JS_KB;
      console.log(`  Budget ${BUDGET_JS_KB} KB gzip JavaScript for the home page: ${within ? 'within' : 'OVER'} (${kb(js)} KB)`);
      failed ||= !within;
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed && process.argv.includes('--strict') ? 1 : 0);
