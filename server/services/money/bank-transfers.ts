import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as contract from '../../../contract/bank-transfers';
import type { BankTransfer, BankWebhookBody, StatementPreview, StatementRow, TransferStatus } from '../../../contract/bank-transfers';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { formatPrice } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { isQuoteAnswered } from '../../../contract/quote-rules';
import { referencesIn } from '../../../contract/transfer-reference';
import type { Db } from '../../db/client';
import { accounts, bankTransfers, branchBankAccounts, repairOrders, repairQuotes } from '../../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { lockRepair, tellRepair, type RepairRow } from '../repairs/repair-rows';
import { foldSearchText } from '../../lib/search-text';
import { jobMoney } from './job-money';
import { takeMoney } from './payments';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type TransferRow = typeof bankTransfers.$inferSelect;

/** X-Signature: the hex HMAC-SHA256 of the body's bytes as they arrived. Compared in constant time. */
export function signatureHolds(secret: string | undefined, rawBody: Buffer | string, signature: string | string[] | undefined): boolean {
  if (!secret || typeof signature !== 'string') return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature.trim().replace(/^sha256=/i, ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The bank's clock is Vietnam's: '2026-12-06 09:15:00' is 02:15 UTC. */
function vietnamInstant(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const at = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h! - 7, +mi!, +(s ?? 0)));
  return Number.isNaN(at.getTime()) ? null : at;
}

async function branchOfAccount(db: Pick<Db, 'select'>, accountNumber: string): Promise<BranchId | null> {
  const [row] = await db.select({ branch: branchBankAccounts.branch }).from(branchBankAccounts).where(eq(branchBankAccounts.accountNumber, accountNumber.replace(/\s/g, '')));
  return (row?.branch as BranchId | undefined) ?? null;
}

/** What a transfer's money may become on a job, or why it may not. */
type Fit = { kind: 'payment' | 'deposit' } | { reason: string };

async function fitOf(tx: Pick<Db, 'select'>, repair: RepairRow, amount: number, byStaff: boolean): Promise<Fit> {
  const money = await jobMoney(tx as Db, repair.id);
  const [quote] = await tx.select({ version: repairQuotes.version, answeredVersion: repairQuotes.answeredVersion }).from(repairQuotes).where(eq(repairQuotes.repairId, repair.id));
  const answered = isQuoteAnswered(quote ?? null);
  if (money.balance > 0 && amount <= money.balance) return { kind: answered ? 'payment' : 'deposit' };
  // Money for a job whose total is not agreed yet is a deposit; staff may also take more than
  // the balance of an open job as a deposit (the rest is given back at the handover).
  if (!repair.closedAt && (!answered || byStaff)) return { kind: 'deposit' };
  if (money.balance <= 0) return { reason: format(messages.bankTransfers.repairSettled, { code: repair.code }) };
  return { reason: format(messages.bankTransfers.amountOverBalance, { amount: formatPrice(amount), balance: formatPrice(money.balance) }) };
}

/** The one open-or-closed job a note names, or why there is none. */
async function jobNamedIn(tx: Pick<Db, 'select'>, content: string): Promise<{ repairId: string; code: string } | { reason: string }> {
  const codes = referencesIn(content);
  if (codes.length === 0) return { reason: messages.bankTransfers.noReference };
  const jobs = await tx.select({ id: repairOrders.id, code: repairOrders.code }).from(repairOrders).where(inArray(repairOrders.code, codes));
  if (jobs.length === 0) return { reason: format(messages.bankTransfers.unknownReference, { code: codes.join(', ') }) };
  if (jobs.length > 1) return { reason: format(messages.bankTransfers.manyReferences, { codes: jobs.map((job) => job.code).join(', ') }) };
  return { repairId: jobs[0]!.id, code: jobs[0]!.code };
}

/**
 * A recorded transfer tries its job: the job's row is locked, its balance read, and the money
 * becomes its payment (or deposit) in the same transaction as the transfer's status. Answers the
 * job's row when it changed, for the live update after the commit.
 */
