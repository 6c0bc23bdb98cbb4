import { desc, eq, sql } from 'drizzle-orm';
import type { PrivacyNotice } from '../../../contract/privacy';
import type * as contract from '../../../contract/privacy';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { accounts, privacyNotices } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';

// The privacy notice: every version ever published is kept; the highest one is in force, and a
// consent names the version the person was shown.

type Reader = Pick<Db, 'select'>;

const noticeColumns = {
  version: privacyNotices.version,
  title: privacyNotices.title,
  body: privacyNotices.body,
  publishedAt: privacyNotices.publishedAt,
  publisherId: accounts.id,
  publisherName: accounts.fullName,
};

type NoticeRow = { version: number; title: string; body: string; publishedAt: Date; publisherId: string | null; publisherName: string | null };

function toNotice(row: NoticeRow): PrivacyNotice {
  return {
    version: row.version,
    title: row.title,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publisherId ? { _id: row.publisherId, fullName: row.publisherName ?? '' } : null,
  };
}

/** The version in force and when it was published (migration 0030 publishes version 1). */
export async function currentNoticeOf(db: Reader): Promise<{ version: number; publishedAt: Date }> {
  const [row] = await db
    .select({ version: privacyNotices.version, publishedAt: privacyNotices.publishedAt })
    .from(privacyNotices)
    .orderBy(desc(privacyNotices.version))
    .limit(1);
  if (!row) throw new Error('no privacy notice published (migration 0030 publishes the first)');
  return row;
}

/**
 * A form's consent names the notice it showed: one older than the version in force is refused
 * (409), so nobody consents to a text that is no longer the garage's.
 */
export async function assertCurrentNotice(db: Reader, version: number): Promise<void> {
  const current = await currentNoticeOf(db);
  if (version !== current.version) throw conflict(messages.privacy.noticeOutdated, { noticeVersion: current.version });
}

/** The notice in force, or the version asked for (old versions stay readable). */
export async function readNotice({ db }: Pick<ServiceDeps, 'db'>, version?: number): Promise<PrivacyNotice> {
  const query = db.select(noticeColumns).from(privacyNotices).leftJoin(accounts, eq(accounts.id, privacyNotices.publishedBy));
  const [row] = version === undefined ? await query.orderBy(desc(privacyNotices.version)).limit(1) : await query.where(eq(privacyNotices.version, version));
  if (!row) throw notFound(messages.privacy.noticeNotFound);
  return toNotice(row);
}

/** Every version, newest first. */
export async function listNotices({ db }: Pick<ServiceDeps, 'db'>): Promise<PrivacyNotice[]> {
  const rows = await db
    .select(noticeColumns)
    .from(privacyNotices)
    .leftJoin(accounts, eq(accounts.id, privacyNotices.publishedBy))
    .orderBy(desc(privacyNotices.version));
  return rows.map(toNotice);
}

/**
 * A new version, one above the highest: two masters publishing at once take turns on one lock,
 * so each gets its own number. Consents given on the old version stay as they were; forms that
 * still show it are refused (409) until they read the new one.
 */
export async function publishNotice(
  { db }: Pick<ServiceDeps, 'db'>,
  master: AuthUser,
  body: ParsedBodyOf<typeof contract.publishPrivacyNotice>,
): Promise<PrivacyNotice> {
  const version = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('privacy-notice-publish', 0))`);
    const current = await currentNoticeOf(tx);
    const [row] = await tx
      .insert(privacyNotices)
      .values({ version: current.version + 1, title: body.title, body: body.body, publishedBy: master.id })
      .returning({ version: privacyNotices.version });
    return row!.version;
  });
  return readNotice({ db }, version);
}
