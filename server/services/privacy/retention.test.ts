import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { App } from '../../app';
import { accounts, bookings, chatConversations, chatMessages, images, privacyJobs } from '../../db/schema';
import { createAccount } from '../../test/fixtures';
import { createTestApp, createTestDatabase } from '../../test/test-app';
import { getRetention, runRetention } from './retention';

const postgresUrl = process.env.TEST_DATABASE_URL;
const picture = (n: number) => `${String(n).repeat(64).slice(0, 64)}`;

describe('the daily retention run', () => {
  let app: App;
  const clock = new Date('2026-12-07T01:00:00Z');

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock });
  });
  afterAll(() => app.close());

  it('removes old booking pictures and chats, anonymises idle customers (never staff), once a day', async () => {
    await app.db.insert(images).values([1, 2].map((n) => ({ id: picture(n), mimeType: 'image/jpeg', size: 1, data: new Uint8Array([n]) })));
    const [old, recent] = await app.db
      .insert(bookings)
      .values([
        { fullName: 'Khách Cũ', numberPhone: '0911000001', date: '2024-06-01', timeSlot: '09:00', images: [`/media/${picture(1)}.jpg`] },
        { fullName: 'Khách Mới', numberPhone: '0911000002', date: '2026-11-01', timeSlot: '09:00', images: [`/media/${picture(2)}.jpg`] },
      ])
      .returning();

    const idle = await createAccount(app, { fullName: 'Lâm Văn Vắng' });
    const idleStaff = await createAccount(app, { fullName: 'Nhân Viên Lâu', roles: ['admin'] });
    const active = await createAccount(app, { fullName: 'Mai Thị Thường' });
    const longAgo = new Date('2022-01-01T00:00:00Z');
    await app.db.update(accounts).set({ createdAt: longAgo, lastSignInAt: null }).where(eq(accounts.id, idle.id));
    await app.db.update(accounts).set({ createdAt: longAgo, lastSignInAt: longAgo }).where(eq(accounts.id, idleStaff.id));
    await app.db.update(accounts).set({ createdAt: longAgo, lastSignInAt: new Date('2026-10-01T00:00:00Z') }).where(eq(accounts.id, active.id));

    const [oldChat, newChat] = await app.db.insert(chatConversations).values([{ customerId: active.id }, { customerId: idleStaff.id }]).returning();
    await app.db.insert(chatMessages).values([
      { conversationId: oldChat!.id, seq: 1, sender: 'customer', senderName: 'Mai Thị Thường', body: 'Tin cũ một', createdAt: new Date('2024-01-01T00:00:00Z') },
      { conversationId: oldChat!.id, seq: 2, sender: 'customer', senderName: 'Mai Thị Thường', body: 'Tin cũ hai', createdAt: new Date('2024-02-01T00:00:00Z') },
      { conversationId: newChat!.id, seq: 1, sender: 'customer', senderName: 'Nhân Viên Lâu', body: 'Tin cũ', createdAt: new Date('2024-01-01T00:00:00Z') },
      { conversationId: newChat!.id, seq: 2, sender: 'customer', senderName: 'Nhân Viên Lâu', body: 'Tin mới', createdAt: new Date('2026-11-30T00:00:00Z') },
    ]);

    const run = await runRetention(app.deps);
    expect(run).toEqual({ day: '2026-12-07', bookingPhotos: 1, chatMessages: 2, accounts: 1 });
    expect(await runRetention(app.deps)).toBeNull();

    const kept = await app.db.select().from(bookings).where(inArray(bookings.id, [old!.id, recent!.id]));
    expect(kept.find((row) => row.id === old!.id)!.images).toEqual([]);
    expect(kept.find((row) => row.id === recent!.id)!.images).toHaveLength(1);
    expect((await app.db.select({ id: images.id }).from(images)).map((row) => row.id)).toEqual([picture(2)]);
    expect(await app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, oldChat!.id))).toHaveLength(0);
    expect(await app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, newChat!.id))).toHaveLength(2);
    const people = await app.db.select().from(accounts).where(inArray(accounts.id, [idle.id, idleStaff.id, active.id]));
    expect(people.find((row) => row.id === idle.id)).toMatchObject({ fullName: messages.privacy.erasedName, status: 'locked' });
    expect(people.find((row) => row.id === idleStaff.id)).toMatchObject({ fullName: 'Nhân Viên Lâu', status: 'active' });
    expect(people.find((row) => row.id === active.id)).toMatchObject({ fullName: 'Mai Thị Thường', status: 'active' });
    expect((await getRetention(app.deps)).lastRun).toMatchObject({ day: '2026-12-07', bookingPhotos: 1, chatMessages: 2, accounts: 1 });
  });
});

// @postgres: two server processes on one database ask for the day's run at the same moment.
describe.runIf(postgresUrl)('the daily retention run across two processes', () => {
  let drop: () => Promise<void>;
  let processA: App;
  let processB: App;
  const clock = new Date('2026-12-08T01:00:00Z');

  beforeAll(async () => {
    const database = await createTestDatabase(postgresUrl!);
    drop = database.drop;
    processA = await createTestApp({ databaseUrl: database.url, now: () => clock });
    processB = await createTestApp({ databaseUrl: database.url, now: () => clock });
  });
  afterAll(async () => {
    await processA?.close();
    await processB?.close();
    await drop?.();
  });

  it('runs once', async () => {
    const idle = await createAccount(processA, { fullName: 'Đinh Văn Lâu' });
    await processA.db.update(accounts).set({ createdAt: new Date('2020-01-01T00:00:00Z'), lastSignInAt: null }).where(eq(accounts.id, idle.id));
    const runs = await Promise.all([runRetention(processA.deps), runRetention(processB.deps), runRetention(processA.deps), runRetention(processB.deps)]);
    const done = runs.filter((run) => run !== null);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ day: '2026-12-08', accounts: 1 });
    expect(await processB.db.select().from(privacyJobs)).toHaveLength(1);
  });
});