async function settle(deps: Pick<ServiceDeps, 'mail' | 'now' | 'settings'>, tx: Tx, transfer: TransferRow, repairId: string, staffId: string | null): Promise<{ row: RepairRow | null; reason: string }> {
  const repair = await lockRepair(tx, repairId);
  const fit = await fitOf(tx, repair, transfer.amount, staffId !== null);
  if ('reason' in fit) {
    if (staffId) throw conflict(fit.reason);
    await tx.update(bankTransfers).set({ status: 'unmatched', reason: fit.reason, repairId: null }).where(eq(bankTransfers.id, transfer.id));
    return { row: null, reason: fit.reason };
  }
  const taken = await takeMoney(deps, tx, repair, { kind: fit.kind, amount: transfer.amount, method: 'transfer', note: transfer.content.slice(0, 300), accountId: staffId, transferId: transfer.id });
  await tx.update(bankTransfers).set({ status: 'matched', reason: '', repairId, paymentId: taken.paymentId, handledBy: staffId }).where(eq(bankTransfers.id, transfer.id));
  return { row: taken.row, reason: '' };
}

function tellMatched(deps: Pick<ServiceDeps, 'live' | 'now'>, row: RepairRow, transfer: { id: string; amount: number }) {
  tellRepair(deps, row);
  deps.live.staffAlert({
    type: 'money',
    id: transfer.id,
    text: format(messages.money.transferReceived, { amount: formatPrice(transfer.amount), code: row.code }),
    href: `/manager/repairs/${row.id}`,
    createdAt: deps.now().toISOString(),
  });
}

function tellUnmatched(deps: Pick<ServiceDeps, 'live' | 'now'>, transfer: TransferRow) {
  deps.live.staffAlert({
    type: 'money',
    id: transfer.id,
    text: format(messages.money.transferUnmatched, { amount: formatPrice(transfer.amount), reason: transfer.reason }),
    href: '/manager/transfers',
    createdAt: deps.now().toISOString(),
  });
}

interface Incoming {
  source: 'webhook' | 'statement';
  externalId: string;
  bankReference: string;
  gateway: string;
  accountNumber: string;
  branch: BranchId | null;
  amount: number;
  content: string;
  transactedAt: Date;
}

/** Records a transfer once (a replay or the same transfer from the other source finds nothing new) and tries its job. */
async function receive(deps: Pick<ServiceDeps, 'mail' | 'now' | 'settings'>, tx: Tx, incoming: Incoming): Promise<{ transfer: TransferRow; fresh: boolean; row: RepairRow | null }> {
  const [inserted] = await tx
    .insert(bankTransfers)
    .values({ ...incoming, status: 'unmatched', receivedAt: deps.now() })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const conditions: SQL[] = [and(eq(bankTransfers.source, incoming.source), eq(bankTransfers.externalId, incoming.externalId))!];
    if (incoming.bankReference) conditions.push(and(eq(bankTransfers.accountNumber, incoming.accountNumber), eq(bankTransfers.bankReference, incoming.bankReference))!);
    const [earlier] = await tx.select().from(bankTransfers).where(or(...conditions));
    return { transfer: earlier!, fresh: false, row: null };
  }
  const named = await jobNamedIn(tx, incoming.content);
  if ('reason' in named) {
    await tx.update(bankTransfers).set({ reason: named.reason }).where(eq(bankTransfers.id, inserted.id));
    return { transfer: { ...inserted, reason: named.reason }, fresh: true, row: null };
  }
  const settled = await settle(deps, tx, inserted, named.repairId, null);
  const [transfer] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, inserted.id));
  return { transfer: transfer!, fresh: true, row: settled.row };
}

/** POST /api/bank/webhook, after its signature was checked on the raw body. Money out is acknowledged and not recorded. */
export async function receiveWebhook(deps: ServiceDeps, body: BankWebhookBody): Promise<{ success: boolean; transferId: string | null; status: string }> {
  if (body.transferType !== 'in') return { success: true, transferId: null, status: 'ignored' };
  const transactedAt = vietnamInstant(body.transactionDate);
  if (!transactedAt) throw badRequest(messages.bankTransfers.dateInvalid);
  const accountNumber = body.accountNumber.replace(/\s/g, '');
  const branch = await branchOfAccount(deps.db, accountNumber);
  const { transfer, row, fresh } = await deps.db.transaction((tx) =>
    receive(deps, tx, {
      source: 'webhook',
      externalId: body.id,
      bankReference: body.referenceCode,
      gateway: body.gateway,
      accountNumber,
      branch,
      amount: body.transferAmount,
      content: body.content || body.description || '',
      transactedAt,
    }),
  );
  if (row) tellMatched(deps, row, transfer);
  else if (fresh && transfer.status === 'unmatched') tellUnmatched(deps, transfer);
  return { success: true, transferId: transfer.id, status: transfer.status };
}

