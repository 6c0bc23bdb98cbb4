import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { buildPath } from '../../contract/endpoint';
import { LIVE_EVENTS } from '../../contract/live-events';
import { REPAIR_WATCH_NAMESPACE } from '../../contract/repair-steps';
import { moveRepair, openRepair, trackRepair, type RepairDetail, type RepairUpdatedPayload, type TrackedRepair } from '../../contract/repairs';
import type { App } from '../app';
import { repairMoves } from '../db/schema';
import { baseUrlOf, openChatOrThrow, type ChatClient } from '../test/chat-client';
import { createAccount, type TestAccount } from '../test/fixtures';
import { createTestApp, createTestDatabase } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;

/** A guest's tracking page socket: every repair_updated it hears. */
async function openWatch(app: App, watchToken: string): Promise<{ socket: Socket; heard: RepairUpdatedPayload[] }> {
  const socket = connect(`${baseUrlOf(app)}${REPAIR_WATCH_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { watchToken } });
  const heard: RepairUpdatedPayload[] = [];
  socket.on(LIVE_EVENTS.repairUpdated, (payload: RepairUpdatedPayload) => heard.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, heard };
}

const until = async (check: () => boolean, timeoutMs = 3000) => {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
};

// One site as two server processes on one Postgres and one Redis, as production runs it.
describe.runIf(redisUrl && postgresUrl)('repair orders across two server processes', () => {
  let drop: () => Promise<void>;
  let processA: App;
  let processB: App;
  let staff: TestAccount;

  beforeAll(async () => {
    const database = await createTestDatabase(postgresUrl!);
    drop = database.drop;
    processA = await createTestApp({ redisUrl, databaseUrl: database.url });
    processB = await createTestApp({ redisUrl, databaseUrl: database.url });
    await Promise.all([processA, processB].map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    staff = await createAccount(processA, { roles: ['admin'] });
  });

  afterAll(async () => {
    await Promise.all([processA, processB].map((app) => app.close().catch(() => {})));
    await drop();
  });

  const open = async (app: App, plate: string, phone: string) => {
    const res = await app.inject({
      method: 'POST',
      url: openRepair.path,
      headers: staff.headers,
      payload: { fullName: 'Võ Thị Ngọc Hà', numberPhone: phone, branch: 'thu-duc', plate, odometerKm: 64000, fuelLevel: 75 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RepairDetail>();
  };
  const move = (app: App, id: string, step: string, version: number) =>
    app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id }), headers: staff.headers, payload: { step, version } });

  it('moves sent to both processes with the same version: one wins, the others hear 409, one move stored', async () => {
    const job = await open(processA, '51A-505.05', '0945123789');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => move(index % 2 ? processB : processA, job._id, 'inspection', 1)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json<{ currentStep: string }>().currentStep === 'inspection')).toBe(true);
    const moves = await processB.db.select().from(repairMoves).where(eq(repairMoves.repairId, job._id));
    expect(moves.map((m) => m.version).sort()).toEqual([1, 2]);
  });

  it('a staff socket on one process and a guest watching on the other both hear a move made on either', async () => {
    let staffSocket: ChatClient | undefined;
    let guest: Awaited<ReturnType<typeof openWatch>> | undefined;
    try {
      staffSocket = await openChatOrThrow(processA, { token: staff.token, deferChat: true });
      // The adapter subscribes asynchronously: check in cars on B until the staff socket on A hears one.
      let heard = false;
      for (let attempt = 0; attempt < 10 && !heard; attempt += 1) {
        const warmUp = await open(processB, `51C-60${attempt}.0${attempt}`, '0921345678');
        heard = await staffSocket.next(LIVE_EVENTS.repairUpdated, (payload: RepairUpdatedPayload) => payload.id === warmUp._id, 1000).then(
          () => true,
          () => false,
        );
      }
      expect(heard).toBe(true);

      const job = await open(processA, '51D-707.07', '0934567123');
      const tracked = await processB.inject({ method: 'GET', url: `${trackRepair.path}?code=${job.code}&phone=0934567123` });
      expect(tracked.statusCode).toBe(200);
      guest = await openWatch(processB, tracked.json<TrackedRepair>().watchToken);
      const watcher = guest;

      // A move on B: A's staff socket and B's guest hear it.
      let version = 1;
      let step = 'inspection';
      const onB = await move(processB, job._id, step, version);
      expect(onB.statusCode).toBe(200);
      version = 2;
      expect(await staffSocket.next(LIVE_EVENTS.repairUpdated, (payload: RepairUpdatedPayload) => payload.id === job._id && payload.version === 2)).toEqual({
        id: job._id,
        branch: 'thu-duc',
        step,
        version,
      });
      expect(await until(() => watcher.heard.some((payload) => payload.version === 2))).toBe(true);

      // Moves on A until B's guest hears one through Redis (its namespace subscribes on its own), then each one.
      let heardFromA = false;
      for (const next of ['diagnosis', 'quote', 'confirmation', 'preparation']) {
        const res = await move(processA, job._id, next, version);
        expect(res.statusCode, res.body).toBe(200);
        version += 1;
        step = next;
        const expected = version;
        heardFromA = await until(() => watcher.heard.some((payload) => payload.version === expected), 1500);
        const onStaff = await staffSocket.next(LIVE_EVENTS.repairUpdated, (payload: RepairUpdatedPayload) => payload.id === job._id && payload.version === expected);
        expect(onStaff).toEqual({ id: job._id, branch: 'thu-duc', step, version });
        if (heardFromA) break;
      }
      expect(heardFromA).toBe(true);
      expect(watcher.heard.every((payload) => payload.id === job._id)).toBe(true);
    } finally {
      staffSocket?.close();
      guest?.socket.close();
    }
  });
});
