// `npm run bench`: one run of the public site's numbers on this machine, against the real
// server (built as `npm start` runs it) with a fresh demo garage:
//   1. Lighthouse mobile performance, median of 5, with LCP, FCP and TBT, for /, /san-pham, the
//      first service, the first news item and the three form pages (lighthouse.mjs);
//   2. the gzipped JavaScript and CSS each of those pages loads in Chromium (measure-bundle.mjs),
//      beside what the CI budget check computes for the same build (check-js-budget.ts);
//   3. requests per second and p99 of the public list routes beside /api/health, autocannon
//      with 50 connections, timeouts and non-2xx answers counted;
//   4. the first tap on each kind of island at 375 px, 4x CPU and Lighthouse's mobile network:
//      web-vitals INP and the time to the answer (first-tap.mjs);
//   5. the workshop board with 200 more open jobs on a 1024×768 tablet at 4x CPU: drawn, and the
//      INP of moving a card (board-tap.mjs; it checks the jobs in, so it runs after the others);
//   6. the server process's resident memory before and after.
// Takes several minutes; run it alone (flock /tmp/browser.lock npm run bench), nothing else busy.
//
//   BENCH_RUNS=5  Lighthouse runs per page     BENCH_SECONDS=5      autocannon seconds per route
//   BENCH_CONNECTIONS=50                        BENCH_SKIP=lighthouse,bundle,load,taps,board  parts to leave out
//   BENCH_PHONE_INDEX=1500  CPU slowed so that this machine stands for a host of that index
//                           under Lighthouse's 4x (lighthouse.mjs --phone-index)
import autocannon from 'autocannon';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { firstId, root, startDemoServer } from './demo-server.mjs';
import { lighthouseMedians, printLighthouseSummary } from './lighthouse.mjs';
import { measureBoard } from './board-tap.mjs';
import { measureFirstTaps } from './first-tap.mjs';
import { measurePages } from './measure-bundle.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PHONE_INDEX = process.env.BENCH_PHONE_INDEX ? Number(process.env.BENCH_PHONE_INDEX) : undefined;
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const kb = (bytes) => (bytes / 1024).toFixed(1);

