// The server half of `npm run bench:chat`: the real app with a fresh database (PGlite in a temp
// folder, or BENCH_DATABASE_URL), BENCH_SOCKETS customer accounts and BENCH_STAFF (5) admins with sessions;
// sends the parent its URL and the tokens, and cleans up when told to stop.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { accountRoles, accounts, roles } from '../server/db/schema';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const STAFF = Math.max(2, Number(process.env.BENCH_STAFF ?? 5));
const DATABASE_URL = process.env.BENCH_DATABASE_URL;

const dataDir = await mkdtemp(path.join(tmpdir(), 'garage-bench-chat-'));
const config = loadConfig(
  { NODE_ENV: 'production', LOG_LEVEL: 'error' },
  {
    dataDir,
    databaseUrl: DATABASE_URL,
    inMemoryDatabase: false,
    seedDemoData: false,
    jwtSecret: 'bench-secret-that-is-long-enough-123456',
    staticDir: '/nonexistent-static-dir',
    // The alert phase books 20 a second from one address: neither the slots nor the limits may refuse it.
    bookingSlotCapacity: 1_000_000,
    bookingLimits: { perAddress: 1_000_000, addressWindowSeconds: 600, perPhone: 1_000_000, phoneWindowSeconds: 86_400, keyPrefix: 'bench:booking-limit' },
  },
);
const app = await buildApp(config, { logger: { level: 'error' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

// Accounts straight into the tables (no password hashing); sessions and tokens as a login makes them.
const [adminRole] = await app.db.insert(roles).values({ name: 'admin' }).onConflictDoNothing().returning();
const suffix = Date.now().toString(36);
const customerRows = await app.db
  .insert(accounts)
  .values(Array.from({ length: SOCKETS }, (_, index) => ({ fullName: `Khách ${index + 1}`, email: `bench-${suffix}-${index}@example.com`, verified: true })))
  .returning({ id: accounts.id });
const staffRows = await app.db
  .insert(accounts)
  .values(Array.from({ length: STAFF }, (_, index) => ({ fullName: `Admin ${index + 1}`, email: `bench-${suffix}-admin-${index}@example.com`, verified: true })))
  .returning({ id: accounts.id });
await app.db.insert(accountRoles).values(staffRows.map((row) => ({ accountId: row.id, roleId: adminRole!.id })));
const withTokens = (rows: Array<{ id: string }>) => Promise.all(rows.map(async (row) => ({ id: row.id, token: await app.auth.sign(row.id) })));

process.send?.({
  url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  customers: await withTokens(customerRows),
  staff: await withTokens(staffRows),
  database: DATABASE_URL ? 'Postgres' : 'PGlite',
});

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
