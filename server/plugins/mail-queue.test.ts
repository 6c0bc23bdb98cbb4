import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { AppConfig } from '../config';
import { mailQueue } from '../db/schema';
import { parseMail } from '../routes/accounts-testing';
import { retryDelaySeconds, DEFAULT_QUEUE_SETTINGS } from '../services/mail-queue';
import { startSmtp, type FakeSmtp } from '../test/fake-smtp';
import { createTestApp, createTestDatabase, usingPostgres } from '../test/test-app';

const DATABASE = usingPostgres() ? 'Postgres' : 'PGlite';
const QUEUE: AppConfig['mailQueue'] = { retryBaseSeconds: 1, maxAttempts: 3, leaseSeconds: 60, pollMs: 0 };

/**
 * A database that outlives one server: a Postgres database of its own, or an embedded one in a
 * folder, so a test can stop the server and start another on the same data (a restart).
 */
async function persistentDatabase(): Promise<{ config: Partial<AppConfig>; drop: () => Promise<void> }> {
  if (usingPostgres()) {
    const created = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    return { config: { databaseUrl: created.url }, drop: created.drop };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garage-mail-queue-'));
  return { config: { dataDir, inMemoryDatabase: false }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

const attemptMail = (to: string) => ({ to, template: { kind: 'registrationAttempt' as const, fullName: 'Trần Thị Hàng Đợi' } });

const rowsTo = (app: App, to: string) => app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));

describe(`mail queue (${DATABASE})`, () => {
  let smtp: FakeSmtp;
  let database: Awaited<ReturnType<typeof persistentDatabase>>;
  let app: App | null = null;
  const start = () => createTestApp({ ...database.config, smtpUrl: smtp.url, mailQueue: QUEUE });

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await persistentDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await smtp.close();
    await database.drop();
  });

  it('keeps a mail through SMTP failures and a restart, then sends it exactly once', async () => {
    const to = 'hang-doi@example.com';
    app = await start();
    smtp.refuse = true;
    await app.mailQueue.add(app.db, attemptMail(to));
    await app.mailQueue.flush();
    expect(smtp.refused).toBe(1);
    const [failed] = await rowsTo(app, to);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('Hộp thư tạm thời không nhận thư');
    // Backed off: not due again at once.
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // The server stops while the mail waits; SMTP recovers; a new server takes over.
    await app.close();
    app = null;
    smtp.refuse = false;
    app = await start();
    const restarted = app;
    await vi.waitFor(
      async () => {
        await restarted.mailQueue.flush();
        expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
      },
      { timeout: 6000, interval: 200 },
    );
    await restarted.mailQueue.flush();
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    const [sent] = await rowsTo(restarted, to);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const mail = parseMail(smtp.received.find((received) => received.to.includes(to))!.raw);
    expect(mail.html).toContain('Trần Thị Hàng Đợi');
    expect(mail.text).toContain('Xin chào Trần Thị Hàng Đợi,');
    // Two starts of a server on a database kept on disk (each migrates and checks it): on a busy
    // 2-core machine a CI run took longer than the default 30 s.
  }, 90_000);

  it('takes back a mail whose sender died mid-send only after its lease, with the same Message-ID', async () => {
    const live = app ?? (app = await start());
    const crashed = 'chet-giua-chung@example.com';
    const busy = 'dang-gui@example.com';
    // Two claims by another process: one whose lease ran out (it died), one still running. Stored
    // already claimed, in one transaction: the queue this add wakes must never see them unclaimed
    // (on a busy machine it claimed and sent the second before a separate update came).
    await live.db.transaction(async (tx) => {
      await live.mailQueue.add(tx, attemptMail(crashed));
      await live.mailQueue.add(tx, attemptMail(busy));
      await tx
        .update(mailQueue)
        .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(mailQueue.toAddress, crashed));
      await tx
        .update(mailQueue)
        .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
        .where(eq(mailQueue.toAddress, busy));
    });

    await live.mailQueue.flush();
    const received = smtp.received.filter((mail) => mail.to.includes(crashed));
    expect(received).toHaveLength(1);
    const [row] = await rowsTo(live, crashed);
    expect(parseMail(received[0]!.raw).headers.get('message-id')).toBe(`<${row!.id}@garaotosaigon.vn>`);
    expect(smtp.received.filter((mail) => mail.to.includes(busy))).toHaveLength(0);
    expect((await rowsTo(live, busy))[0]!.status).toBe('sending');
  });

  it('gives a mail up after the last attempt and keeps it as failed', async () => {
    const live = app ?? (app = await start());
    const to = 'bo-cuoc@example.com';
    smtp.refuse = true;
    await live.mailQueue.add(live.db, attemptMail(to));
    for (let attempt = 1; attempt <= QUEUE.maxAttempts; attempt += 1) {
      // Each retry made due now, as the back-off would after its wait.
      await live.db.update(mailQueue).set({ nextAttemptAt: sql`now()` }).where(eq(mailQueue.toAddress, to));
      await live.mailQueue.flush();
    }
    smtp.refuse = false;
    const [row] = await rowsTo(live, to);
    expect(row).toMatchObject({ status: 'failed', attempts: QUEUE.maxAttempts });
    await live.db.update(mailQueue).set({ nextAttemptAt: sql`now()` }).where(eq(mailQueue.toAddress, to));
    await live.mailQueue.flush();
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(0);
  });

  it('stores a mail with a dedupe key once', async () => {
    const live = app ?? (app = await start());
    const mail = { ...attemptMail('mot-lan@example.com'), dedupeKey: 'test:once' };
    expect(await live.mailQueue.add(live.db, mail)).toBe(true);
    expect(await live.mailQueue.add(live.db, mail)).toBe(false);
    expect(await rowsTo(live, 'mot-lan@example.com')).toHaveLength(1);
  });

  it("forgets a mail about a person's own data once it is sent: not to whom, not what, not its export", async () => {
    const live = app ?? (app = await start());
    const to = 'rieng-tu@example.com';
    await live.mailQueue.add(live.db, {
      to,
      template: { kind: 'privacyAnswer', fullName: 'Đỗ Thị Riêng', requestKind: 'Xem, nhận bản sao dữ liệu', receivedOn: '2026-12-07', decision: 'done', answer: 'Gara gửi kèm dữ liệu của bạn.', kept: null, exportAttached: true },
      attachments: [{ filename: 'du-lieu-cua-toi.zip', contentType: 'application/zip', content: Buffer.from('zip').toString('base64'), encoding: 'base64' }],
    });
    await live.mailQueue.add(live.db, attemptMail('giu-lai@example.com'));
    await vi.waitFor(
      async () => {
        await live.mailQueue.flush();
        expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
      },
      { timeout: 6000, interval: 200 },
    );
    await live.mailQueue.flush();
    const [sent] = await live.db.select().from(mailQueue).where(eq(mailQueue.kind, 'privacyAnswer'));
    expect(sent).toMatchObject({ status: 'sent', toAddress: '', subject: '', textBody: '', htmlBody: '', attachments: [] });
    expect(await rowsTo(live, 'giu-lai@example.com')).toEqual([expect.objectContaining({ status: 'sent', subject: expect.stringMatching(/./) })]);
  });
});

