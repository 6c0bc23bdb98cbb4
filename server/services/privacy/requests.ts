import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import type { z } from 'zod';
import { format, messages } from '../../../contract/messages';
import type { PrivacyRequest, privacyRequestListQuerySchema } from '../../../contract/privacy';
import { PRIVACY_REQUEST_KIND_LABELS } from '../../../contract/privacy-rules';
import type * as contract from '../../../contract/privacy';
import type { Db } from '../../db/client';
import { accounts, consents, privacyRequests, privacySettings, type QueuedAttachment } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { maskName, maskPhone } from '../../lib/mask';
import { pageOf, pageWindow, type ListPage } from '../../lib/paging';
import { vietnamToday } from '../../lib/vietnam-time';
import { formatDay } from '../../../contract/format';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { deadlineOf, workingDaysLeft } from './deadlines';
import { eraseSubject } from './erasure';
import { exportFilename, exportZip, subjectOf } from './export';
import { checkPrivacyCode, findGuest, maskEmail } from './guest-codes';
import { currentNoticeOf } from './notices';

// A person's requests about their data: made signed in, or as a guest proven by a reference, a phone
// and a mailed code; one open request per person and kind; answered by the master within the legal
// deadline in working days, the answer mailed, and what 'done' means carried out in the answer's
// own transaction (erasure, withdrawing the optional consents, the export mailed to a guest).

type Row = typeof privacyRequests.$inferSelect;
const answerer = alias(accounts, 'privacy_answerer');

const columns = { request: privacyRequests, answererId: answerer.id, answererName: answerer.fullName };

function toRequest(row: Row, answeredBy: { id: string | null; name: string | null }, now: Date, forMaster: boolean): PrivacyRequest {
  return {
    _id: row.id,
    kind: row.kind,
    note: row.note,
    status: row.status,
    requester: {
      accountId: row.accountId,
      fullName: forMaster ? row.fullName : maskName(row.fullName),
      reference: row.reference,
      phone: row.phone === null ? null : forMaster ? row.phone : maskPhone(row.phone),
      email: row.email === null ? null : forMaster ? row.email : maskEmail(row.email),
    },
    receivedAt: row.receivedAt.toISOString(),
    deadline: row.deadline,
    workingDaysLeft: row.status === 'open' ? workingDaysLeft(row.deadline, now) : null,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: answeredBy.id ? { _id: answeredBy.id, fullName: answeredBy.name ?? '' } : null,
  };
}

async function readRequest(db: Pick<Db, 'select'>, id: string, now: Date, forMaster: boolean): Promise<PrivacyRequest> {
  const [row] = await db.select(columns).from(privacyRequests).leftJoin(answerer, eq(answerer.id, privacyRequests.answeredBy)).where(eq(privacyRequests.id, id));
  if (!row) throw notFound(messages.privacy.requestNotFound);
  return toRequest(row.request, { id: row.answererId, name: row.answererName }, now, forMaster);
}

type CreateBody = ParsedBodyOf<typeof contract.createPrivacyRequest>;

/** Who asks: the signed-in account, or the guest the code proves. */
async function requesterOf(tx: Db, user: AuthUser | null, body: CreateBody, now: Date) {
  if (user) {
    const [account] = await tx.select({ fullName: accounts.fullName, email: accounts.email, phone: accounts.phone }).from(accounts).where(eq(accounts.id, user.id));
    return { accountId: user.id, fullName: account?.fullName ?? user.fullName, email: account?.email ?? user.email, phone: account?.phone ?? null, reference: null };
  }
  if (!body.reference || !body.phone || !body.code) throw badRequest(messages.privacy.guestProofRequired);
  const guest = await findGuest(tx, body.reference, body.phone);
  if (!guest) throw notFound(messages.privacy.guestNotFound);
  const proof = await checkPrivacyCode(tx, now, body.reference, body.phone, body.code);
  if (!proof.ok) return null;
  return { accountId: guest.accountId, fullName: guest.fullName, email: proof.email, phone: guest.phone, reference: guest.reference };
}

export async function createPrivacyRequest(deps: Pick<ServiceDeps, 'db' | 'now' | 'live'>, user: AuthUser | null, body: CreateBody): Promise<PrivacyRequest> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const requester = await requesterOf(tx, user, body, now);
    // A wrong code is counted in this transaction, which must commit: refused after it.
    if (!requester) return { wrongCode: true as const };
    const person: SQL = requester.accountId
      ? eq(privacyRequests.accountId, requester.accountId)
      : and(eq(privacyRequests.email, requester.email), eq(privacyRequests.phone, requester.phone ?? ''))!;
    // One person's two requests at once queue here, so the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`privacy-request:${requester.accountId ?? `${requester.email}:${requester.phone}`}`}))`);
    const [open] = await tx
      .select({ id: privacyRequests.id })
      .from(privacyRequests)
      .where(and(person, eq(privacyRequests.kind, body.kind), eq(privacyRequests.status, 'open')))
      .limit(1);
    if (open) throw conflict(messages.privacy.requestOpenExists);
    const [row] = await tx
      .insert(privacyRequests)
      .values({ ...requester, kind: body.kind, note: body.note, receivedAt: now, deadline: deadlineOf(body.kind, now) })
      .returning({ id: privacyRequests.id });
    return { wrongCode: false as const, id: row!.id };
  });
  if (outcome.wrongCode) throw badRequest(messages.privacy.codeWrong);
  const request = await readRequest(deps.db, outcome.id, now, false);
  // After the commit, to the masters' open screens: the inbox reads it again from the database.
  deps.live.staffAlert({
    type: 'privacy',
    id: request._id,
    text: format(messages.privacy.newRequestAlert, { name: maskName(request.requester.fullName), kind: PRIVACY_REQUEST_KIND_LABELS[request.kind], deadline: formatDay(request.deadline) }),
    href: '/manager/privacy',
    createdAt: now.toISOString(),
  });
  return request;
}