function machine() {
  let chromium = '?';
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Reported as unknown.
  }
  const lighthouseVersion = JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
  return [
    `CPU: ${cpus()[0]?.model ?? '?'}, ${cpus().length} cores; memory ${(totalmem() / 2 ** 30).toFixed(1)} GB`,
    `Node ${process.version}; ${chromium}; Lighthouse ${lighthouseVersion}; autocannon ${CONNECTIONS} connections × ${SECONDS} s per route`,
    `load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  ];
}

/**
 * Resident and peak memory of a process, from /proc (Linux). `anon` is what the process
 * allocated (heaps, PGlite's WebAssembly memory); `files` the mapped code of node and its
 * native libraries, the same for any Node process.
 */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM'), anon: field('RssAnon'), files: field('RssFile') };
}
const describeMemory = (memory) => `${memory.rss.toFixed(0)} MB (${memory.anon.toFixed(0)} allocated, ${memory.files.toFixed(0)} mapped files)`;

function load(url, seconds) {
  // A browser's headers: the answers are compressed as a visitor gets them.
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } });
}

console.info(machine().join('\n'));
const server = await startDemoServer();
const { baseUrl } = server;
const productId = await firstId(baseUrl, '/api/products');
const newsId = await firstId(baseUrl, '/api/news');
const pages = ['/', '/san-pham', `/san-pham/${productId}`, `/tin-tuc/${newsId}`, '/lien-he', '/tra-cuu-lich-hen', '/theo-doi-sua-chua'];
const memoryAtStart = memoryOf(server.pid);
const report = [];
try {
  if (!skip.has('lighthouse')) {
    console.info(`\n== Lighthouse, mobile, ${RUNS} runs per page`);
    const summary = await lighthouseMedians({ site: baseUrl, paths: pages, runs: RUNS, phoneIndex: PHONE_INDEX });
    printLighthouseSummary(summary);
    report.push('', `Lighthouse mobile performance, median of ${RUNS}${PHONE_INDEX ? `, CPU slowed to stand for a host of index ${PHONE_INDEX}` : ''}:`);
    for (const row of summary) {
      report.push(
        `  ${row.route.padEnd(40)} ${String(row.median).padStart(3)}  (runs ${row.scores.join(', ')})  LCP ${(row.lcp / 1000).toFixed(1)} s  FCP ${(row.fcp / 1000).toFixed(1)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  CPU index ${Math.round(Math.min(...row.benchmarkIndexes))}–${Math.round(Math.max(...row.benchmarkIndexes))}${row.phoneIndexes.length ? ` (stood for ${Math.round(Math.min(...row.phoneIndexes))}–${Math.round(Math.max(...row.phoneIndexes))})` : ''}`,
      );
    }
  }

  if (!skip.has('bundle')) {
    console.info('\n== JavaScript and CSS per page (Chromium, 375 px, scrolled)');
    const measured = await measurePages({ baseUrl, staticDir: server.staticDir, paths: pages });
    report.push('', 'Loaded by each page in Chromium (gzip -9 of the built files):');
    for (const page of measured) {
      report.push(`  ${page.route.padEnd(40)} JS ${kb(page.js).padStart(6)} KB in ${String(page.jsFiles).padStart(2)} files   CSS ${kb(page.css).padStart(5)} KB`);
    }
    // The same build through the CI budget check (first render only, from the Vite manifest), to compare.
    const budget = spawnSync('npx', ['tsx', 'scripts/check-js-budget.ts', '--dir', server.staticDir], { cwd: root, encoding: 'utf8' });
    const budgetRows = budget.stdout.split('\n').filter((line) => /^[ ✗] (home|products|product-detail|news-detail)-page /.test(line));
    report.push('First-visit JavaScript of the same build from its manifest (npm run check:js-budget; JS KB, budget, files, CSS KB):', ...budgetRows.map((line) => `  ${line}`));
  }

  if (!skip.has('taps')) {
    console.info(`\n== First tap, 375 px, CPU 4x, 150 ms and 1.6 Mbit/s, median of ${RUNS}`);
    const lines = [];
    const { cpuIndex } = await measureFirstTaps({ baseUrl, runs: RUNS, log: (line) => (console.info(line), lines.push(line)) });
    report.push('', `First tap before the island's code (median of ${RUNS}; CPU index ${Math.round(cpuIndex)}):`, ...lines.filter((line) => line.startsWith('  ')));
  }

  if (!skip.has('load')) {
    const routes = [
      ['health', '/api/health'],
      ['products list', '/api/products'],
      ['featured', '/api/products/featured'],
      ['news list', '/api/news'],
      ['categories', '/api/categories'],
      ['banners', '/api/banners'],
      ['product detail', `/api/products/${productId}`],
      ['news detail', `/api/news/${newsId}`],
      // Pages drawn by the server (React), kept like the lists once drawn.
      ['home HTML', '/'],
      ['services HTML', '/san-pham'],
      ['service HTML', `/san-pham/${productId}`],
    ];
    console.info(`\n== HTTP load: ${CONNECTIONS} connections, ${SECONDS} s per route (after 1 s of warm-up each)`);
    const rows = [];
    for (const [label, path] of routes) {
      await load(baseUrl + path, 1);
      const result = await load(baseUrl + path, SECONDS);
      const row = {
        label,
        path,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        ok: result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        bytes: result.throughput.average,
      };
      rows.push(row);
      console.info(`  ${label}: ${Math.round(row.rps)} req/s, p99 ${row.p99} ms`);
    }
    const health = rows[0].rps;
    report.push('', `HTTP load (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, browser Accept-Encoding):`);
    const columns = [['route', 15], ['req/s', 7], ['× health', 8], ['p50 ms', 7], ['p99 ms', 7], ['KB/s', 8], ['2xx', 7], ['non-2xx', 8], ['errors', 7], ['timeouts', 9]];
    const line = (cells) => `  ${cells.map((cell, index) => (index === 0 ? String(cell).padEnd(columns[0][1]) : String(cell).padStart(columns[index][1]))).join(' ')}`;
    report.push(line(columns.map(([title]) => title)));
    for (const row of rows) {
      report.push(line([row.label, Math.round(row.rps), (row.rps / health).toFixed(2), row.p50, row.p99, kb(row.bytes), row.ok, row.non2xx, row.errors, row.timeouts]));
    }
  }

  if (!skip.has('board')) {
    console.info('\n== The workshop board on a tablet (1024×768, CPU 4x)');
    const lines = [];
    await measureBoard({ baseUrl, runs: Math.min(RUNS, 3), log: (line) => (console.info(line), lines.push(line)) });
    report.push('', 'Workshop board, signed in as the admin (median):', ...lines);
  }

  const memoryAfter = memoryOf(server.pid);
  report.push(
    '',
    `Server memory (pid ${server.pid}): RSS ${describeMemory(memoryAtStart)} after start, ${describeMemory(memoryAfter)} after the bench (peak ${memoryAfter.peak.toFixed(0)} MB)`,
    `load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
} finally {
  await server.stop();
}
console.info(`\n== Summary\n${machine().slice(0, 2).join('\n')}${report.join('\n')}`);
process.exit(0);
