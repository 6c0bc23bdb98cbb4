// Invoice PDF benchmark. Part 1: server/lib/invoice-pdf.ts's invoicePdf on a fixed paid invoice
// (the brake job, 3 lines), a long one (19 lines, two pages) and the worst case staff can type
// (60 lines, each a 200-character word without a space), in this process, no database. Prints the
// first render (what a process's first PDF pays), then the median and p95 of BENCH_RUNS (30)
// renders after BENCH_WARMUP (3), wall and CPU time, and the PDF's size.
// Part 2: the real server in its own process (scripts/bench-invoice-server.ts, PGlite in a temp
// folder or BENCH_DATABASE_URL) with jobs of worst-case invoices. During the first download (it
// starts the PDF thread), 8 downloads of one invoice at once, the same 8 again, and 8 downloads of
// 8 different ones, /api/health is asked one call after the other; prints the slowest download,
// /api/health's p50, p99 and max, and the server's event loop delay. The server draws on its PDF
// thread and keeps each PDF, so drawing never holds the API.
// Run: npm run bench:invoice
import { fork } from 'node:child_process';
import path from 'node:path';
import { amountInWords } from '../contract/amount-words';
import type { Invoice } from '../contract/invoices';
import { getInvoicePdf } from '../contract/invoices';
import { buildPath } from '../contract/endpoint';
import { lineTotal, QUOTE_LINE_TEXT_MAX, quoteTotals } from '../contract/quote-rules';
import { invoicePdf } from '../server/lib/invoice-pdf';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

type Line = Invoice['lines'][number];

let sequence = 0;
function line(kind: Line['kind'], description: string, quantity: number, unitPrice: number, warrantyMonths: number | null = null, warrantyKm: number | null = null): Line {
  sequence += 1;
  const unit = { part: 'cái', labour: 'giờ', other: 'lần' }[kind];
  return { _id: `65f0a000000000000000${sequence.toString(16).padStart(4, '0')}`, kind, description, quantity, unit, unitPrice, lineTotal: lineTotal(quantity, unitPrice), warrantyMonths, warrantyKm };
}

const BRAKE: Line[] = [
  line('part', 'Má phanh trước Toyota chính hãng (bộ 4 miếng)', 1, 850_000, 6, 10_000),
  line('labour', 'Công thay má phanh, vệ sinh cụm phanh trước', 1.5, 200_000),
  line('other', 'Dầu phanh DOT4, thay mới', 1, 100_000, 3),
];

const LONG_PARTS: ReadonlyArray<[string, number, number]> = [
  ['Dầu động cơ tổng hợp 5W-30 (lít)', 4, 245_000],
  ['Lọc dầu động cơ', 1, 180_000],
  ['Lọc gió động cơ', 1, 320_000],
  ['Lọc gió điều hòa than hoạt tính', 1, 290_000],
  ['Bugi Iridium', 4, 310_000],
  ['Nước làm mát động cơ (lít)', 3, 95_000],
  ['Dây curoa tổng', 1, 1_150_000],
  ['Bi tì dây curoa', 1, 640_000],
  ['Gạt mưa trước (cặp)', 1, 420_000],
  ['Bóng đèn pha H4', 2, 260_000],
  ['Ắc quy 12V 45Ah', 1, 1_890_000],
  ['Rô-tuyn cân bằng trước', 2, 540_000],
  ['Cao su chụp bụi láp', 2, 210_000],
  ['Giảm xóc sau', 2, 1_350_000],
];

const LONG: Line[] = [
  ...LONG_PARTS.map(([description, quantity, price]) => line('part', description, quantity, price, 6, 10_000)),
  line('labour', 'Công bảo dưỡng cấp lớn 40.000 km', 3.5, 250_000),
  line('labour', 'Công thay giảm xóc sau, cân chỉnh góc đặt bánh xe', 2, 250_000, 3),
  line('labour', 'Công thay dây curoa và bi tì', 1.25, 250_000),
  line('other', 'Vệ sinh khoang máy, dưỡng nhựa', 1, 350_000),
  line('other', 'Kiểm tra hệ thống điện bằng máy chẩn đoán', 1, 200_000),
];

/** A word as long as a quote line allows, without a space, of many letters (as scripts/bench-invoice-server.ts types them). */
function worstWord(seed: number): string {
  const letters = 'aăâbcdđeêghiklmnoôơpqrstuưvxyÁÀẢÃẠẤỒỮỰĐWM0123456789';
  return Array.from({ length: QUOTE_LINE_TEXT_MAX }, (_, index) => letters[(index * 7 + seed) % letters.length]).join('');
}

const WORST: Line[] = Array.from({ length: 60 }, (_, index) => line('part', worstWord(index), 1, 100_000 + index, 6, 10_000));

