import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { ConsentRecord, MyConsents, ParsedConsentChoices } from '../../../contract/privacy';
import { CONSENT_PURPOSES, type ConsentChannel, type ConsentPurpose } from '../../../contract/privacy-rules';
import type { updateConsentsBodySchema } from '../../../contract/privacy';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, consents, privacyRequests } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { assertCurrentNotice, currentNoticeOf } from './notices';

// Consents are rows, never updated: the latest row per person and purpose is the choice in force.
// A person is an account, or an e-mail or a phone for guests; a signed-in person's choices are
// their account's rows and the rows given under their e-mail before they had the account (a
// registration, a booking mailed to them), and a mail's recipient's are the rows of the address
// and of the account that owns it.

type Tx = Pick<Db, 'select' | 'insert'>;

/** Who a consent is about, as far as the form knows. */
export interface ConsentPerson {
  accountId?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Whose rows make up one person's choices. */
export type ConsentOwner = { accountId: string; email: string } | { email: string } | { phone: string };

function ownerFilter(owner: ConsentOwner): SQL {
  if ('accountId' in owner) return or(eq(consents.accountId, owner.accountId), eq(consents.email, owner.email))!;
  if ('email' in owner) {
    const ownerAccounts = accountsWithEmail(owner.email);
    return or(eq(consents.email, owner.email), inArray(consents.accountId, ownerAccounts))!;
  }
  return eq(consents.phone, owner.phone);
}

function accountsWithEmail(email: string) {
  // A subquery built per call: drizzle's builders are not reusable across statements.
  return dbless.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
}

/** Builds subqueries only (never executed on its own). */
const dbless = new QueryBuilder();

/**
 * Records what a form sent with the person's data, in the data's own transaction: the three
 * choices as given (a stale notice version is refused with 409), or, when the garage's earlier
 * client sent none, the one row the request itself implies: processing under the notice in force,
 * channel 'legacy', nothing optional assumed.
 */
export async function recordFormConsents(
  tx: Tx,
  input: { person: ConsentPerson; consents: ParsedConsentChoices | null | undefined; channel: ConsentChannel; recordedBy?: string | null; noticeChecked?: boolean },
): Promise<void> {
  const who = { accountId: input.person.accountId ?? null, email: input.person.email || null, phone: input.person.phone || null };
  const recordedBy = input.recordedBy ?? null;
  if (!input.consents) {
    const { version } = await currentNoticeOf(tx);
    await tx.insert(consents).values({ ...who, purpose: 'processing', granted: true, noticeVersion: version, channel: 'legacy', recordedBy });
    return;
  }
  const choices = input.consents;
  // A registration's choices are recorded at verification, under the version checked when they were given.
  if (!input.noticeChecked) await assertCurrentNotice(tx, choices.noticeVersion);
  await tx.insert(consents).values(
    CONSENT_PURPOSES.map((purpose) => ({ ...who, purpose, granted: choices[purpose], noticeVersion: choices.noticeVersion, channel: input.channel, recordedBy })),
  );
}

/** A processing consent the request itself proves (a guest message's ticked box), under the notice in force. */
export async function recordProcessingConsent(tx: Tx, person: ConsentPerson, channel: ConsentChannel): Promise<void> {
  const { version } = await currentNoticeOf(tx);
  await tx.insert(consents).values({
    accountId: person.accountId ?? null,
    email: person.email || null,
    phone: person.phone || null,
    purpose: 'processing',
    granted: true,
    noticeVersion: version,
    channel,
  });
}

/** Whether the person's latest choice for `purpose` is a grant (never asked: no). */
export async function hasConsent(db: Pick<Db, 'select'>, owner: ConsentOwner, purpose: ConsentPurpose): Promise<boolean> {
  const [latest] = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(ownerFilter(owner), eq(consents.purpose, purpose)))
    .orderBy(desc(consents.at), desc(consents.id))
    .limit(1);
  return latest?.granted === true;
}

/** Whether a mail to `email` may go for `purpose`: the address's rows and its account's. */
export function mayMail(db: Pick<Db, 'select'>, email: string, purpose: ConsentPurpose): Promise<boolean> {
  return hasConsent(db, { email: email.trim().toLowerCase() }, purpose);
}

const recorder = alias(accounts, 'consent_recorder');

