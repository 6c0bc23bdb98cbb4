// Lighthouse mobile performance score (median of N runs, default 5) for pages of the real
// app: builds it, starts the server with the demo data, runs Lighthouse 12 in Chromium,
// prints each run and the median, then stops everything.
//
//   node scripts/lighthouse.mjs                 '/', '/san-pham' and the first service
//   node scripts/lighthouse.mjs --runs 3 /tin-tuc
//   node scripts/lighthouse.mjs --gzip          the same behind a gzip proxy (what a
//                                               compressing web server would give)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, startDemoServer, startGzipProxy } from './demo-server.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const requested = args.filter((arg, index) => arg.startsWith('/') && index !== runsAt + 1);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const server = await startDemoServer();
const proxy = args.includes('--gzip') ? await startGzipProxy(server.baseUrl) : null;
const site = proxy?.baseUrl ?? server.baseUrl;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
try {
  const paths = requested.length > 0 ? requested : ['/', '/san-pham'];
  if (requested.length === 0) {
    const products = await (await fetch(`${server.baseUrl}/api/products`)).json();
    paths.push(`/san-pham/${products[0]._id}`);
  }
  const summary = [];
  for (const route of paths) {
    const scores = [];
    const metrics = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(site + route, { port: chrome.port, output: 'json', onlyCategories: ['performance'], formFactor: 'mobile' });
      const lhr = result.lhr;
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      scores.push(score);
      metrics.push({ fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), si: audit('speed-index') });
      // benchmarkIndex is Lighthouse's measure of this machine's CPU speed: TBT scales with it,
      // so runs on machines (or moments) with different indexes do not compare.
      console.log(`${route} run ${run}: ${score}  FCP ${Math.round(audit('first-contentful-paint'))} ms  LCP ${Math.round(audit('largest-contentful-paint'))} ms  TBT ${Math.round(audit('total-blocking-time'))} ms  CLS ${audit('cumulative-layout-shift').toFixed(3)}  CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}`);
    }
    const pick = (key) => median(metrics.map((m) => m[key]));
    summary.push({ route, median: median(scores), scores, fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') });
  }
  console.log(`\nMedian mobile performance score${proxy ? ' (behind a gzip proxy)' : ''}`);
  for (const row of summary) {
    console.log(
      `  ${row.route.padEnd(40)} ${String(row.median).padStart(3)}  (runs ${row.scores.join(', ')})  FCP ${Math.round(row.fcp)} ms  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}`,
    );
  }
} finally {
  await chrome.kill();
  await proxy?.stop();
  await server.stop();
}
process.exit(0);
