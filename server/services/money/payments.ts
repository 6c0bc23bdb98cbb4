import { and, eq, inArray } from 'drizzle-orm';
import { REPAIR_CASH_CATEGORY, REPAIR_REFUND_CATEGORY } from '../../../contract/cashbook';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { formatDay, formatPrice } from '../../../contract/format';
import { JOB_PAYMENT_KIND_LABELS, type JobMoney, type JobPaymentKind } from '../../../contract/job-money';
import { format, messages } from '../../../contract/messages';
import type * as contract from '../../../contract/payments';
import type { PaymentResult } from '../../../contract/payments';
import { isQuoteAnswered } from '../../../contract/quote-rules';
import { PAYMENT_METHOD_LABELS, type Payment, type PaymentMethod } from '../../../contract/repair-quotes';
import type { Db } from '../../db/client';
import { creditAccounts, jobPayments, repairCredits, repairOrders, repairPayments, repairQuotes } from '../../db/schema';
import { paymentsOf } from '../repairs/money-rows';
import { conflict, notFound } from '../../lib/http-errors';
import { addDays, vietnamToday } from '../../lib/vietnam-time';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { closeJob, PAYMENT_STEP, refuseStale, refuseUnlessHandover } from '../repairs/payment';
import { lockRepair, tellRepair, type RepairRow } from '../repairs/repair-rows';
import { postCash } from './cashbook';
import { jobMoney, jobMoneyOf, paidBy } from './job-money';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MoneyEntry {
  kind: JobPaymentKind;
  amount: number;
  method: PaymentMethod;
  note: string;
  /** Who took it; null for a transfer that matched by itself. */
  accountId: string | null;
  transferId?: string | null;
  idempotencyKey?: string | null;
}

/**
 * One sum into (or out of) a locked job, in the caller's transaction: the rules of its kind
 * against the balance as the rows say now, the payment row, the cash book's row for cash, and
 * the job's version. A payment that brings the balance to zero at the handover closes the job.
 */
export async function takeMoney(
  deps: Pick<ServiceDeps, 'mail' | 'now' | 'settings'>,
  tx: Tx,
  current: RepairRow,
  entry: MoneyEntry,
): Promise<{ paymentId: string; row: RepairRow; closed: boolean }> {
  const money = await jobMoney(tx, current.id);
  if (entry.kind === 'deposit' && current.closedAt) throw conflict(messages.money.depositClosed);
  if (entry.kind === 'payment') {
    if (money.balance <= 0) throw conflict(messages.money.nothingOwed);
    if (entry.amount > money.balance) throw conflict(format(messages.money.overBalance, { balance: formatPrice(money.balance) }));
  }
  if (entry.kind === 'refund' && entry.amount > money.paid) throw conflict(format(messages.money.refundOverPaid, { paid: formatPrice(Math.max(0, money.paid)) }));
  const now = deps.now();
  const [payment] = await tx
    .insert(jobPayments)
    .values({
      repairId: current.id,
      branch: current.branch,
      kind: entry.kind,
      amount: entry.amount,
      method: entry.method,
      note: entry.note,
      accountId: entry.accountId,
      transferId: entry.transferId ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
      paidAt: now,
    })
    .returning({ id: jobPayments.id });
  if (entry.method === 'cash') {
    const refund = entry.kind === 'refund';
    await postCash(tx, {
      branch: current.branch,
      day: vietnamToday(now),
      kind: refund ? 'expense' : 'receipt',
      source: 'repair',
      category: refund ? REPAIR_REFUND_CATEGORY : REPAIR_CASH_CATEGORY,
      amount: entry.amount,
      note: `${current.code} · ${JOB_PAYMENT_KIND_LABELS[entry.kind]}${entry.note ? `: ${entry.note}` : ''}`,
      repairId: current.id,
      paymentId: payment!.id,
      accountId: entry.accountId,
    });
  }
  const balance = money.balance - paidBy(entry);
  const [quote] = await tx.select({ version: repairQuotes.version, answeredVersion: repairQuotes.answeredVersion }).from(repairQuotes).where(eq(repairQuotes.repairId, current.id));
  if (!current.closedAt && current.step === PAYMENT_STEP && entry.kind !== 'refund' && balance === 0 && isQuoteAnswered(quote ?? null)) {
    const moveNote = format(messages.money.paidNote, { kind: JOB_PAYMENT_KIND_LABELS[entry.kind], amount: formatPrice(entry.amount), method: PAYMENT_METHOD_LABELS[entry.method] });
    const { row } = await closeJob(deps, tx, current, { accountId: entry.accountId, method: entry.method, moveNote });
    return { paymentId: payment!.id, row, closed: true };
  }
  const [row] = await tx
    .update(repairOrders)
    .set({ version: current.version + 1, updatedAt: now })
    .where(and(eq(repairOrders.id, current.id), eq(repairOrders.version, current.version)))
    .returning();
  return { paymentId: payment!.id, row: row!, closed: false };
}