/** The person's choices, the notice in force, whether they restricted processing, and every row newest first. */
export async function readConsents(db: Pick<Db, 'select'>, owner: ConsentOwner): Promise<MyConsents> {
  const notice = await currentNoticeOf(db);
  const rows = await db
    .select({
      id: consents.id,
      purpose: consents.purpose,
      granted: consents.granted,
      noticeVersion: consents.noticeVersion,
      channel: consents.channel,
      at: consents.at,
      recorderId: recorder.id,
      recorderName: recorder.fullName,
    })
    .from(consents)
    .leftJoin(recorder, eq(recorder.id, consents.recordedBy))
    .where(ownerFilter(owner))
    .orderBy(desc(consents.at), desc(consents.id));
  const choices: MyConsents['choices'] = { processing: null, serviceMessages: null, marketing: null };
  for (const row of rows) if (choices[row.purpose] === null) choices[row.purpose] = row.granted;
  const history: ConsentRecord[] = rows.map((row) => ({
    _id: row.id,
    purpose: row.purpose,
    granted: row.granted,
    noticeVersion: row.noticeVersion,
    channel: row.channel,
    recordedBy: row.recorderId ? { _id: row.recorderId, fullName: row.recorderName ?? '' } : null,
    at: row.at.toISOString(),
  }));
  return { notice: { version: notice.version, publishedAt: notice.publishedAt.toISOString() }, choices, restricted: await isRestricted(db, owner), history };
}

/** A restriction the garage carried out for this person. */
async function isRestricted(db: Pick<Db, 'select'>, owner: ConsentOwner): Promise<boolean> {
  const whose =
    'accountId' in owner
      ? or(eq(privacyRequests.accountId, owner.accountId), eq(privacyRequests.email, owner.email))
      : 'email' in owner
        ? or(eq(privacyRequests.email, owner.email), inArray(privacyRequests.accountId, accountsWithEmail(owner.email)))
        : eq(privacyRequests.phone, owner.phone);
  const [row] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(whose, eq(privacyRequests.kind, 'restriction'), eq(privacyRequests.status, 'done')))
    .limit(1);
  return row !== undefined;
}

type UpdateBody = z.output<typeof updateConsentsBodySchema>;

/**
 * A person changes their choices: one row per purpose sent, on the notice in force (a stale one:
 * 409). Senders read the latest row when a mail goes, so a withdrawal holds at once.
 */
async function changeConsents(db: Db, owner: ConsentOwner, person: ConsentPerson, body: UpdateBody, channel: ConsentChannel): Promise<MyConsents> {
  await db.transaction(async (tx) => {
    await assertCurrentNotice(tx, body.noticeVersion);
    const who = { accountId: person.accountId ?? null, email: person.email || null, phone: person.phone || null };
    const rows: Array<typeof consents.$inferInsert> = [];
    if (body.processing) rows.push({ ...who, purpose: 'processing', granted: true, noticeVersion: body.noticeVersion, channel });
    if (body.serviceMessages !== undefined) rows.push({ ...who, purpose: 'serviceMessages', granted: body.serviceMessages, noticeVersion: body.noticeVersion, channel });
    if (body.marketing !== undefined) rows.push({ ...who, purpose: 'marketing', granted: body.marketing, noticeVersion: body.noticeVersion, channel });
    await tx.insert(consents).values(rows);
  });
  return readConsents(db, owner);
}

const ownerOfUser = (user: AuthUser): ConsentOwner => ({ accountId: user.id, email: user.email.trim().toLowerCase() });

export function myConsents({ db }: Pick<ServiceDeps, 'db'>, user: AuthUser): Promise<MyConsents> {
  return readConsents(db, ownerOfUser(user));
}

export function updateMyConsents({ db }: Pick<ServiceDeps, 'db'>, user: AuthUser, body: UpdateBody): Promise<MyConsents> {
  return changeConsents(db, ownerOfUser(user), { accountId: user.id }, body, body.channel);
}

/** The recipient of a mail, by the address its link names. */
export async function linkConsents({ db }: Pick<ServiceDeps, 'db'>, email: string): Promise<MyConsents & { email: string }> {
  return { ...(await readConsents(db, { email })), email };
}

export async function updateLinkConsents({ db }: Pick<ServiceDeps, 'db'>, email: string, body: UpdateBody): Promise<MyConsents & { email: string }> {
  return { ...(await changeConsents(db, { email }, { email }, body, 'mail_link')), email };
}
