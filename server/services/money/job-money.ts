import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { JobMoney, JobPayment } from '../../../contract/job-money';
import { approvedTotals, isQuoteAnswered, type VatRate } from '../../../contract/quote-rules';
import type { Db } from '../../db/client';
import { accounts, creditAccounts, jobPayments, repairCredits, repairOrders, repairQuoteLines, repairQuotes } from '../../db/schema';

// A job's money is always read from its rows (the answered quote's approved lines, the payment
// list, the credit), never kept as a running figure that a missed write could leave wrong.

const taker = alias(accounts, 'payment_taker');
const granter = alias(accounts, 'credit_granter');

/** Signed: what a payment row adds to what the customer has paid. */
export const paidBy = (row: { kind: string; amount: number }) => (row.kind === 'refund' ? -row.amount : row.amount);

/** The approved total of each job whose quote has its answer; 0 otherwise. */
export async function approvedTotalsOf(db: Db, repairIds: string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>(repairIds.map((id) => [id, 0]));
  if (repairIds.length === 0) return totals;
  const [quotes, lines] = await Promise.all([
    db.select().from(repairQuotes).where(inArray(repairQuotes.repairId, repairIds)),
    db.select().from(repairQuoteLines).where(inArray(repairQuoteLines.repairId, repairIds)).orderBy(asc(repairQuoteLines.position)),
  ]);
  for (const quote of quotes) {
    if (!isQuoteAnswered(quote)) continue;
    const own = lines.filter((line) => line.repairId === quote.repairId);
    totals.set(quote.repairId, approvedTotals(own, quote.discount, quote.vatRate as VatRate).total);
  }
  return totals;
}

/** Each job's money (contract/job-money.ts), one query per table for many jobs at once. */
export async function jobMoneyOf(db: Db, repairIds: string[]): Promise<Map<string, JobMoney>> {
  const byRepair = new Map<string, JobMoney>();
  if (repairIds.length === 0) return byRepair;
  const [totals, jobs, payments, credits] = await Promise.all([
    approvedTotalsOf(db, repairIds),
    db.select({ id: repairOrders.id, closedAt: repairOrders.closedAt }).from(repairOrders).where(inArray(repairOrders.id, repairIds)),
    db
      .select({ payment: jobPayments, takerName: taker.fullName })
      .from(jobPayments)
      .leftJoin(taker, eq(taker.id, jobPayments.accountId))
      .where(inArray(jobPayments.repairId, repairIds))
      .orderBy(asc(jobPayments.paidAt), asc(jobPayments.id)),
    db
      .select({ credit: repairCredits, accountName: creditAccounts.name, granterName: granter.fullName })
      .from(repairCredits)
      .innerJoin(creditAccounts, eq(creditAccounts.id, repairCredits.creditAccountId))
      .leftJoin(granter, eq(granter.id, repairCredits.grantedBy))
      .where(inArray(repairCredits.repairId, repairIds)),
  ]);
  const open = new Map(jobs.map((job) => [job.id, job.closedAt === null]));
  for (const id of repairIds) {
    const own = payments.filter((row) => row.payment.repairId === id);
    const list: JobPayment[] = own.map(({ payment, takerName }) => ({
      _id: payment.id,
      kind: payment.kind,
      amount: payment.amount,
      method: payment.method,
      note: payment.note,
      recordedBy: payment.accountId && takerName !== null ? { _id: payment.accountId, fullName: takerName } : null,
      transferId: payment.transferId,
      paidAt: payment.paidAt.toISOString(),
    }));
    const paid = own.reduce((sum, { payment }) => sum + paidBy(payment), 0);
    const depositsTaken = own.reduce((sum, { payment }) => sum + (payment.kind === 'deposit' ? payment.amount : 0), 0);
    const total = totals.get(id) ?? 0;
    const credit = credits.find((row) => row.credit.repairId === id);
    byRepair.set(id, {
      total,
      paid,
      deposits: open.get(id) ? Math.max(0, Math.min(depositsTaken, paid)) : 0,
      balance: total - paid,
      payments: list,
      credit: credit
        ? {
            creditAccount: { _id: credit.credit.creditAccountId, name: credit.accountName },
            amount: credit.credit.amount,
            dueOn: credit.credit.dueOn,
            grantedBy: credit.credit.grantedBy && credit.granterName !== null ? { _id: credit.credit.grantedBy, fullName: credit.granterName } : null,
            grantedAt: credit.credit.grantedAt.toISOString(),
          }
        : null,
    });
  }
  return byRepair;
}

export async function jobMoney(db: Db, repairId: string): Promise<JobMoney> {
  return (await jobMoneyOf(db, [repairId])).get(repairId)!;
}
