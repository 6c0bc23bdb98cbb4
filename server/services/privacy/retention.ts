import { desc, eq, sql } from 'drizzle-orm';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import type { Retention } from '../../../contract/privacy';
import type * as contract from '../../../contract/privacy';
import type { Db } from '../../db/client';
import { privacyJobs, privacySettings } from '../../db/schema';
import { addMonths, vietnamDayStart, vietnamToday } from '../../lib/vietnam-time';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { eraseSubject, removeUnusedImages } from './erasure';
import { subjectOf } from './export';

// How long each kind of data is kept (privacy_settings, one row), and the daily job that applies it:
// booking pictures, chat messages and accounts nobody signed in to go when their time is up.

async function readRetention(db: Pick<Db, 'select'>): Promise<Retention> {
  const [settings] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1));
  const [run] = await db.select().from(privacyJobs).orderBy(desc(privacyJobs.day)).limit(1);
  return {
    bookingPhotoMonths: settings?.bookingPhotoMonths ?? 24,
    chatMonths: settings?.chatMonths ?? 24,
    inactiveAccountMonths: settings?.inactiveAccountMonths ?? 36,
    invoiceYears: settings?.invoiceYears ?? 10,
    lastRun: run
      ? { day: run.day, at: (run.finishedAt ?? run.startedAt).toISOString(), bookingPhotos: run.bookingPhotos, chatMessages: run.chatMessages, accounts: run.accounts }
      : null,
  };
}

export function getRetention(deps: Pick<ServiceDeps, 'db'>): Promise<Retention> {
  return readRetention(deps.db);
}

export async function updateRetention(deps: Pick<ServiceDeps, 'db' | 'now'>, master: AuthUser, body: ParsedBodyOf<typeof contract.updateRetention>): Promise<Retention> {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(privacySettings)
      .values({ id: 1, ...body, updatedBy: master.id, updatedAt: deps.now() })
      .onConflictDoUpdate({ target: privacySettings.id, set: { ...body, updatedBy: master.id, updatedAt: deps.now() } });
  });
  return readRetention(deps.db);
}

export interface RetentionRun {
  day: string;
  bookingPhotos: number;
  chatMessages: number;
  accounts: number;
}

type Rows<T> = { rows: T[] };

/**
 * Today's run, once across every process: the day's row is inserted first in the run's own
 * transaction (ON CONFLICT DO NOTHING), so a second process waits for the first to commit and then
 * finds the day taken (null), or takes it over if the first failed and rolled back.
 */
export async function runRetention(deps: Pick<ServiceDeps, 'db' | 'now' | 'log'>): Promise<RetentionRun | null> {
  const now = deps.now();
  const day = vietnamToday(now);
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx.insert(privacyJobs).values({ day, startedAt: now }).onConflictDoNothing().returning({ day: privacyJobs.day });
    if (!claimed) return null;
    const [settings] = await tx.select().from(privacySettings).where(eq(privacySettings.id, 1));
    const months = { photos: settings?.bookingPhotoMonths ?? 24, chat: settings?.chatMonths ?? 24, accounts: settings?.inactiveAccountMonths ?? 36 };

    // Pictures sent with bookings whose day is that many months ago.
    const photoCutoff = addMonths(day, -months.photos);
    const withPhotos = (await tx.execute(
      sql`with old_rows as (select id, images from bookings where date < ${photoCutoff} and images <> '[]'::jsonb)
        update bookings set images = '[]'::jsonb from old_rows where bookings.id = old_rows.id returning old_rows.images as images`,
    )) as unknown as Rows<{ images: unknown }>;
    const urls = withPhotos.rows.flatMap((row) => (Array.isArray(row.images) ? (row.images as string[]) : []));
    await removeUnusedImages(tx, urls);

    // Chats whose last message is that many months old.
    const chatCutoff = vietnamDayStart(addMonths(day, -months.chat));
    const chats = (await tx.execute(
      sql`delete from chat_messages where conversation_id in (
        select conversation_id from chat_messages group by conversation_id having max(created_at) < ${chatCutoff.toISOString()}::timestamptz
      ) returning id`,
    )) as unknown as Rows<{ id: string }>;

    // Customers' accounts nobody signed in to for that many months (staff are never anonymised), erased as a request would.
    const accountCutoff = vietnamDayStart(addMonths(day, -months.accounts));
    const idle = (await tx.execute(
      sql`select id from accounts a where coalesce(a.last_sign_in_at, a.created_at) < ${accountCutoff.toISOString()}::timestamptz
        and a.email not like '%@khong-con.invalid'
        and not exists (select 1 from account_roles r where r.account_id = a.id)`,
    )) as unknown as Rows<{ id: string }>;
    for (const { id } of idle.rows) await eraseSubject(tx, await subjectOf(tx, { accountId: id }));

    const run = { day, bookingPhotos: urls.length, chatMessages: chats.rows.length, accounts: idle.rows.length };
    await tx
      .update(privacyJobs)
      .set({ finishedAt: deps.now(), bookingPhotos: run.bookingPhotos, chatMessages: run.chatMessages, accounts: run.accounts })
      .where(eq(privacyJobs.day, day));
    deps.log.info(run, 'privacy retention ran');
    return run;
  });
}