async function resultOf(tx: Tx, row: RepairRow, paymentId: string, closed: boolean): Promise<PaymentResult> {
  const money = await jobMoney(tx, row.id);
  const [invoice] = await tx.select({ number: repairPayments.invoiceNumber }).from(repairPayments).where(eq(repairPayments.repairId, row.id));
  return { payment: money.payments.find((payment) => payment._id === paymentId)!, money, version: row.version, closed, invoiceNumber: invoice?.number ?? null };
}

/**
 * POST /api/repairs/:id/payments. The job's row lock orders two desks; the version refuses the
 * one that did not see the other's payment; the idempotency key answers a retry (a double click,
 * a lost answer) with the first payment instead of a second one.
 */
export async function addPayment(deps: ServiceDeps, staff: AuthUser, repairId: string, body: ParsedBodyOf<typeof contract.addRepairPayment>, key: string | undefined): Promise<PaymentResult> {
  const { result, row, fresh } = await deps.db.transaction(async (tx) => {
    const current = await lockRepair(tx, repairId);
    if (key) {
      const [earlier] = await tx.select({ id: jobPayments.id }).from(jobPayments).where(and(eq(jobPayments.repairId, repairId), eq(jobPayments.idempotencyKey, key)));
      if (earlier) return { result: await resultOf(tx, current, earlier.id, current.closedAt !== null), row: current, fresh: false };
    }
    refuseStale(current, body.version);
    const taken = await takeMoney(deps, tx, current, { kind: body.kind, amount: body.amount, method: body.method, note: body.note, accountId: staff.id, idempotencyKey: key ?? null });
    return { result: await resultOf(tx, taken.row, taken.paymentId, taken.closed), row: taken.row, fresh: true };
  });
  if (fresh) tellRepair(deps, row);
  return result;
}

export async function getRepairMoney(deps: Pick<ServiceDeps, 'db'>, repairId: string): Promise<JobMoney> {
  const [row] = await deps.db.select({ id: repairOrders.id }).from(repairOrders).where(eq(repairOrders.id, repairId));
  if (!row) throw notFound(messages.repairs.notFound);
  return jobMoney(deps.db, repairId);
}

/** What each credit account owes now: the balances of its jobs on credit still unpaid. */
export async function owedBy(db: Pick<Db, 'select'>, creditAccountIds: string[]): Promise<Map<string, number>> {
  const owed = new Map<string, number>(creditAccountIds.map((id) => [id, 0]));
  if (creditAccountIds.length === 0) return owed;
  const credits = await db.select({ repairId: repairCredits.repairId, accountId: repairCredits.creditAccountId }).from(repairCredits).where(inArray(repairCredits.creditAccountId, creditAccountIds));
  const money = await jobMoneyOf(db as Db, credits.map((credit) => credit.repairId));
  for (const credit of credits) owed.set(credit.accountId, (owed.get(credit.accountId) ?? 0) + Math.max(0, money.get(credit.repairId)?.balance ?? 0));
  return owed;
}