export function refuseUnsigned(): never {
  throw unauthorized(messages.bankTransfers.signatureInvalid);
}

const handler = alias(accounts, 'transfer_handler');

async function transfersWhere(db: Pick<Db, 'select'>, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<BankTransfer[]> {
  const query = db
    .select({ transfer: bankTransfers, code: repairOrders.code, handlerName: handler.fullName })
    .from(bankTransfers)
    .leftJoin(repairOrders, eq(repairOrders.id, bankTransfers.repairId))
    .leftJoin(handler, eq(handler.id, bankTransfers.handledBy))
    .where(where)
    .orderBy(desc(bankTransfers.transactedAt), desc(bankTransfers.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ transfer, code, handlerName }) => ({
    _id: transfer.id,
    source: transfer.source,
    externalId: transfer.externalId,
    branch: (transfer.branch as BranchId | null) ?? null,
    accountNumber: transfer.accountNumber,
    amount: transfer.amount,
    content: transfer.content,
    transactedAt: transfer.transactedAt.toISOString(),
    status: transfer.status,
    repair: transfer.repairId && code ? { _id: transfer.repairId, code } : null,
    references: referencesIn(transfer.content),
    reason: transfer.reason,
    handledBy: transfer.handledBy && handlerName !== null ? { _id: transfer.handledBy, fullName: handlerName } : null,
    receivedAt: transfer.receivedAt.toISOString(),
  }));
}

