// Back-office list benchmark: 10,000 services in a fresh PGlite (temp folder) and a fresh
// Postgres database, the real app on 127.0.0.1, ~30 HTTP requests per case; prints median
// and p95. Run: npm run bench:lists  (BENCH_PRODUCTS, BENCH_RUNS, BENCH_WHOLE_RUNS, BENCH_ONLY,
// BENCH_STALE_STATISTICS, BENCH_PG_URL to change).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../server/app';
import { loadConfig } from '../server/config';
import { categories, productSpecifications, products } from '../server/db/schema';
import { newObjectId } from '../server/lib/object-id';
import { foldSearchText, productSearchDocument } from '../server/lib/search-text';
import { seedCategories } from '../server/seed/data';
import { TOTAL_COUNT_HEADER } from '../contract/paging';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Only the cases whose label contains this text, e.g. BENCH_ONLY=whole. */
const ONLY = process.env.BENCH_ONLY;

const CASES: { label: string; query: string; runs?: number }[] = [
  { label: 'page 1', query: 'page=1&limit=10' },
  { label: 'page 500', query: 'page=500&limit=10' },
  { label: 'search q="bao duong" (many matches)', query: 'page=1&limit=10&q=bao%20duong' },
  { label: 'search q="Má phanh Mazda" (few matches)', query: `page=1&limit=10&q=${encodeURIComponent('Má phanh Mazda')}` },
  { label: 'price 1,000,000-2,000,000', query: 'page=1&limit=10&minPrice=1000000&maxPrice=2000000' },
  { label: 'search + price, page 3', query: 'page=3&limit=10&q=thay&minPrice=500000&maxPrice=5000000' },
  { label: 'whole list (public pages)', query: '', runs: Number(process.env.BENCH_WHOLE_RUNS ?? 5) },
];

const MODELS = ['Toyota Vios', 'Honda City', 'Kia Morning', 'Mazda 3', 'Ford Ranger', 'Hyundai Accent', 'VinFast Lux A', 'Mitsubishi Xpander', 'Toyota Fortuner', 'Kia Seltos'];
const EXTRAS = [
  'Miễn phí kiểm tra 20 hạng mục an toàn.',
  'Đặt lịch trước để được ưu tiên phục vụ trong ngày.',
  'Vật tư chính hãng, hóa đơn đầy đủ.',
  'Kỹ thuật viên tay nghề cao, hơn 10 năm kinh nghiệm.',
  'Có phòng chờ máy lạnh và wifi miễn phí.',
  'Bảo hành tại tất cả chi nhánh trong thành phố.',
];

/** A deterministic pseudo-random sequence, so every run seeds the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seed(app: App) {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const now = Date.now();
  const categoryRows = seedCategories.map((c, i) => {
    const createdAt = new Date(now - (800 - i) * 86_400_000);
    return { id: newObjectId(createdAt), name: c.name, createdAt, updatedAt: createdAt };
  });
  await app.db.insert(categories).values(categoryRows);
  const base = seedCategories.flatMap((c, i) => c.services.map((s) => ({ service: s, category: categoryRows[i]! })));
  for (let start = 0; start < PRODUCTS; start += 500) {
    const rows: (typeof products.$inferInsert)[] = [];
    const specs: (typeof productSpecifications.$inferInsert)[] = [];
    for (let i = start; i < Math.min(start + 500, PRODUCTS); i += 1) {
      const { service, category } = pick(base);
      const createdAt = new Date(now - Math.floor(next() * 730 * 86_400_000));
      const id = newObjectId(createdAt);
      const name = `${service.name} - ${pick(MODELS)} #${i + 1}`;
      const description = `${service.description} ${pick(EXTRAS)} ${pick(EXTRAS)}`;
      const price = Math.max(0, Math.round((service.price * (0.5 + next() * 2.5)) / 1000) * 1000);
      rows.push({
        id,
        name,
        searchText: foldSearchText(name),
        searchDocument: productSearchDocument(name, category.name, description),
        description,
        price,
        quantity: Math.floor(next() * 100),
        categoryId: category.id,
        isFeatured: next() < 0.02,
        createdAt,
        updatedAt: createdAt,
      });
      service.specifications.slice(0, 2).forEach((s, position) => specs.push({ productId: id, label: s.label, value: s.value, position }));
    }
    await app.db.insert(products).values(rows);
    if (specs.length) await app.db.insert(productSpecifications).values(specs);
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(base: string) {
  const results: { label: string; median: number; p95: number; rows: number; total: string }[] = [];
  for (const c of CASES.filter((c) => !ONLY || c.label.includes(ONLY))) {
    const url = `${base}/api/products${c.query ? `?${c.query}` : ''}`;
    const runs = c.runs ?? RUNS;
    let rows = 0;
    let total = '';
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i += 1) {
      const started = performance.now();
      const res = await fetch(url);
      const body = (await res.json()) as unknown[];
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      rows = body.length;
      total = res.headers.get(TOTAL_COUNT_HEADER) ?? '';
      if (i >= 3) times.push(elapsed); // three warm-up requests
    }
    times.sort((a, b) => a - b);
    results.push({ label: c.label, median: percentile(times, 50), p95: percentile(times, 95), rows, total });
  }
  return results;
}

async function run(kind: 'PGlite' | 'Postgres', databaseUrl: string | undefined, dataDir: string) {
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    {
      databaseUrl,
      dataDir,
      inMemoryDatabase: false,
      seedDemoData: false,
      jwtSecret: randomBytes(32).toString('hex'),
      staticDir: path.join(dataDir, 'no-static'),
      host: '127.0.0.1',
      port: 0,
    },
  );
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    const seedStart = performance.now();
    await seed(app);
    // What the server does at start and every 10 minutes on PGlite (Postgres: autovacuum);
    // BENCH_STALE_STATISTICS=1 measures right after a bulk import, before that refresh.
    if (process.env.BENCH_STALE_STATISTICS !== '1') await app.database.refreshStatistics();
    const seeded = performance.now() - seedStart;
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const results = await measure(address);
    console.info(`\n${kind}: ${PRODUCTS.toLocaleString('en')} services (seeded in ${(seeded / 1000).toFixed(1)} s), ${RUNS} requests per case over HTTP`);
    console.info(`${'case'.padEnd(40)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(6)} ${'total'.padStart(6)}`);
    for (const r of results) {
      console.info(`${r.label.padEnd(40)} ${r.median.toFixed(1).padStart(10)} ${r.p95.toFixed(1).padStart(8)} ${String(r.rows).padStart(6)} ${r.total.padStart(6)}`);
    }
  } finally {
    await app.close();
  }
}

async function postgresAvailable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const folder = await mkdtemp(path.join(tmpdir(), 'bench-lists-'));
try {
  await run('PGlite', undefined, folder);

  if (await postgresAvailable(PG_ADMIN_URL)) {
    const name = `bench_lists_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      await run('Postgres', url.toString(), folder);
    } finally {
      const drop = new pg.Client({ connectionString: PG_ADMIN_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    }
  } else {
    console.info(`\nPostgres: skipped (no server at ${PG_ADMIN_URL.replace(/:[^:@/]*@/, ':***@')}).`);
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
