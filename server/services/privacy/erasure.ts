import { sql, type SQL } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { isAccount, PERSONAL_TABLES, type PersonalTableName, type Subject } from './export';

/**
 * Erasure: the person is anonymised everywhere the export list (export.ts) finds them. Names become
 * messages.privacy.erasedName; phones, e-mails, addresses, plates, free texts and photos are cleared
 * or replaced by values that hold nothing of theirs; chat text becomes '[đã xóa]'; their sessions,
 * codes, cart, favourites, comments and guest messages go; mails to them or about them go; their
 * account is locked under an address that cannot receive mail. What the accounting law keeps stays:
 * the invoice (repair_payments), the quote and its lines with their amounts, the payments, the
 * orders' lines and totals, now without a name. The audit log only ever held these fields masked.
 * Runs in the caller's transaction.
 */

export const ERASED_CHAT_TEXT = '[đã xóa]';
export const erasedEmail = (accountId: string) => `xoa-${accountId}@khong-con.invalid`;

type Tx = Pick<Db, 'execute'>;
type Row = Record<string, unknown>;

const rowsOf = async <T extends Row>(tx: Tx, query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
const where = (table: PersonalTableName, subject: Subject) => PERSONAL_TABLES[table].rows(subject);

const MEDIA_ID = /^\/media\/([0-9a-f]{64})\.[a-z]+$/;

/**
 * Deletes the stored pictures behind these URLs that nothing else shows any more (a picture is
 * stored once by its hash, so another booking or a product may use the same one).
 */
export async function removeUnusedImages(tx: Tx, urls: Iterable<string>): Promise<number> {
  let removed = 0;
  for (const id of new Set([...urls].map((url) => MEDIA_ID.exec(url)?.[1]).filter((id): id is string => Boolean(id)))) {
    const pattern = `%${id}%`;
    const [used] = await rowsOf<{ used: boolean }>(
      tx,
      sql`select (
        exists (select 1 from bookings where images::text like ${pattern})
        or exists (select 1 from repair_moves where photos::text like ${pattern})
        or exists (select 1 from repair_inspections where points::text like ${pattern})
        or exists (select 1 from accounts where image like ${pattern})
        or exists (select 1 from pending_registrations where image like ${pattern})
        or exists (select 1 from products where image like ${pattern} or sub_images::text like ${pattern})
        or exists (select 1 from news where image like ${pattern})
        or exists (select 1 from banners where image like ${pattern})
        or exists (select 1 from staff where image like ${pattern})
      ) as used`,
    );
    if (used?.used) continue;
    const deleted = await rowsOf(tx, sql`delete from images where id = ${id} returning id`);
    removed += deleted.length;
  }
  return removed;
}

const stringsIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The person's names as the garage wrote them (account, bookings, jobs, orders, guest messages), to find mails about them. */
async function namesOf(tx: Tx, subject: Subject): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    tx,
    sql`select full_name as name from accounts where ${where('accounts', subject)}
      union select full_name from bookings where ${where('bookings', subject)}
      union select full_name from repair_orders where ${where('repair_orders', subject)}
      union select name from orders where ${where('orders', subject)}
      union select full_name from guest_messages where ${where('guest_messages', subject)}
      union select owner_name from vehicles where ${where('vehicles', subject)}`,
  );
  // A name of a few letters would match other people's mails; such a mail is still found by the phone or e-mail.
  return [...new Set(rows.map((row) => row.name.trim()).filter((name) => name.length >= 5 && name !== messages.privacy.erasedName))];
}

export interface ErasureCounts {
  tables: number;
  images: number;
}