/**
 * 'Giao xe ghi nợ': a master closes a job that still has a balance, which becomes the credit
 * account's receivable, due after the account's days. The credit account's row is locked, so
 * two handovers on one account cannot both pass its limit.
 */
export async function handOverOnCredit(deps: ServiceDeps, master: AuthUser, repairId: string, body: ParsedBodyOf<typeof contract.handOverOnCredit>): Promise<Omit<PaymentResult, 'payment'>> {
  const { row, result } = await deps.db.transaction(async (tx) => {
    const current = await lockRepair(tx, repairId);
    if (current.closedAt) throw conflict(messages.repairs.closed);
    refuseStale(current, body.version);
    await refuseUnlessHandover(tx, current);
    const money = await jobMoney(tx, repairId);
    if (money.balance <= 0) throw conflict(messages.money.creditNothingOwed);
    const [account] = await tx.select().from(creditAccounts).where(eq(creditAccounts.id, body.creditAccountId!)).for('update');
    if (!account) throw notFound(messages.money.creditAccountNotFound);
    if (!account.active) throw conflict(format(messages.money.creditInactive, { name: account.name }));
    const owed = (await owedBy(tx, [account.id])).get(account.id) ?? 0;
    if (owed + money.balance > account.limit) {
      throw conflict(format(messages.money.creditOverLimit, { name: account.name, owed: formatPrice(owed), limit: formatPrice(account.limit) }));
    }
    const now = deps.now();
    const dueOn = addDays(vietnamToday(now), account.days);
    await tx.insert(repairCredits).values({ repairId, creditAccountId: account.id, amount: money.balance, dueOn, note: body.note, grantedBy: master.id, grantedAt: now });
    const largest = [...money.payments].filter((payment) => payment.kind !== 'refund').sort((a, b) => b.amount - a.amount)[0];
    const moveNote = format(messages.money.creditNote, { amount: formatPrice(money.balance), name: account.name, dueOn: formatDay(dueOn) });
    const { row, invoice } = await closeJob(deps, tx, current, { accountId: master.id, method: largest?.method ?? 'transfer', moveNote });
    return { row, result: { money: await jobMoney(tx, repairId), version: row.version, closed: true, invoiceNumber: invoice.invoiceNumber } };
  });
  tellRepair(deps, row);
  return result;
}

/**
 * 'Thu tiền và giao xe', the call the desk has always made: whatever is still owed is taken in
 * one payment with the method given, and the job closes. With nothing owed (deposits covered it)
 * it only closes; with money to give back it is refused until the desk refunds it. A stale
 * version, or a second call after the first closed the job, is a 409.
 */
export async function recordPayment(deps: ServiceDeps, staff: AuthUser, repairId: string, body: { method: PaymentMethod; version: number }): Promise<Payment> {
  const { row, invoice } = await deps.db.transaction(async (tx) => {
    const current = await lockRepair(tx, repairId);
    if (current.closedAt) throw conflict(messages.repairs.closed);
    refuseStale(current, body.version);
    await refuseUnlessHandover(tx, current);
    const money = await jobMoney(tx, repairId);
    if (money.balance < 0) throw conflict(format(messages.money.overpaid, { amount: formatPrice(-money.balance) }));
    if (money.balance > 0) {
      const taken = await takeMoney(deps, tx, current, { kind: 'payment', amount: money.balance, method: body.method, note: '', accountId: staff.id });
      return { row: taken.row, invoice: (await paymentsOf(tx, [repairId])).get(repairId)! };
    }
    return closeJob(deps, tx, current, { accountId: staff.id, method: body.method, moveNote: format(messages.quotes.paidNote, { method: PAYMENT_METHOD_LABELS[body.method] }) });
  });
  tellRepair(deps, row);
  return invoice;
}