describe('mail queue back-off', () => {
  it('doubles from the base and stops at an hour', () => {
    const settings = { ...DEFAULT_QUEUE_SETTINGS, retryBaseSeconds: 30 };
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts, settings))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20, settings)).toBe(3600);
  });
});

describe.runIf(usingPostgres())('mail queue drained by two server processes at once (Postgres)', () => {
  let smtp: FakeSmtp;
  let drop: () => Promise<void>;
  const apps: App[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    const created = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    drop = created.drop;
    // One after the other: the first migrates the new database.
    for (let i = 0; i < 2; i += 1) apps.push(await createTestApp({ databaseUrl: created.url, smtpUrl: smtp.url, mailQueue: QUEUE }));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await smtp.close();
    await drop();
  });

  it('sends each of 60 mails exactly once', async () => {
    const [one, two] = apps as [App, App];
    const addresses = Array.from({ length: 60 }, (_, i) => `hai-tien-trinh-${i}@example.com`);
    for (const to of addresses) await one.mailQueue.add(one.db, attemptMail(to));
    await Promise.all([one.mailQueue.flush(), two.mailQueue.flush(), one.mailQueue.flush(), two.mailQueue.flush()]);
    const delivered = smtp.received.flatMap((mail) => mail.to);
    expect(delivered.sort()).toEqual([...addresses].sort());
    const statuses = await one.db.select({ status: mailQueue.status }).from(mailQueue);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });
});
