import { eq, sql, type SQL } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/client';
import { accounts, auditLog, bookings, orders, repairOrders } from '../../db/schema';
import { CSV_BOM } from '../../../contract/date-range';
import { csvRecord } from '../../lib/csv';
import { vietnamToday } from '../../lib/vietnam-time';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';

/**
 * Whose data: an account, and the phones and e-mails the person used (their account's, and those
 * on their own bookings, jobs and orders, so the rows they left as a guest before they had an
 * account are theirs too). A guest is the phone and e-mail they proved with a code.
 */
export interface Subject {
  accountId: string | null;
  emails: string[];
  phones: string[];
}

type Reader = Pick<Db, 'select' | 'execute'>;

const unique = (values: Array<string | null | undefined>) => [...new Set(values.map((value) => value?.trim()).filter((value): value is string => Boolean(value)))];

/** The person behind an account, or behind a guest's proven phone and e-mail. */
export async function subjectOf(db: Reader, who: { accountId?: string | null; email?: string | null; phone?: string | null }): Promise<Subject> {
  const emails = [who.email?.toLowerCase()];
  const phones = [who.phone];
  const accountId = who.accountId ?? null;
  if (accountId) {
    const [account] = await db.select({ email: accounts.email, phone: accounts.phone }).from(accounts).where(eq(accounts.id, accountId));
    emails.push(account?.email);
    phones.push(account?.phone);
    const own = [
      ...(await db.select({ phone: bookings.numberPhone }).from(bookings).where(eq(bookings.accountId, accountId))),
      ...(await db.select({ phone: repairOrders.numberPhone }).from(repairOrders).where(eq(repairOrders.accountId, accountId))),
    ];
    phones.push(...own.map((row) => row.phone));
    const ordered = await db.select({ phone: orders.phone, email: orders.email }).from(orders).where(eq(orders.accountId, accountId));
    phones.push(...ordered.map((row) => row.phone));
    emails.push(...ordered.map((row) => row.email.toLowerCase()));
  }
  return { accountId, emails: unique(emails), phones: unique(phones) };
}

// ---------------------------------------------------------------------------------------------
// The one list of tables holding a person's data: the export reads it, erasure (erasure.ts) walks
// it, and a test compares it with the database's catalogue (privacy-export.test.ts), so a new
// table with an account, customer, phone or e-mail column must be named here or in NOT_PERSONAL.

const column = (name: string) => sql.identifier(name);
const none = sql`false`;

