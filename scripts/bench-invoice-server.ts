// The server half of `npm run bench:invoice`: the real app with a fresh database (PGlite in a temp
// folder, or BENCH_DATABASE_URL), an admin with a session and BENCH_JOBS (10) jobs whose answered
// quotes have the worst case an invoice can be typed with: 60 lines, each one 200-character word.
// Sends the parent its URL, the admin's token and the jobs' ids; answers 'loop' with its event
// loop's delay since the last 'loop' (how long its main thread was held); cleans up when told to stop.
import { mkdtemp, rm } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lineTotal, QUOTE_LINE_TEXT_MAX, quoteTotals } from '../contract/quote-rules';
import { openRepair } from '../contract/repairs';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { accountRoles, accounts, bookings, repairQuoteLines, repairQuotes, roles } from '../server/db/schema';
import { openDayAhead } from '../server/test/open-days';

const JOBS = Number(process.env.BENCH_JOBS ?? 10);
const LINES = 60;
const DATABASE_URL = process.env.BENCH_DATABASE_URL;

/** A word as long as a quote line allows, without a space, of many letters (Vietnamese ones among them). */
function worstWord(seed: number): string {
  const letters = 'aăâbcdđeêghiklmnoôơpqrstuưvxyÁÀẢÃẠẤỒỮỰĐWM0123456789';
  return Array.from({ length: QUOTE_LINE_TEXT_MAX }, (_, index) => letters[(index * 7 + seed) % letters.length]).join('');
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'garage-bench-invoice-'));
const config = loadConfig(
  { NODE_ENV: 'production', LOG_LEVEL: 'error' },
  {
    dataDir,
    databaseUrl: DATABASE_URL,
    inMemoryDatabase: false,
    seedDemoData: false,
    jwtSecret: 'bench-secret-that-is-long-enough-123456',
    staticDir: '/nonexistent-static-dir',
  },
);
const app = await buildApp(config, { logger: { level: 'error' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

const [adminRole] = await app.db.insert(roles).values({ name: 'admin' }).onConflictDoNothing().returning();
const [admin] = await app.db.insert(accounts).values({ fullName: 'Admin', email: `bench-invoice-${Date.now().toString(36)}@example.com`, verified: true }).returning({ id: accounts.id });
await app.db.insert(accountRoles).values({ accountId: admin!.id, roleId: adminRole!.id });
const token = await app.auth.sign(admin!.id);

const jobs: string[] = [];
for (let job = 0; job < JOBS; job += 1) {
  const [booking] = await app.db
    .insert(bookings)
    .values({
      fullName: worstWord(job + 100),
      numberPhone: `0978${String(100000 + job).slice(-6)}`,
      date: openDayAhead(1 + job),
      timeSlot: '09:00',
      status: 'pending',
      description: 'Phanh kêu khi dừng.',
      branch: 'thu-duc',
      carPlate: `51A${String(10000 + job).slice(-5)}`,
      carModel: 'Toyota Vios',
      serviceName: 'Bảo dưỡng phanh',
    })
    .returning();
  const opened = await app.inject({ method: 'POST', url: openRepair.path, headers: { authorization: `Bearer ${token}` }, payload: { bookingId: booking!.id, odometerKm: 42_350, fuelLevel: 50, year: 2019 } });
  if (opened.statusCode !== 201) throw new Error(`openRepair: ${opened.statusCode} ${opened.body}`);
  const repairId = opened.json<{ _id: string }>()._id;
  const lines = Array.from({ length: LINES }, (_, index) => ({ kind: 'part' as const, description: worstWord(job * LINES + index), quantity: 1, unitPrice: 100_000 + index }));
  const totals = quoteTotals(lines, 0, 0);
  await app.db.insert(repairQuotes).values({
    repairId,
    version: 1,
    vatRate: 0,
    discount: 0,
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
    accountId: admin!.id,
    answeredVersion: 1,
    answeredAt: new Date(),
    signedName: 'Khách',
    answeredVia: 'phone',
    answeredBy: admin!.id,
  });
  await app.db.insert(repairQuoteLines).values(
    lines.map((line, position) => ({ repairId, position, ...line, lineTotal: lineTotal(line.quantity, line.unitPrice), warrantyMonths: 6, warrantyKm: 10_000, approved: true })),
  );
  jobs.push(repairId);
}

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
process.on('message', (message) => {
  if (message !== 'loop') return;
  process.send?.({ loop: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 } });
  loop.reset();
});

process.send?.({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, token, jobs, database: DATABASE_URL ? 'Postgres' : 'PGlite' });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
