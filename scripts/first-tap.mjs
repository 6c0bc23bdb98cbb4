// The first tap on a phone (issue 46), as `npm run bench` measures it: Chromium at 375 px with
// touch, the CPU slowed 4x and the network of Lighthouse's mobile runs (150 ms, 1.6 Mbit/s), a
// fresh tab per run, each public island tapped as soon as the page has painted, before its code
// has arrived. Two numbers per tap:
//   - INP, from the `web-vitals` library (its onINP, every interaction reported): how long the
//     page took to paint after the tap;
//   - answer: from the tap to the frame in which its answer shows (the menu open, the sign-in
//     asked, the quantity changed, the letter typed): what a visitor waits for.
// The island's state when the tap landed (none, loading, hydrated) is printed beside them.
//
//   node scripts/first-tap.mjs          against a fresh demo server (builds the app first)
//   FIRST_TAP_RUNS=5                     runs per tap (the median is printed)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumFlags, firstId, root, startDemoServer } from './demo-server.mjs';

// The library's build for a page without modules (its package exports only the modules).
export const WEB_VITALS = readFileSync(path.join(root, 'node_modules', 'web-vitals', 'dist', 'web-vitals.iife.js'), 'utf8');

/** Lighthouse's mobile network (its "slow 4G"): round trip and download speed. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Runs in the page before its own scripts: INP as web-vitals reports it, the moment of the tap
 * and the state of the island it landed on.
 */
function watchTaps(vitals) {
  const state = { inp: 0, tapAt: 0, island: '', answeredAt: 0 };
  Object.defineProperty(window, '__firstTap', { value: state });
  vitals.onINP((metric) => (state.inp = metric.value), { reportAllChanges: true, durationThreshold: 16 });
  addEventListener(
    'pointerdown',
    (event) => {
      if (state.tapAt) return;
      state.tapAt = event.timeStamp;
      const island = event.target instanceof Element ? event.target.closest('[data-island]') : null;
      state.island = island ? (island.getAttribute('data-island-state') ?? 'none') : 'no island';
    },
    { capture: true },
  );
}

/** The taps: where, what is tapped, and what shows when it is answered (a check of tapOnce, by name). */
const TAPS = [
  {
    name: "header menu ('Mở menu')",
    path: () => '/',
    tap: (page) => page.getByRole('button', { name: 'Mở menu' }).tap(),
    answered: 'dialog',
  },
  {
    name: "'Thích' on a card (a visitor: sign-in asked)",
    path: () => '/san-pham',
    tap: (page) => page.getByRole('button', { name: /^Thích / }).first().tap(),
    answered: 'dialog or toast',
  },
  {
    name: "cart picker '+' on a service",
    path: (ids) => `/san-pham/${ids.product}`,
    tap: (page) => page.getByRole('button', { name: /^Tăng số lượng/ }).tap(),
    answered: 'quantity 2',
  },
  {
    name: "a form field ('Họ và tên' on /lien-he, one letter)",
    path: () => '/lien-he',
    tap: async (page) => {
      const field = page.getByLabel('Họ và tên');
      await field.tap();
      await page.keyboard.type('A');
    },
    answered: 'typed A',
  },
];

async function tapOnce(browser, baseUrl, ids, tap) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'vi-VN' });
  try {
    await context.addInitScript({ content: `${WEB_VITALS};(${watchTaps.toString()})(webVitals);` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(new URL(tap.path(ids), baseUrl).href, { waitUntil: 'domcontentloaded' });
    // The first paint, then the tap at once.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await tap.tap(page);
    // Read at every frame (the page's CSP allows no string evaluated as code: one function, the check by name).
    // A tap whose answer never comes within 15 s was lost.
    const answered = await page.waitForFunction(
      (check) => {
        const shows = {
          dialog: () => Boolean(document.querySelector('[role="dialog"]')),
          'dialog or toast': () => Boolean(document.querySelector('[role="dialog"], li[role="status"]')),
          'quantity 2': () => document.querySelector('input[inputmode="numeric"]')?.value === '2',
          'typed A': () => document.querySelector('input[name="fullName"]')?.value === 'A',
        }[check]();
        const state = window.__firstTap;
        if (shows && !state.answeredAt) state.answeredAt = performance.now();
        return shows;
      },
      tap.answered,
      { polling: 'raf', timeout: 15_000 },
    ).then(
      () => true,
      () => false,
    );
    // web-vitals reports an interaction once its frame is painted.
    await page.waitForTimeout(500);
    const state = await page.evaluate(() => window.__firstTap);
    return { inp: state.inp, answer: answered ? state.answeredAt - state.tapAt : Number.POSITIVE_INFINITY, island: state.island };
  } finally {
    await context.close();
  }
}

/** Chromium for a benchmark, with Lighthouse's CPU benchmark index of this machine, read unthrottled on the site's home page. */
export async function launchMeasuringBrowser(baseUrl) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  const page = await browser.newPage();
  await page.goto(new URL('/', baseUrl).href);
  const cpuIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  await page.close();
  return { browser, cpuIndex };
}

/** Every tap `runs` times; returns one row per tap with the medians and each run. */
export async function measureFirstTaps({ baseUrl, runs = 5, log = console.info }) {
  const ids = { product: await firstId(baseUrl, '/api/products') };
  const { browser, cpuIndex } = await launchMeasuringBrowser(baseUrl);
  try {
    log(`CPU benchmark index (Lighthouse's, unthrottled): ${Math.round(cpuIndex)}`);
    const rows = [];
    for (const tap of TAPS) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await tapOnce(browser, baseUrl, ids, tap));
      const row = { name: tap.name, inp: median(results.map((r) => r.inp)), answer: median(results.map((r) => r.answer)), results };
      const lost = results.filter((r) => r.answer === Number.POSITIVE_INFINITY).length;
      log(
        `  ${tap.name.padEnd(52)} INP ${String(Math.round(row.inp)).padStart(4)} ms   answer ${Number.isFinite(row.answer) ? `${String(Math.round(row.answer)).padStart(5)} ms` : ' lost'}` +
          `   (island at the tap: ${[...new Set(results.map((r) => r.island))].join(', ')}${lost ? `; ${lost} of ${runs} taps never answered` : ''})`,
      );
      rows.push(row);
    }
    return { cpuIndex, rows };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startDemoServer();
  try {
    console.info(`First tap at 375 px, CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms and 1.6 Mbit/s, median of ${process.env.FIRST_TAP_RUNS ?? 5}:`);
    await measureFirstTaps({ baseUrl: server.baseUrl, runs: Number(process.env.FIRST_TAP_RUNS ?? 5) });
  } finally {
    await server.stop();
  }
}
