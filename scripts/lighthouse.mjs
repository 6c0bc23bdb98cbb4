// Lighthouse mobile performance score (median of N runs, default 5) for pages of the real
// app: builds it, starts the server with the demo data, runs Lighthouse 12 in Chromium,
// prints each run and the median, then stops everything.
//
//   node scripts/lighthouse.mjs                 '/', '/san-pham' and the first service
//   node scripts/lighthouse.mjs --runs 3 /tin-tuc
//   node scripts/lighthouse.mjs --gzip          the same behind a gzip proxy (what a
//                                               compressing web server would give)
//   node scripts/lighthouse.mjs --phone-index 1500 / /san-pham/:service /tin-tuc/:news
//                                               CPU slowed so that this machine, at each run, stands
//                                               for a host of that benchmark index under Lighthouse's
//                                               4x; ':service' and ':news': the demo's first ones
//   node scripts/lighthouse.mjs --no-build      the build in dist/ as it is
//   LIGHTHOUSE_SAVE=/tmp/lh node scripts/...    also writes each run's report (JSON) there
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { pathToFileURL } from 'node:url';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromiumFlags, firstId, startDemoServer, startGzipProxy } from './demo-server.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** How far a run's stood-for host may be from the one asked for and still count. */
const PHONE_TOLERANCE = 0.15;

/**
 * Runs Lighthouse (mobile, performance only) `runs` times on each path of `site`, printing
 * each run, and answers per path the median score and metrics:
 * { route, median, scores, fcp, lcp, tbt, cls, benchmarkIndexes, phoneIndexes }.
 *
 * With `phoneIndex`, the CPU is slowed so that this machine stands for a host of that benchmark
 * index under Lighthouse's own 4x: slowdown = 4 × this machine's index / phoneIndex. This
 * machine's index moves from minute to minute (a shared VM), so the slowdown follows the index
 * of the run before, and a run whose own index put it more than 15 % off is run again.
 */
export async function lighthouseMedians({ site, paths, runs = 5, phoneIndex }) {
  let cpuSlowdown;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const summary = [];
  try {
    for (const route of paths) {
      const scores = [];
      const metrics = [];
      for (let run = 1; run <= runs; run += 1) {
        // A run Lighthouse could not finish (runtimeError, e.g. the page did not paint in time
        // on a busy machine) is repeated, not counted as a 0.
        let lhr;
        let stoodFor;
        for (let attempt = 1; attempt <= 6; attempt += 1) {
          const throttling = cpuSlowdown ? { throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: cpuSlowdown } } : {};
          lhr = (await lighthouse(site + route, { port: chrome.port, output: 'json', onlyCategories: ['performance'], formFactor: 'mobile', ...throttling })).lhr;
          const failed = lhr.runtimeError || lhr.categories.performance.score === null;
          if (failed) console.warn(`${route} run ${run}: Lighthouse failed (${lhr.runtimeError?.code ?? 'no score'}: ${lhr.runtimeError?.message ?? ''}), ${attempt < 6 ? 'again' : 'giving up'}`);
          if (!phoneIndex) {
            if (!failed) break;
            continue;
          }
          const index = lhr.environment.benchmarkIndex;
          stoodFor = cpuSlowdown ? (4 * index) / cpuSlowdown : undefined;
          const previous = cpuSlowdown;
          cpuSlowdown = Math.round(((4 * index) / phoneIndex) * 10) / 10;
          if (!failed && stoodFor && Math.abs(stoodFor / phoneIndex - 1) <= PHONE_TOLERANCE) break;
          if (!failed) {
            console.warn(`${route} run ${run}: not counted, CPU benchmark ${Math.round(index)} ${previous ? `at ${previous}x stood for ${Math.round(stoodFor)}` : '(first run)'}; again at ${cpuSlowdown}x`);
          }
        }
        if (process.env.LIGHTHOUSE_SAVE) {
          await mkdir(process.env.LIGHTHOUSE_SAVE, { recursive: true });
          await writeFile(path.join(process.env.LIGHTHOUSE_SAVE, `${route.replaceAll('/', '_') || '_'}-${run}.json`), JSON.stringify(lhr));
        }
        const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        scores.push(score);
        metrics.push({
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          phoneIndex: stoodFor,
        });
        // benchmarkIndex is Lighthouse's measure of this machine's CPU speed: TBT scales with it,
        // so runs on machines (or moments) with different indexes do not compare.
        console.log(
          `${route} run ${run}: ${score}  FCP ${Math.round(audit('first-contentful-paint'))} ms  LCP ${Math.round(audit('largest-contentful-paint'))} ms  TBT ${Math.round(audit('total-blocking-time'))} ms  CLS ${audit('cumulative-layout-shift').toFixed(3)}  CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}${stoodFor ? ` (slowed, stands for ${Math.round(stoodFor)})` : ''}`,
        );
      }
      const pick = (key) => median(metrics.map((m) => m[key]));
      summary.push({
        route,
        median: median(scores),
        scores,
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        benchmarkIndexes: metrics.map((m) => m.benchmarkIndex),
        phoneIndexes: metrics.map((m) => m.phoneIndex).filter(Boolean),
      });
    }
  } finally {
    await chrome.kill();
  }
  return summary;
}

export function printLighthouseSummary(summary, note = '') {
  console.log(`\nMedian mobile performance score${note}`);
  for (const row of summary) {
    console.log(
      `  ${row.route.padEnd(40)} ${String(row.median).padStart(3)}  (runs ${row.scores.join(', ')})  FCP ${Math.round(row.fcp)} ms  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  CPU benchmark ${Math.round(median(row.benchmarkIndexes))}${row.phoneIndexes.length ? ` (stood for ${Math.round(Math.min(...row.phoneIndexes))}–${Math.round(Math.max(...row.phoneIndexes))})` : ''}`,
    );
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
  const requested = args.filter((arg, index) => arg.startsWith('/') && index !== runsAt + 1);
  const phoneAt = args.indexOf('--phone-index');
  const phoneIndex = phoneAt >= 0 ? Number(args[phoneAt + 1]) : undefined;
  const server = args.includes('--no-build') ? await startDemoServer({ outDir: 'dist', build: false }) : await startDemoServer();
  const proxy = args.includes('--gzip') ? await startGzipProxy(server.baseUrl) : null;
  try {
    // ':service' and ':news' stand for the demo garage's first service and news item.
    const resolve = async (path) => {
      let resolved = path;
      if (resolved.includes(':service')) resolved = resolved.replace(':service', await firstId(server.baseUrl, '/api/products'));
      if (resolved.includes(':news')) resolved = resolved.replace(':news', await firstId(server.baseUrl, '/api/news'));
      return resolved;
    };
    const paths = await Promise.all((requested.length > 0 ? requested : ['/', '/san-pham', '/san-pham/:service']).map(resolve));
    const summary = await lighthouseMedians({ site: proxy?.baseUrl ?? server.baseUrl, paths, runs, phoneIndex });
    printLighthouseSummary(summary, `${proxy ? ' (behind a gzip proxy)' : ''}${phoneIndex ? `, CPU slowed to stand for a host of index ${phoneIndex} under Lighthouse's 4x` : ''}`);
  } finally {
    await proxy?.stop();
    await server.stop();
  }
  process.exit(0);
}