export async function eraseSubject(tx: Tx, subject: Subject): Promise<ErasureCounts> {
  const erased = messages.privacy.erasedName;
  const names = await namesOf(tx, subject);
  const photos: string[] = [];

  // Children first: they find their rows through their parents' names and phones, cleared below.
  await tx.execute(sql`update booking_updates set changes = '{}'::jsonb, reason = '' where ${where('booking_updates', subject)}`);
  for (const row of await rowsOf<{ photos: unknown }>(tx, sql`select photos from repair_moves where ${where('repair_moves', subject)}`)) photos.push(...stringsIn(row.photos));
  await tx.execute(sql`update repair_moves set note = '', photos = '[]'::jsonb where ${where('repair_moves', subject)}`);
  for (const row of await rowsOf<{ points: unknown }>(tx, sql`select points from repair_inspections where ${where('repair_inspections', subject)}`)) {
    for (const point of Array.isArray(row.points) ? (row.points as Array<{ photos?: unknown }>) : []) photos.push(...stringsIn(point.photos));
  }
  await tx.execute(sql`update repair_inspections set points = coalesce((
      select jsonb_agg(point || jsonb_build_object('note', '', 'photos', '[]'::jsonb) order by position)
      from jsonb_array_elements(points) with ordinality as element(point, position)
    ), '[]'::jsonb) where ${where('repair_inspections', subject)}`);
  await tx.execute(sql`update repair_quotes set signed_name = case when signed_name is null then null else ${erased} end, signed_address = null where ${where('repair_quotes', subject)}`);
  await tx.execute(sql`update bank_transfers set content = '' where ${where('bank_transfers', subject)}`);
  // A drawn invoice prints the name: drawn again on demand, now without it (the invoice's rows stay).
  await tx.execute(sql`delete from invoice_pdfs where repair_id in (select id from repair_orders where ${where('repair_orders', subject)})`);
  await tx.execute(
    sql`update chat_messages set body = ${ERASED_CHAT_TEXT}, sender_name = case when sender = 'customer' then ${erased} else sender_name end where ${where('chat_messages', subject)}`,
  );

  // Mails to them, and mails about them (the garage's own notices of their bookings and orders).
  const mentions: SQL[] = [...subject.emails, ...subject.phones, ...names].map(
    (text) => sql`(position(lower(${text}) in lower(subject)) > 0 or position(lower(${text}) in lower(text_body)) > 0 or position(lower(${text}) in lower(html_body)) > 0)`,
  );
  await tx.execute(sql`delete from mail_queue where ${where('mail_queue', subject)}${mentions.length ? sql` or ${sql.join(mentions, sql` or `)}` : sql``}`);

  // The parents.
  for (const row of await rowsOf<{ images: unknown }>(tx, sql`select images from bookings where ${where('bookings', subject)}`)) photos.push(...stringsIn(row.images));
  await tx.execute(
    sql`update bookings set full_name = ${erased}, number_phone = '', same_phone_allowed = true, description = '', images = '[]'::jsonb, car_plate = '' where ${where('bookings', subject)}`,
  );
  await tx.execute(sql`delete from deleted_bookings where ${where('deleted_bookings', subject)}`);
  await tx.execute(sql`update repair_orders set full_name = ${erased}, number_phone = '', complaint = '' where ${where('repair_orders', subject)}`);
  await tx.execute(sql`update orders set name = ${erased}, phone = '', email = '', address = '', note = '' where ${where('orders', subject)}`);
  const mine = (accountColumn: string, phoneColumn: string) => sql`(${isAccount(accountColumn, subject)} or ${sql.identifier(phoneColumn)} in ${idsList(subject.phones)})`;
  await tx.execute(
    sql`update vehicle_owner_changes set
      from_name = case when ${mine('from_account_id', 'from_phone')} then ${erased} else from_name end,
      from_phone = case when ${mine('from_account_id', 'from_phone')} then '' else from_phone end,
      to_name = case when ${mine('to_account_id', 'to_phone')} then ${erased} else to_name end,
      to_phone = case when ${mine('to_account_id', 'to_phone')} then '' else to_phone end
      where ${where('vehicle_owner_changes', subject)}`,
  );
  await tx.execute(
    sql`update vehicles set owner_name = '', owner_phone = '', owner_account_id = null, plate = '', plate_key = 'xoa-' || id, model = '' where ${where('vehicles', subject)}`,
  );
  await tx.execute(sql`update consents set email = null, phone = null where ${where('consents', subject)}`);
  await tx.execute(sql`delete from guest_messages where ${where('guest_messages', subject)}`);
  await tx.execute(
    sql`update credit_accounts set name = case when kind = 'customer' then ${erased} else name end, phone = '', email = '', tax_code = case when kind = 'customer' then '' else tax_code end where ${where('credit_accounts', subject)}`,
  );
  await tx.execute(sql`update privacy_requests set full_name = ${erased}, phone = null, email = null, note = '' where ${where('privacy_requests', subject)}`);
  await tx.execute(sql`delete from comments where ${where('comments', subject)}`);
  await tx.execute(sql`delete from cart_items where ${where('cart_items', subject)}`);
  await tx.execute(sql`delete from favorites where ${where('favorites', subject)}`);
  // Codes and registrations waiting under their e-mail or phone (never exported: NOT_PERSONAL).
  const emails = idsList(subject.emails.map((email) => email.toLowerCase()));
  await tx.execute(sql`delete from privacy_codes where lower(email) in ${emails} or phone in ${idsList(subject.phones)}`);
  await tx.execute(sql`delete from one_time_codes where lower(email) in ${emails}`);
  await tx.execute(sql`delete from pending_registrations where lower(email) in ${emails}`);
  if (subject.accountId) {
    const [account] = await rowsOf<{ image: string | null }>(tx, sql`select image from accounts where id = ${subject.accountId}`);
    if (account?.image) photos.push(account.image);
    await tx.execute(sql`delete from sessions where account_id = ${subject.accountId}`);
    await tx.execute(
      sql`update accounts set full_name = ${erased}, email = ${erasedEmail(subject.accountId)}, password_hash = null, image = null, phone = null, address = null,
        status = 'locked', verified = false, google_id = null, facebook_id = null, usual_branch = null, updated_at = now() where id = ${subject.accountId}`,
    );
  }
  const images = await removeUnusedImages(tx, photos);
  return { tables: Object.keys(PERSONAL_TABLES).length, images };
}

/** `(a, b)` for `in`, or a list no value matches. */
function idsList(values: string[]): SQL {
  if (values.length === 0) return sql`(select null::text where false)`;
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

