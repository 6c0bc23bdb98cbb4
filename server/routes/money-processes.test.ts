import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { BANK_SIGNATURE_HEADER, bankWebhook } from '../../contract/bank-transfers';
import { LIVE_EVENTS } from '../../contract/live-events';
import { REPAIR_WATCH_NAMESPACE } from '../../contract/repair-steps';
import { getRepair, openRepair, trackRepair, type RepairDetail, type RepairUpdatedPayload, type TrackedRepair } from '../../contract/repairs';
import { buildPath } from '../../contract/endpoint';
import { transferNoteFor } from '../../contract/transfer-reference';
import type { App } from '../app';
import { bankTransfers, branchBankAccounts, jobPayments } from '../db/schema';
import { baseUrlOf } from '../test/chat-client';
import { createAccount, type TestAccount } from '../test/fixtures';
import { answeredQuote, driveTo } from '../test/repair-flow';
import { createTestApp, createTestDatabase } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'bank-webhook-secret-two-processes-0123';

const until = async (check: () => boolean, timeoutMs = 3000) => {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
};

// One site as two server processes on one Postgres and one Redis: bank deliveries reach either.
describe.runIf(redisUrl && postgresUrl)('bank transfers across two server processes', () => {
  let drop: () => Promise<void>;
  let processA: App;
  let processB: App;
  let staff: TestAccount;

  beforeAll(async () => {
    const database = await createTestDatabase(postgresUrl!);
    drop = database.drop;
    processA = await createTestApp({ redisUrl, databaseUrl: database.url, bankWebhookSecret: SECRET });
    processB = await createTestApp({ redisUrl, databaseUrl: database.url, bankWebhookSecret: SECRET });
    await Promise.all([processA, processB].map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    staff = await createAccount(processA, { roles: ['admin'] });
    await processA.db.insert(branchBankAccounts).values({ branch: 'thu-duc', bin: '970407', accountNumber: '19036789012345', accountName: 'GARA O TO SAI GON' });
  });

  afterAll(async () => {
    await Promise.all([processA, processB].map((app) => app.close().catch(() => {})));
    await drop();
  });

  const deliver = (app: App, body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    return app.inject({ method: 'POST', url: bankWebhook.path, headers: { 'content-type': 'application/json', [BANK_SIGNATURE_HEADER]: createHmac('sha256', SECRET).update(raw).digest('hex') }, payload: raw });
  };

  it('records each transfer once whichever process it reaches, pays the job exactly, and a guest watching on the other process hears it', async () => {
    const opened = await processA.inject({ method: 'POST', url: openRepair.path, headers: staff.headers, payload: { fullName: 'Hồ Văn Lợi', numberPhone: '0907 222 333', branch: 'thu-duc', plate: '51B-707.07', odometerKm: 30000, fuelLevel: 50 } });
    const job = opened.json<RepairDetail>();
    await driveTo(processA, staff.headers, job._id, 'quote');
    await answeredQuote(processA, staff.headers, job._id, [{ kind: 'labour', description: 'Bảo dưỡng 30.000 km', quantity: 1, unitPrice: 1_000_000 }]);
    await driveTo(processA, staff.headers, job._id, 'handover');

    const tracked = (await processB.inject({ method: 'GET', url: `${trackRepair.path}?code=${job.code}&phone=0907222333` })).json<TrackedRepair>();
    const socket: Socket = connect(`${baseUrlOf(processB)}${REPAIR_WATCH_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { watchToken: tracked.watchToken } });
    const heard: RepairUpdatedPayload[] = [];
    socket.on(LIVE_EVENTS.repairUpdated, (payload: RepairUpdatedPayload) => heard.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

    // Ten transfers of 100,000 đ, each delivered twice (a retry), half to each process, all at once.
    const transfer = (n: number) => ({
      id: 700_000 + n,
      gateway: 'Techcombank',
      transactionDate: '2026-12-06 11:00:00',
      accountNumber: '19036789012345',
      content: `${transferNoteFor(job.code)} lan ${n}`,
      transferType: 'in',
      transferAmount: 100_000,
      referenceCode: `FT2634070${n}`,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i % 2 ? processB : processA, transfer(i % 10))));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);

    const recorded = await processB.db.select().from(bankTransfers);
    expect(recorded).toHaveLength(10);
    expect(recorded.every((row) => row.status === 'matched')).toBe(true);
    expect(await processB.db.select().from(jobPayments).where(eq(jobPayments.repairId, job._id))).toHaveLength(10);
    const closed = (await processB.inject({ method: 'GET', url: buildPath(getRepair.path, { id: job._id }), headers: staff.headers })).json<RepairDetail>();
    expect(closed.money).toMatchObject({ total: 1_000_000, paid: 1_000_000, balance: 0 });
    expect(closed.step).toBe('warranty');
    expect(await until(() => heard.some((payload) => payload.step === 'warranty'))).toBe(true);
    socket.close();
  });
});
