import { and, eq, inArray, sql } from 'drizzle-orm';
import { renderMail, type MailTemplate } from '../../mail/templates';
import type { Db } from '../db/client';
import { mailQueue, type QueuedAttachment } from '../db/schema';
import type { MailMessage } from '../plugins/mail';
import { mayMail } from './privacy/consents';
import { privacyLinkUrl } from './privacy/privacy-link';
import { invoicePdfAttachment } from './repairs/invoice-pdf-store';

export type QueuedMailRow = typeof mailQueue.$inferSelect;

export interface NewMail {
  to: string;
  template: MailTemplate;
  attachments?: QueuedAttachment[];
  /** A second mail with the same key is not stored (one offline-reply mail per absence). */
  dedupeKey?: string;
  /**
   * Why the garage may send it: 'transactional' (the default: what the person asked for), or the
   * consent it needs ('serviceMessages', 'marketing'), read again when the queue sends it.
   */
  purpose?: MailPurpose;
}

export type MailPurpose = QueuedMailRow['purpose'];

/** Signs the 'Quản lý quyền riêng tư' link each mail carries for its recipient. */
export interface PrivacyLinkSettings {
  secret: string;
  siteOrigin: string;
}

/**
 * Stores a mail, written from its template, in the caller's transaction: it exists exactly when
 * the change it reports does, and the queue sends it after the commit. Answers whether it was
 * stored (false: its dedupe key was taken).
 */
export async function queueMail(db: Db, mail: NewMail, privacyLink?: PrivacyLinkSettings): Promise<boolean> {
  const rendered = await renderMail(mail.template, { privacyLink: privacyLink ? await privacyLinkUrl(privacyLink, mail.to) : undefined });
  const inserted = await db
    .insert(mailQueue)
    .values({
      kind: mail.template.kind,
      toAddress: mail.to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      attachments: mail.attachments ?? [],
      dedupeKey: mail.dedupeKey ?? null,
      purpose: mail.purpose ?? 'transactional',
    })
    .onConflictDoNothing()
    .returning({ id: mailQueue.id });
  return inserted.length > 0;
}

export interface QueueSettings {
  /** How long a claimed mail is this process's; after that another process may take it again. */
  leaseSeconds: number;
  /** The first retry waits this long, each next one twice as long (at most an hour). */
  retryBaseSeconds: number;
  /** Attempts before a mail is given up ('failed', kept for a person to look at). */
  maxAttempts: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = { leaseSeconds: 120, retryBaseSeconds: 30, maxAttempts: 10 };

/**
 * Takes up to `limit` due mails for this process in one statement: pending ones whose time has
 * come, and ones another process claimed but did not finish within its lease (it died). SKIP
 * LOCKED lets processes claim side by side without waiting on each other or taking the same row.
 */
export async function claimDueMails(db: Db, settings: QueueSettings, limit: number): Promise<QueuedMailRow[]> {
  const result = (await db.execute(sql`
    update ${mailQueue} set status = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${settings.leaseSeconds})
    where id in (
      select id from ${mailQueue}
      where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id
  `)) as unknown as { rows: Array<{ id: string }> };
  if (result.rows.length === 0) return [];
  const ids = result.rows.map((row) => row.id);
  return db
    .select()
    .from(mailQueue)
    .where(inArray(mailQueue.id, ids))
    .orderBy(mailQueue.nextAttemptAt, mailQueue.id);
}

/**
 * A mail that needs a consent goes only if its recipient (the address, or the account owning it)
 * still grants it now: one withdrawn since it was queued is marked 'withheld' instead, and never
 * sent. Answers whether it may go.
 */
export async function mayStillSend(db: Db, row: QueuedMailRow): Promise<boolean> {
  if (row.purpose === 'transactional') return true;
  if (await mayMail(db, row.toAddress, row.purpose)) return true;
  await db
    .update(mailQueue)
    .set({ status: 'withheld', lockedUntil: null, lastError: null })
    .where(and(eq(mailQueue.id, row.id), eq(mailQueue.status, 'sending')));
  return false;
}

/**
 * Mails about a person's own data (a privacy code, the answer to a request, which may carry their
 * whole export or go to someone just erased) are kept only until they are sent: the request keeps
 * the answer, the queue keeps that a mail went, not to whom nor what.
 */
const FORGOTTEN_ONCE_SENT = ['privacyCode', 'privacyAnswer'];

/** Sent: kept with its time. Only while it is still this claim's (status 'sending'). */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
      toAddress: sql`case when ${mailQueue.kind} in ${FORGOTTEN_ONCE_SENT} then '' else ${mailQueue.toAddress} end`,
      subject: sql`case when ${mailQueue.kind} in ${FORGOTTEN_ONCE_SENT} then '' else ${mailQueue.subject} end`,
      textBody: sql`case when ${mailQueue.kind} in ${FORGOTTEN_ONCE_SENT} then '' else ${mailQueue.textBody} end`,
      htmlBody: sql`case when ${mailQueue.kind} in ${FORGOTTEN_ONCE_SENT} then '' else ${mailQueue.htmlBody} end`,
      attachments: sql`case when ${mailQueue.kind} in ${FORGOTTEN_ONCE_SENT} then '[]'::jsonb else ${mailQueue.attachments} end`,
    })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'sending')));
}

/** The wait before attempt n + 1 after n failed ones: base, 2 × base, 4 × base... at most an hour. */
export function retryDelaySeconds(attempts: number, settings: QueueSettings): number {
  return Math.min(settings.retryBaseSeconds * 2 ** Math.max(attempts - 1, 0), 3600);
}

/** Failed: tried again after the back-off, or given up after the last attempt. */
export async function markFailed(db: Db, row: QueuedMailRow, error: string, settings: QueueSettings): Promise<'retry' | 'failed'> {
  const giveUp = row.attempts >= settings.maxAttempts;
  await db
    .update(mailQueue)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lockedUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts, settings)})`,
    })
    .where(and(eq(mailQueue.id, row.id), eq(mailQueue.status, 'sending')));
  return giveUp ? 'failed' : 'retry';
}

/** The message the transport sends for a queued row; an invoice named in it is attached now (kept, or drawn off the main thread). */
export async function messageOf(db: Db, row: QueuedMailRow): Promise<MailMessage> {
  const attachments = await Promise.all(
    row.attachments.map((attachment) => ('invoiceOf' in attachment ? invoicePdfAttachment(db, attachment.invoiceOf, attachment.filename) : attachment)),
  );
  return {
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments,
    messageId: `<${row.id}@garaotosaigon.vn>`,
    date: row.createdAt,
  };
}
