import { and, asc, eq, gt, lt, sql, desc, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CashDay, CashEntryKind, CashEntrySource } from '../../../contract/cashbook';
import { formatDate, formatPrice } from '../../../contract/format';
import { branchOf, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import type * as contract from '../../../contract/cashbook';
import type { Db } from '../../db/client';
import { accounts, cashDayEvents, cashDays, cashEntries, orders, repairOrders } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import { vietnamToday } from '../../lib/vietnam-time';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';

// Each branch's drawer, day by day. Every cash sum is one row of cash_entries; a day's row in
// cash_days exists once anything touched it and is the lock that orders posting and closing:
// a payment taken while the day is being closed waits, then finds it closed and is refused.

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const signed = (row: { kind: string; amount: number }) => (row.kind === 'receipt' ? row.amount : -row.amount);
const recorder = alias(accounts, 'cash_recorder');

/** The day's row, created when missing and locked until the transaction ends. */
async function lockDay(tx: Tx, branch: string, day: string) {
  await tx.insert(cashDays).values({ branch, day }).onConflictDoNothing();
  const [row] = await tx.select().from(cashDays).where(and(eq(cashDays.branch, branch), eq(cashDays.day, day))).for('update');
  return row!;
}

function refuseClosed(branch: string, day: string): never {
  throw conflict(format(messages.cashbook.dayClosed, { branch: branchOf(branch)?.name ?? branch, day: formatDate(day) }));
}

/** What the drawer held on the morning of `day`: the last closed day's count, then every entry since. */
export async function openingBalanceOf(db: Pick<Db, 'select'>, branch: string, day: string): Promise<number> {
  const [closed] = await db
    .select({ day: cashDays.day, counted: cashDays.countedCash })
    .from(cashDays)
    .where(and(eq(cashDays.branch, branch), lt(cashDays.day, day), isNotNull(cashDays.closedAt)))
    .orderBy(desc(cashDays.day))
    .limit(1);
  const since = closed ? [gt(cashEntries.day, closed.day)] : [];
  const [sum] = await db
    .select({ net: sql<string>`coalesce(sum(case when ${cashEntries.kind} = 'receipt' then ${cashEntries.amount} else -${cashEntries.amount} end), 0)` })
    .from(cashEntries)
    .where(and(eq(cashEntries.branch, branch), lt(cashEntries.day, day), ...since));
  return (closed?.counted ?? 0) + Number(sum?.net ?? 0);
}

export interface CashPosting {
  branch: string;
  /** The Vietnamese day the money moved. */
  day: string;
  kind: CashEntryKind;
  source: CashEntrySource;
  category: string;
  amount: number;
  note?: string;
  repairId?: string | null;
  orderId?: string | null;
  paymentId?: string | null;
  accountId: string | null;
}

/**
 * One cash sum into the branch's book, in the caller's transaction. A closed day refuses it
 * (409, nothing written); money out never takes the drawer below zero.
 */
export async function postCash(tx: Tx, entry: CashPosting): Promise<void> {
  const day = await lockDay(tx, entry.branch, entry.day);
  if (day.closedAt) refuseClosed(entry.branch, entry.day);
  if (entry.kind === 'expense') {
    const cash = await closingBalanceOf(tx, entry.branch, entry.day);
    if (entry.amount > cash) throw conflict(format(messages.cashbook.notEnoughCash, { cash: formatPrice(cash), amount: formatPrice(entry.amount) }));
  }
  await tx.insert(cashEntries).values({
    branch: entry.branch,
    day: entry.day,
    kind: entry.kind,
    source: entry.source,
    category: entry.category,
    amount: entry.amount,
    note: entry.note ?? '',
    repairId: entry.repairId ?? null,
    orderId: entry.orderId ?? null,
    paymentId: entry.paymentId ?? null,
    accountId: entry.accountId,
  });
}

async function closingBalanceOf(db: Pick<Db, 'select'>, branch: string, day: string): Promise<number> {
  const opening = await openingBalanceOf(db, branch, day);
  const rows = await db.select({ kind: cashEntries.kind, amount: cashEntries.amount }).from(cashEntries).where(and(eq(cashEntries.branch, branch), eq(cashEntries.day, day)));
  return opening + rows.reduce((sum, row) => sum + signed(row), 0);
}

/** The book of one branch and day (contract/cashbook.ts CashDay). */
export async function readCashDay(db: Pick<Db, 'select'>, branch: BranchId, day: string): Promise<CashDay> {
  const closer = alias(accounts, 'cash_closer');
  const [opening, entries, [dayRow], events] = await Promise.all([
    openingBalanceOf(db, branch, day),
    db
      .select({ entry: cashEntries, recorderName: recorder.fullName, repairCode: repairOrders.code, orderId: orders.id })
      .from(cashEntries)
      .leftJoin(recorder, eq(recorder.id, cashEntries.accountId))
      .leftJoin(repairOrders, eq(repairOrders.id, cashEntries.repairId))
      .leftJoin(orders, eq(orders.id, cashEntries.orderId))
      .where(and(eq(cashEntries.branch, branch), eq(cashEntries.day, day)))
      .orderBy(asc(cashEntries.createdAt), asc(cashEntries.id)),
    db
      .select({ day: cashDays, closerName: closer.fullName })
      .from(cashDays)
      .leftJoin(closer, eq(closer.id, cashDays.closedBy))
      .where(and(eq(cashDays.branch, branch), eq(cashDays.day, day))),
    db
      .select({ event: cashDayEvents, byName: recorder.fullName })
      .from(cashDayEvents)
      .leftJoin(recorder, eq(recorder.id, cashDayEvents.accountId))
      .where(and(eq(cashDayEvents.branch, branch), eq(cashDayEvents.day, day)))
      .orderBy(asc(cashDayEvents.at), asc(cashDayEvents.id)),
  ]);
  const receipts = entries.reduce((sum, { entry }) => sum + (entry.kind === 'receipt' ? entry.amount : 0), 0);
  const expenses = entries.reduce((sum, { entry }) => sum + (entry.kind === 'expense' ? entry.amount : 0), 0);
  const closingBalance = opening + receipts - expenses;
  const closed = dayRow?.day.closedAt ? dayRow.day : null;
  return {
    branch,
    day,
    openingBalance: opening,
    entries: entries.map(({ entry, recorderName, repairCode, orderId }) => ({
      _id: entry.id,
      kind: entry.kind,
      source: entry.source,
      category: entry.category,
      amount: entry.amount,
      note: entry.note,
      reference: entry.repairId && repairCode ? { kind: 'repair' as const, _id: entry.repairId, code: repairCode } : entry.orderId && orderId ? { kind: 'order' as const, _id: orderId, code: orderId.slice(-6).toUpperCase() } : null,
      recordedBy: entry.accountId && recorderName !== null ? { _id: entry.accountId, fullName: recorderName } : null,
      createdAt: entry.createdAt.toISOString(),
    })),
    receipts,
    expenses,
    closingBalance,
    closed: closed
      ? {
          countedCash: closed.countedCash ?? 0,
          difference: (closed.countedCash ?? 0) - closingBalance,
          by: closed.closedBy && dayRow!.closerName !== null ? { _id: closed.closedBy, fullName: dayRow!.closerName } : null,
          at: closed.closedAt!.toISOString(),
        }
      : null,
    history: events.map(({ event, byName }) => ({
      action: event.action,
      countedCash: event.countedCash,
      difference: event.difference,
      reason: event.reason,
      by: event.accountId && byName !== null ? { _id: event.accountId, fullName: byName } : null,
      at: event.at.toISOString(),
    })),
  };
}

function refuseFuture(deps: Pick<ServiceDeps, 'now'>, day: string) {
  if (day > vietnamToday(deps.now())) throw conflict(messages.cashbook.futureDay);
}

export async function addCashEntry(deps: Pick<ServiceDeps, 'db' | 'now'>, staff: AuthUser, body: ParsedBodyOf<typeof contract.addCashEntry>): Promise<CashDay> {
  refuseFuture(deps, body.day);
  await deps.db.transaction(async (tx) => {
    await postCash(tx, { branch: body.branch, day: body.day, kind: body.kind, source: 'manual', category: body.category, amount: body.amount, note: body.note, accountId: staff.id });
  });
  return readCashDay(deps.db, body.branch, body.day);
}

/** Closing records the count against what the book says, and keeps both in the day's history. */
export async function closeCashDay(deps: Pick<ServiceDeps, 'db' | 'now'>, staff: AuthUser, body: ParsedBodyOf<typeof contract.closeCashDay>): Promise<CashDay> {
  refuseFuture(deps, body.day);
  await deps.db.transaction(async (tx) => {
    const day = await lockDay(tx, body.branch, body.day);
    if (day.closedAt) throw conflict(messages.cashbook.alreadyClosed);
    const expected = await closingBalanceOf(tx, body.branch, body.day);
    const now = deps.now();
    await tx
      .update(cashDays)
      .set({ closingBalance: expected, countedCash: body.countedCash, closedAt: now, closedBy: staff.id })
      .where(and(eq(cashDays.branch, body.branch), eq(cashDays.day, body.day)));
    await tx.insert(cashDayEvents).values({
      branch: body.branch,
      day: body.day,
      action: 'close',
      countedCash: body.countedCash,
      difference: body.countedCash - expected,
      reason: body.note,
      accountId: staff.id,
      at: now,
    });
  });
  return readCashDay(deps.db, body.branch, body.day);
}

export async function reopenCashDay(deps: Pick<ServiceDeps, 'db' | 'now'>, master: AuthUser, body: ParsedBodyOf<typeof contract.reopenCashDay>): Promise<CashDay> {
  await deps.db.transaction(async (tx) => {
    const day = await lockDay(tx, body.branch, body.day);
    if (!day.closedAt) throw conflict(messages.cashbook.notClosed);
    await tx
      .update(cashDays)
      .set({ closingBalance: null, countedCash: null, closedAt: null, closedBy: null })
      .where(and(eq(cashDays.branch, body.branch), eq(cashDays.day, body.day)));
    await tx.insert(cashDayEvents).values({ branch: body.branch, day: body.day, action: 'reopen', reason: body.reason, accountId: master.id, at: deps.now() });
  });
  return readCashDay(deps.db, body.branch, body.day);
}