export async function listMyPrivacyRequests(deps: Pick<ServiceDeps, 'db' | 'now'>, user: AuthUser): Promise<PrivacyRequest[]> {
  const rows = await deps.db
    .select(columns)
    .from(privacyRequests)
    .leftJoin(answerer, eq(answerer.id, privacyRequests.answeredBy))
    .where(eq(privacyRequests.accountId, user.id))
    .orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id));
  const now = deps.now();
  return rows.map((row) => toRequest(row.request, { id: row.answererId, name: row.answererName }, now, false));
}

/** The master's inbox: nearest deadline first, open ones before answered ones on the same day. */
export async function listPrivacyRequests(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  query: z.output<typeof privacyRequestListQuerySchema>,
): Promise<ListPage<PrivacyRequest>> {
  const filter = query.status ? eq(privacyRequests.status, query.status) : undefined;
  const window = pageWindow(query);
  const now = deps.now();
  return pageOf(
    window,
    async () => {
      const base = deps.db
        .select(columns)
        .from(privacyRequests)
        .leftJoin(answerer, eq(answerer.id, privacyRequests.answeredBy))
        .where(filter)
        .orderBy(asc(privacyRequests.deadline), sql`${privacyRequests.status} <> 'open'`, asc(privacyRequests.receivedAt), asc(privacyRequests.id));
      const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
      return rows.map((row) => toRequest(row.request, { id: row.answererId, name: row.answererName }, now, true));
    },
    async () => (await deps.db.select({ count: sql<number>`count(*)::int` }).from(privacyRequests).where(filter))[0]?.count ?? 0,
  );
}

/**
 * The master's answer. 'done' carries the request out in the same transaction: erasure anonymises
 * the person (erasure.ts) and the answer says what the accounting law keeps; restriction and
 * objection withdraw the optional consents (service messages, marketing) on the person's behalf;
 * access for a guest mails them the export. The answer is mailed to the address the request holds.
 */
export async function answerPrivacyRequest(
  deps: Pick<ServiceDeps, 'db' | 'mail' | 'now'>,
  master: AuthUser,
  id: string,
  body: ParsedBodyOf<typeof contract.answerPrivacyRequest>,
): Promise<PrivacyRequest> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
    if (!row) throw notFound(messages.privacy.requestNotFound);
    if (row.status !== 'open') throw conflict(messages.privacy.alreadyAnswered);
    const done = body.decision === 'done';
    const subject = await subjectOf(tx, { accountId: row.accountId, email: row.email, phone: row.phone });
    let kept: string | null = null;
    const attachments: QueuedAttachment[] = [];
    if (done && row.kind === 'erasure') {
      const [settings] = await tx.select({ invoiceYears: privacySettings.invoiceYears }).from(privacySettings).where(eq(privacySettings.id, 1));
      await eraseSubject(tx, subject);
      kept = format(messages.privacy.erasureKept, { years: settings?.invoiceYears ?? 10 });
    }
    if (done && (row.kind === 'restriction' || row.kind === 'objection')) {
      const { version } = await currentNoticeOf(tx);
      await tx.insert(consents).values(
        (['serviceMessages', 'marketing'] as const).map((purpose) => ({
          accountId: row.accountId,
          email: row.email,
          phone: row.phone,
          purpose,
          granted: false,
          noticeVersion: version,
          channel: 'account' as const,
          recordedBy: master.id,
          at: now,
        })),
      );
    }
    // A guest (who asked by reference, not signed in) cannot download it: it rides the answer.
    if (done && row.kind === 'access' && row.reference !== null && row.email) {
      const zip = await exportZip(tx, subject);
      attachments.push({ filename: exportFilename(now), contentType: 'application/zip', content: Buffer.from(zip).toString('base64'), encoding: 'base64' });
      await tx.execute(sql`insert into audit_log (action, entity, entity_id, actor_id, ip)
        values ('export', 'personal_data', ${row.accountId ?? row.id}, nullif(current_setting('garage.actor_id', true), ''), nullif(current_setting('garage.actor_ip', true), ''))`);
    }
    await tx
      .update(privacyRequests)
      .set({ status: body.decision, answer: body.answer, answeredAt: now, answeredBy: master.id })
      .where(eq(privacyRequests.id, id));
    if (row.email) {
      const erased = done && row.kind === 'erasure';
      await deps.mail.add(tx, {
        to: row.email,
        template: {
          kind: 'privacyAnswer',
          // The erased person's answer names nobody: the address it goes to is all that is left of them.
          fullName: erased ? '' : row.fullName,
          requestKind: PRIVACY_REQUEST_KIND_LABELS[row.kind],
          receivedOn: vietnamToday(row.receivedAt),
          decision: body.decision,
          answer: body.answer,
          kept,
          exportAttached: attachments.length > 0,
        },
        attachments,
      });
    }
  });
  return readRequest(deps.db, id, now, true);
}

