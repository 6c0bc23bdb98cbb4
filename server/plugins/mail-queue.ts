import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { claimDueMails, DEFAULT_QUEUE_SETTINGS, markFailed, markSent, mayStillSend, messageOf, queueMail, type NewMail, type PrivacyLinkSettings, type QueueSettings } from '../services/mail-queue';

export interface MailQueue {
  /** Stores a mail in the caller's transaction (or on its own); it goes out after the commit. */
  add(db: Db, mail: NewMail): Promise<boolean>;
  /**
   * Stores a mail once the answer has gone (account mails: how long storing takes must not
   * tell whether an address has an account). A failure is logged; the user asks again.
   */
  addLater(mail: NewMail, what: string): void;
  /** A write just committed mails: send them now rather than at the next poll. */
  wake(): void;
  /** Sends every mail due now (stored later ones included) and waits for it: tests, and closing. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
  }
}

export interface MailQueueOptions extends QueueSettings {
  /** How often every process looks for due mails (those another process stored, retries). 0: only when woken or flushed (tests). */
  pollMs: number;
  /** Signs each mail's 'Quản lý quyền riêng tư' link for its recipient; without it mails carry none (tests of the queue alone). */
  privacyLink?: PrivacyLinkSettings;
}

/** Mails claimed per round: a burst goes out in rounds, each one short. */
const BATCH = 20;

/**
 * Sends the mail queue (server/services/mail-queue.ts) through the transport (plugins/mail.ts).
 * Any number of processes run it side by side: each mail is claimed by one of them in one
 * UPDATE with a lease. A mail is marked sent after the transport accepts it; a process that
 * dies in between leaves it claimed until the lease runs out, and it is sent again with the same
 * Message-ID, the one case where a copy can arrive twice (see docs/notifications.md).
 */
export const mailQueuePlugin = fp<Partial<MailQueueOptions>>(
  async (app, options) => {
    const settings: QueueSettings = {
      leaseSeconds: options.leaseSeconds ?? DEFAULT_QUEUE_SETTINGS.leaseSeconds,
      retryBaseSeconds: options.retryBaseSeconds ?? DEFAULT_QUEUE_SETTINGS.retryBaseSeconds,
      maxAttempts: options.maxAttempts ?? DEFAULT_QUEUE_SETTINGS.maxAttempts,
    };
    const pollMs = options.pollMs ?? 1000;
    const storing = new Set<Promise<unknown>>();
    let running: Promise<void> | null = null;
    let again = false;
    let closed = false;

    async function sendOne(row: Awaited<ReturnType<typeof claimDueMails>>[number]) {
      try {
        // A consent withdrawn since it was queued: withheld, not sent.
        if (!(await mayStillSend(app.db, row))) return;
        await app.mailer.send(await messageOf(app.db, row));
        await markSent(app.db, row.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const outcome = await markFailed(app.db, row, reason, settings);
        app.log.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, outcome, err: error }, 'mail not sent');
      }
    }

    /** Rounds until nothing is due; one at a time per process. */
    async function drain() {
      for (;;) {
        const rows = await claimDueMails(app.db, settings, BATCH);
        if (rows.length === 0) return;
        // One after the other: a mail server is one connection, and order is kept.
        for (const row of rows) await sendOne(row);
      }
    }

    function run(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await drain();
          } catch (error) {
            if (!closed) app.log.error({ err: error }, 'mail queue round failed');
          }
        } while (again && !closed);
      })().finally(() => {
        running = null;
      });
      return running;
    }

    let wakeTimer: ReturnType<typeof setTimeout> | undefined;
    const queue: MailQueue = {
      async add(db, mail) {
        const stored = await queueMail(db, mail, options.privacyLink);
        // Inside a transaction the row is seen only after the commit: look a moment later too.
        if (stored) queue.wake();
        return stored;
      },
      addLater(mail, what) {
        const pending = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => queue.add(app.db, mail))
          .catch((error: unknown) => app.log.error({ err: error }, `could not queue ${what}`));
        storing.add(pending);
        void pending.finally(() => storing.delete(pending));
      },
      wake() {
        if (closed) return;
        clearTimeout(wakeTimer);
        wakeTimer = setTimeout(() => void run(), 20);
        wakeTimer.unref?.();
      },
      async flush() {
        await Promise.all(storing);
        await run();
        // A round that was already under way may have missed what this caller just stored.
        await run();
      },
    };
    app.decorate('mailQueue', queue);

    let poller: ReturnType<typeof setInterval> | undefined;
    if (pollMs > 0) {
      app.addHook('onReady', async () => {
        poller = setInterval(() => void run(), pollMs);
        poller.unref();
        void run();
      });
    }
    app.addHook('preClose', async () => {
      clearInterval(poller);
      clearTimeout(wakeTimer);
      // What the last requests stored goes out before the database closes.
      await Promise.all(storing);
      await running;
      closed = true;
    });
  },
  { name: 'mail-queue', dependencies: ['mail', 'db'] },
);