export async function listTransfers(deps: Pick<ServiceDeps, 'db'>, query: { page: number; limit: number; status?: TransferStatus; branch?: BranchId }): Promise<{ items: BankTransfer[]; total: number }> {
  const where = and(eq(bankTransfers.status, query.status ?? 'unmatched'), query.branch ? eq(bankTransfers.branch, query.branch) : undefined);
  const [items, [counted]] = await Promise.all([
    transfersWhere(deps.db, where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    deps.db.select({ n: count() }).from(bankTransfers).where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}

async function lockUnmatched(tx: Tx, id: string): Promise<TransferRow> {
  const [transfer] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for('update');
  if (!transfer) throw notFound(messages.bankTransfers.notFound);
  if (transfer.status !== 'unmatched') throw conflict(messages.bankTransfers.alreadyHandled);
  return transfer;
}

/** Staff give an unmatched transfer its job by the job's code. */
export async function assignTransfer(deps: ServiceDeps, staff: AuthUser, id: string, body: ParsedBodyOf<typeof contract.assignBankTransfer>): Promise<BankTransfer> {
  const row = await deps.db.transaction(async (tx) => {
    const transfer = await lockUnmatched(tx, id);
    const [job] = await tx.select({ id: repairOrders.id }).from(repairOrders).where(eq(repairOrders.code, body.code));
    if (!job) throw notFound(format(messages.bankTransfers.repairNotFound, { code: body.code }));
    return (await settle(deps, tx, transfer, job.id, staff.id)).row;
  });
  if (row) tellRepair(deps, row);
  return (await transfersWhere(deps.db, eq(bankTransfers.id, id)))[0]!;
}

export async function dismissTransfer(deps: Pick<ServiceDeps, 'db'>, staff: AuthUser, id: string, body: ParsedBodyOf<typeof contract.dismissBankTransfer>): Promise<BankTransfer> {
  await deps.db.transaction(async (tx) => {
    await lockUnmatched(tx, id);
    await tx.update(bankTransfers).set({ status: 'dismissed', reason: body.reason, handledBy: staff.id }).where(eq(bankTransfers.id, id));
  });
  return (await transfersWhere(deps.db, eq(bankTransfers.id, id)))[0]!;
}

// ---------------------------------------------------------------- statements

/** A column name without diacritics, case or punctuation: 'Số tiền (VND)' reads as 'so tien vnd'. */
const fold = (text: string) => foldSearchText(text).replace(/[^a-z0-9]+/g, ' ').trim();

/** Column names as Vietnamese internet banking writes them, folded. */
const COLUMNS = {
  date: ['ngay', 'ngay giao dich', 'ngay gd', 'thoi gian', 'date', 'transaction date', 'ngay hieu luc'],
  amount: ['so tien', 'so tien ghi co', 'ghi co', 'credit', 'amount', 'so tien gd', 'phat sinh co'],
  content: ['noi dung', 'mo ta', 'dien giai', 'noi dung giao dich', 'description', 'content', 'chi tiet'],
  id: ['ma giao dich', 'so tham chieu', 'ma gd', 'so but toan', 'transaction id', 'reference', 'ma tham chieu', 'so gd'],
} as const;

/** '1.500.000', '1,500,000', '1 500 000 VND', '-200.000': whole dong, signed. */
function statementAmount(text: string): number | null {
  const cleaned = text.replace(/\s|vnd|đ|₫/gi, '');
  if (!cleaned) return null;
  const negative = /^-|^\(.*\)$/.test(cleaned);
  const digits = cleaned.replace(/^[-+(]|\)$/g, '');
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(digits)) return null;
  const value = Number(digits.replace(/[.,]/g, ''));
  return negative ? -value : value;
}

/** 'DD/MM/YYYY', 'DD/MM/YYYY HH:mm[:ss]', 'DD-MM-YYYY', or ISO: Vietnam's clock. */
function statementDate(text: string): Date | null {
  const vn = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (vn) {
    const [, d, mo, y, h, mi, s] = vn;
    const calendar = new Date(Date.UTC(+y!, +mo! - 1, +d!));
    if (calendar.getUTCMonth() !== +mo! - 1 || calendar.getUTCDate() !== +d!) return null;
    return new Date(Date.UTC(+y!, +mo! - 1, +d!, +(h ?? 12) - 7, +(mi ?? 0), +(s ?? 0)));
  }
  return vietnamInstant(text.length === 10 ? `${text} 12:00:00` : text);
}

interface ParsedStatement {
  rows: Array<StatementRow & { transactedDate: Date | null }>;
}

function readStatement(file: string): ParsedStatement {
  const text = file.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : firstLine.includes('\t') ? '\t' : ',';
  let cells: string[][];
  try {
    cells = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw badRequest(messages.bankTransfers.fileUnreadable);
  }
  const headerIndex = cells.findIndex((row) => row.some((cell) => (COLUMNS.amount as readonly string[]).includes(fold(cell))));
  if (headerIndex < 0) throw badRequest(messages.bankTransfers.fileUnreadable);
  const header = cells[headerIndex]!.map(fold);
  const column = (names: readonly string[]) => header.findIndex((name) => names.includes(name));
  const at = { date: column(COLUMNS.date), amount: column(COLUMNS.amount), content: column(COLUMNS.content), id: column(COLUMNS.id) };
  if (at.date < 0 || at.amount < 0 || at.content < 0 || at.id < 0) throw badRequest(messages.bankTransfers.fileUnreadable);
  return {
    rows: cells.slice(headerIndex + 1).map((row, index) => {
      const amount = statementAmount(row[at.amount] ?? '');
      const transactedDate = statementDate(row[at.date] ?? '');
      const externalId = (row[at.id] ?? '').trim();
      const problem =
        amount === null ? messages.bankTransfers.rowAmountInvalid : transactedDate === null ? messages.bankTransfers.rowDateInvalid : externalId === '' ? messages.bankTransfers.rowIdMissing : '';
      return {
        row: headerIndex + index + 2,
        externalId,
        transactedAt: transactedDate?.toISOString() ?? null,
        transactedDate,
        amount: amount ?? 0,
        content: (row[at.content] ?? '').slice(0, 1000),
        state: problem ? 'invalid' : amount! <= 0 ? 'outgoing' : 'new',
        match: null,
        problem: problem ? format(messages.bankTransfers.rowInvalid, { row: headerIndex + index + 2, problem }) : '',
      };
    }),
  };
}

async function accountOf(db: Pick<Db, 'select'>, branch: BranchId): Promise<string> {
  const [row] = await db.select({ accountNumber: branchBankAccounts.accountNumber }).from(branchBankAccounts).where(eq(branchBankAccounts.branch, branch));
  return row?.accountNumber ?? `branch:${branch}`;
}

/** The rows as they would be recorded: duplicates found by the bank's id, matches by the note and the balance. */
async function previewRows(db: Pick<Db, 'select'>, branch: BranchId, file: string): Promise<{ rows: ParsedStatement['rows']; accountNumber: string }> {
  const { rows } = readStatement(file);
  const accountNumber = await accountOf(db, branch);
  const ids = rows.filter((row) => row.state === 'new').map((row) => row.externalId);
  const known = ids.length
    ? await db
        .select({ externalId: bankTransfers.externalId, bankReference: bankTransfers.bankReference, source: bankTransfers.source })
        .from(bankTransfers)
        .where(or(and(eq(bankTransfers.source, 'statement'), inArray(bankTransfers.externalId, ids)), and(eq(bankTransfers.accountNumber, accountNumber), inArray(bankTransfers.bankReference, ids))))
    : [];
  const seen = new Set(known.flatMap((row) => [row.source === 'statement' ? row.externalId : '', row.bankReference]).filter(Boolean));
  for (const row of rows) {
    if (row.state !== 'new') continue;
    if (seen.has(row.externalId)) {
      row.state = 'duplicate';
      continue;
    }
    seen.add(row.externalId);
    const named = await jobNamedIn(db, row.content);
    if ('reason' in named) continue;
    const [repair] = await db.select().from(repairOrders).where(eq(repairOrders.id, named.repairId));
    const fit = await fitOf(db, repair!, row.amount, false);
    if (!('reason' in fit)) row.match = named;
  }
  return { rows, accountNumber };
}

function summary(rows: StatementRow[]): StatementPreview {
  const counts = { new: 0, duplicate: 0, outgoing: 0, invalid: 0, matched: 0 };
  for (const row of rows) {
    counts[row.state] += 1;
    if (row.match) counts.matched += 1;
  }
  return { rows: rows.map(({ transactedDate: _date, ...row }: StatementRow & { transactedDate?: Date | null }) => row), counts };
}

export async function previewStatement(deps: Pick<ServiceDeps, 'db'>, body: ParsedBodyOf<typeof contract.previewStatement>): Promise<StatementPreview> {
  return summary((await previewRows(deps.db, body.branch, body.file)).rows);
}

/** Records the statement's new incoming rows in one transaction; each tries its job as a webhook delivery does. */
export async function importStatement(deps: ServiceDeps, body: ParsedBodyOf<typeof contract.importStatement>): Promise<StatementPreview> {
  const matched: Array<{ row: RepairRow; transfer: TransferRow }> = [];
  const unmatched: TransferRow[] = [];
  const rows = await deps.db.transaction(async (tx) => {
    const { rows, accountNumber } = await previewRows(tx, body.branch, body.file);
    for (const row of rows) {
      if (row.state !== 'new') continue;
      const received = await receive(deps, tx, {
        source: 'statement',
        externalId: row.externalId,
        bankReference: row.externalId,
        gateway: '',
        accountNumber,
        branch: body.branch,
        amount: row.amount,
        content: row.content,
        transactedAt: row.transactedDate!,
      });
      if (!received.fresh) row.state = 'duplicate';
      row.match = received.transfer.status === 'matched' && received.row ? { repairId: received.row.id, code: received.row.code } : null;
      if (received.row && received.transfer.status === 'matched') matched.push({ row: received.row, transfer: received.transfer });
      else if (received.fresh && received.transfer.status === 'unmatched') unmatched.push(received.transfer);
    }
    return rows;
  });
  for (const { row, transfer } of matched) tellMatched(deps, row, transfer);
  for (const transfer of unmatched) tellUnmatched(deps, transfer);
  return summary(rows);
}