export function anyOf(name: string, values: string[]): SQL {
  if (values.length === 0) return none;
  return sql`${column(name)} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

export function lowerAnyOf(name: string, values: string[]): SQL {
  if (values.length === 0) return none;
  return sql`lower(${column(name)}) in (${sql.join(
    values.map((value) => sql`${value.toLowerCase()}`),
    sql`, `,
  )})`;
}

export const isAccount = (name: string, subject: Subject): SQL => (subject.accountId ? sql`${column(name)} = ${subject.accountId}` : none);
const either = (...parts: SQL[]): SQL => sql`(${sql.join(parts, sql` or `)})`;

/** The ids of the person's rows of another table in the list. */
export function idsOf(table: PersonalTableName, subject: Subject, key = 'id'): SQL {
  return sql`(select ${column(key)} from ${sql.identifier(table)} where ${PERSONAL_TABLES[table].rows(subject)})`;
}
const childOf = (name: string, table: PersonalTableName, subject: Subject): SQL => sql`${column(name)} in ${idsOf(table, subject)}`;

export interface PersonalTable {
  /** The person's rows (raw SQL over the table's own columns). */
  rows: (subject: Subject) => SQL;
  /** Never exported: secrets, hashes, derived search text, bytes, the HTML copy of a mail. */
  omit?: readonly string[];
}

const SEARCH = ['search_document'];

export const PERSONAL_TABLE_NAMES = [
  'accounts', 'account_roles', 'consents', 'vehicles', 'vehicle_owner_changes', 'bookings', 'booking_updates', 'deleted_bookings',
  'orders', 'order_lines', 'order_updates', 'repair_orders', 'repair_moves', 'repair_inspections', 'repair_quotes', 'repair_quote_lines',
  'repair_payments', 'job_payments', 'repair_credits', 'vehicle_warranties', 'bank_transfers', 'credit_accounts', 'chat_conversations',
  'chat_messages', 'guest_messages', 'mail_queue', 'privacy_requests', 'comments', 'cart_items', 'favorites', 'staff_alert_marks',
] as const;
export type PersonalTableName = (typeof PERSONAL_TABLE_NAMES)[number];

export const PERSONAL_TABLES: Readonly<Record<PersonalTableName, PersonalTable>> = {
  accounts: { rows: (s) => isAccount('id', s), omit: ['password_hash', 'google_id', 'facebook_id', ...SEARCH] },
  account_roles: { rows: (s) => isAccount('account_id', s) },
  consents: { rows: (s) => either(isAccount('account_id', s), lowerAnyOf('email', s.emails), anyOf('phone', s.phones)) },
  vehicles: { rows: (s) => either(isAccount('owner_account_id', s), anyOf('owner_phone', s.phones)) },
  vehicle_owner_changes: {
    rows: (s) => either(isAccount('from_account_id', s), isAccount('to_account_id', s), anyOf('from_phone', s.phones), anyOf('to_phone', s.phones)),
  },
  bookings: { rows: (s) => either(isAccount('account_id', s), anyOf('number_phone', s.phones)), omit: ['request_hash', 'idempotency_key', ...SEARCH] },
  booking_updates: { rows: (s) => childOf('booking_id', 'bookings', s) },
  deleted_bookings: { rows: (s) => anyOf('number_phone', s.phones) },
  orders: { rows: (s) => either(isAccount('account_id', s), lowerAnyOf('email', s.emails), anyOf('phone', s.phones)), omit: ['idempotency_key', ...SEARCH] },
  order_lines: { rows: (s) => childOf('order_id', 'orders', s) },
  order_updates: { rows: (s) => childOf('order_id', 'orders', s) },
  repair_orders: { rows: (s) => either(isAccount('account_id', s), anyOf('number_phone', s.phones)), omit: SEARCH },
  repair_moves: { rows: (s) => childOf('repair_id', 'repair_orders', s) },
  repair_inspections: { rows: (s) => childOf('repair_id', 'repair_orders', s) },
  repair_quotes: { rows: (s) => childOf('repair_id', 'repair_orders', s) },
  repair_quote_lines: { rows: (s) => childOf('repair_id', 'repair_orders', s) },
  repair_payments: { rows: (s) => childOf('repair_id', 'repair_orders', s) },
  job_payments: { rows: (s) => childOf('repair_id', 'repair_orders', s), omit: ['idempotency_key'] },
  repair_credits: { rows: (s) => childOf('repair_id', 'repair_orders', s) },
  vehicle_warranties: { rows: (s) => either(childOf('repair_id', 'repair_orders', s), childOf('vehicle_id', 'vehicles', s)) },
  bank_transfers: { rows: (s) => childOf('repair_id', 'repair_orders', s) },
  credit_accounts: { rows: (s) => either(lowerAnyOf('email', s.emails), anyOf('phone', s.phones)) },
  chat_conversations: { rows: (s) => isAccount('customer_id', s) },
  chat_messages: { rows: (s) => childOf('conversation_id', 'chat_conversations', s) },
  guest_messages: { rows: (s) => either(lowerAnyOf('email', s.emails), anyOf('phone', s.phones)) },
  mail_queue: { rows: (s) => lowerAnyOf('to_address', s.emails), omit: ['html_body', 'attachments', 'dedupe_key', 'last_error', 'locked_until'] },
  privacy_requests: { rows: (s) => either(isAccount('account_id', s), lowerAnyOf('email', s.emails), anyOf('phone', s.phones)) },
  comments: { rows: (s) => isAccount('account_id', s) },
  cart_items: { rows: (s) => isAccount('account_id', s) },
  favorites: { rows: (s) => isAccount('account_id', s) },
  staff_alert_marks: { rows: (s) => isAccount('account_id', s) },
};

/**
 * Tables with a column named like a person's (account_id, customer_id, phone, email, to_address)
 * whose rows are not the person's data to hand over, each with the reason.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  // Secrets of signing in: never exported; erasure deletes them (erasure.ts).
  sessions: 'signed-in browsers: tokens, never handed over',
  one_time_codes: 'hashed codes of a few minutes, never handed over',
  pending_registrations: 'a registration waiting for its code: a password hash, never handed over',
  privacy_codes: 'hashed codes proving a guest request, 15 minutes',
  // account_id there is the staff member who did the work, not a customer.
  branch_setting_changes: 'account_id: the staff member who changed a setting',
  cash_day_events: 'account_id: the staff member who closed or reopened a day',
  cash_entries: 'account_id: the cashier; the garage’s own books',
  closed_days: 'account_id: the master who closed a day',
  inspection_templates: 'account_id: the master who wrote the checklist',
  purchase_orders: 'account_id: the staff member who ordered parts',
  repair_step_limits: 'account_id: the master who set a limit',
  stock_counts: 'account_id: the staff member who counted stock',
  stock_movements: 'account_id: the staff member who moved stock',
  service_packages: 'account_id: the master who wrote the package',
  workshop_settings: 'account_id: the master who set the parts markup',
  // A technician's work records (their clocks, their share of labour) are an employee's, kept under
  // labour law with the garage's books, not a customer's data to hand over here.
  technician_shares: 'technician_id, account_id: a technician’s commission share and the master who set it',
  // Business contacts the garage publishes or trades with, not its customers.
  staff: 'the garage’s staff directory shown on the website',
  suppliers: 'parts suppliers: companies',
};

/** A column that names a person: the catalogue test looks for these. */
export const PERSON_COLUMN = /(^|_)account_id$|^customer_id$|(^|_)phone$|^email$|^to_address$/;

// ---------------------------------------------------------------------------------------------
// The export

type Row = Record<string, unknown>;

export async function personalRows(db: Pick<Db, 'execute'>, table: PersonalTableName, subject: Subject): Promise<Row[]> {
  const spec = PERSONAL_TABLES[table];
  const result = (await db.execute(sql`select * from ${sql.identifier(table)} where ${spec.rows(subject)}`)) as unknown as { rows: Row[] };
  const omit = new Set(spec.omit ?? []);
  return result.rows.map((row) => {
    const kept: Row = {};
    for (const [key, value] of Object.entries(row)) {
      if (omit.has(key) || value instanceof Uint8Array) continue;
      kept[key] = value instanceof Date ? value.toISOString() : value;
    }
    return kept;
  });
}

const cellOf = (value: unknown): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

function csvOf(rows: Row[]): string {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return CSV_BOM + csvRecord(header) + rows.map((row) => csvRecord(header.map((key) => cellOf(row[key])))).join('');
}

/** The .zip of every table's rows of the person: `<table>.json` and `<table>.csv` each. */
export async function exportZip(db: Pick<Db, 'execute'>, subject: Subject): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const table of PERSONAL_TABLE_NAMES) {
    const rows = await personalRows(db, table, subject);
    files[`${table}.json`] = strToU8(JSON.stringify(rows, null, 2));
    files[`${table}.csv`] = strToU8(csvOf(rows));
  }
  return zipSync(files, { level: 6 });
}

export const exportFilename = (now: Date) => `du-lieu-ca-nhan-${vietnamToday(now)}.zip`;

/**
 * The signed-in person's data. The download is written to the audit log ('export' of
 * 'personal_data', the account's id) in its own transaction, which the sealing trigger chains.
 */
export async function exportMyData(deps: Pick<ServiceDeps, 'db'>, user: AuthUser): Promise<Uint8Array> {
  const subject = await subjectOf(deps.db, { accountId: user.id });
  const zip = await exportZip(deps.db, subject);
  await recordExport(deps.db, user.id);
  return zip;
}

export async function recordExport(db: Db, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const actor = await tx.execute(sql`select nullif(current_setting('garage.actor_id', true), '') as actor, nullif(current_setting('garage.actor_ip', true), '') as ip`);
    const { actor: actorId, ip } = ((actor as unknown as { rows: Array<{ actor: string | null; ip: string | null }> }).rows[0] ?? { actor: null, ip: null });
    await tx.insert(auditLog).values({ action: 'export', entity: 'personal_data', entityId: accountId, actorId: actorId ?? null, ip: ip ?? null });
  });
}