function invoice(lines: Line[], discount: number, vatRate: Invoice['vatRate']): Invoice {
  const totals = quoteTotals(lines, discount, vatRate);
  return {
    repairId: '65f0a0000000000000009001',
    code: 'R1A2QL',
    invoiceNumber: 128,
    issuedAt: '2026-03-11T09:30:00.000Z',
    garage: {
      legalName: 'Công ty TNHH Dịch vụ Ô tô Sài Gòn',
      name: 'Gara Ô Tô Sài Gòn',
      taxCode: '0316 842 975',
      branchName: 'Chi nhánh Quận 12',
      address: '268 Tô Ký, phường Tân Chánh Hiệp, Quận 12, TP. Hồ Chí Minh',
      phone: '0903 812 345',
    },
    customer: { fullName: 'Nguyễn Văn An', phone: '0912345678' },
    vehicle: { plate: '51A-123.45', model: 'Toyota Vios', year: 2019, odometerKm: 42_350 },
    lines,
    vatRate,
    totals,
    amountInWords: amountInWords(totals.total),
    payment: { method: 'cash', cashier: 'Lê Thị Hồng', paidAt: '2026-03-11T09:30:00.000Z' },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function render(sample: Invoice) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const pdf = await invoicePdf(sample);
  const wall = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  return { wall, cpu: (user + system) / 1000, bytes: pdf.length };
}

const cases: Array<[string, Invoice]> = [
  ['brake job, 3 lines', invoice(BRAKE, 0, 0)],
  ['long job, 19 lines, discount + VAT 10 %', invoice(LONG, 200_000, 10)],
  ['worst case, 60 lines of 200-char words', { ...invoice(WORST, 0, 0), customer: { fullName: worstWord(100), phone: '0912345678' } }],
];

console.info(`invoicePdf, Node ${process.version}, ${RUNS} runs after ${WARMUP} warm-up runs`);
for (const [index, [label, sample]] of cases.entries()) {
  // The first render is the first warm-up run; the process's very first also reads the fonts.
  const first = await render(sample);
  if (index === 0) console.info(`${'first render in the process'.padEnd(42)} wall ${ms(first.wall)}  cpu ${ms(first.cpu)}`);
  for (let run = 1; run < WARMUP; run += 1) await render(sample);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await render(sample));
  const wall = runs.map((run) => run.wall).sort((a, b) => a - b);
  const cpu = runs.map((run) => run.cpu).sort((a, b) => a - b);
  console.info(
    `${label.padEnd(42)} wall p50 ${ms(percentile(wall, 50))}  p95 ${ms(percentile(wall, 95))}  cpu p50 ${ms(percentile(cpu, 50))}  p95 ${ms(percentile(cpu, 95))}  ${(first.bytes / 1024).toFixed(1)} KiB`,
  );
}

// ---------------------------------------------------------------- part 2: the real server

const server = fork(path.join(path.dirname(new URL(import.meta.url).pathname), 'bench-invoice-server.ts'), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_JOBS: '10' } });
const ready = await new Promise<{ url: string; token: string; jobs: string[]; database: string }>((resolve, reject) => {
  server.once('message', (message) => resolve(message as never));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const headers = { authorization: `Bearer ${ready.token}` };

async function download(repairId: string) {
  const start = performance.now();
  const res = await fetch(`${ready.url}${buildPath(getInvoicePdf.path, { id: repairId })}`, { headers });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`invoice PDF: ${res.status}`);
  return { ms: performance.now() - start, bytes };
}

/** /api/health one call after another until `work` is done: what any visitor waits meanwhile. */
async function healthDuring<T>(work: Promise<T>) {
  const latencies: number[] = [];
  let done = false;
  const finished = work.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${ready.url}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - start);
  }
  return { result: await finished, latencies: latencies.sort((a, b) => a - b) };
}

/** The server's event loop delay since the last ask: how long its main thread was held at most. */
function serverLoop(): Promise<{ p99: number; max: number }> {
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('loop' in message)) return;
      server.off('message', listen);
      resolve((message as { loop: { p99: number; max: number } }).loop);
    };
    server.on('message', listen);
    server.send('loop');
  });
}

async function round(label: string, downloads: () => Promise<Array<{ ms: number }>>) {
  await serverLoop();
  const { result, latencies } = await healthDuring(downloads());
  const loop = await serverLoop();
  const slowest = Math.max(...result.map((item) => item.ms));
  console.info(
    `${label.padEnd(42)} downloads max ${ms(slowest)}  /api/health n=${latencies.length} p50 ${ms(percentile(latencies, 50))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? NaN)}  server loop delay max ${ms(loop.max)}`,
  );
}

try {
  console.info(`\nthe server (${ready.database}), 8 parallel downloads of worst-case invoices (60 lines of 200-char words)`);
  const idle = await healthDuring(new Promise((resolve) => setTimeout(resolve, 1000)));
  console.info(`${'/api/health, nothing else running'.padEnd(42)} n=${idle.latencies.length} p50 ${ms(percentile(idle.latencies, 50))}  p99 ${ms(percentile(idle.latencies, 99))}  max ${ms(idle.latencies.at(-1) ?? NaN)}`);
  const [first, one, ...others] = ready.jobs;
  await round('first download (starts the PDF thread)', async () => [await download(first!)]);
  await round('8 downloads of one invoice (drawn once)', () => Promise.all(Array.from({ length: 8 }, () => download(one!))));
  await round('the same 8 again (kept)', () => Promise.all(Array.from({ length: 8 }, () => download(one!))));
  await round('8 downloads of 8 invoices (8 drawn)', () => Promise.all(others.slice(0, 8).map((id) => download(id))));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
