import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { formatPrice } from '../../../contract/format';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { AGEING_BUCKETS, ageingBucketOf, type AgeingBucket, type CreditAccount, type Receivable, type Receivables, type Statement } from '../../../contract/payments';
import type * as contract from '../../../contract/payments';
import { JOB_PAYMENT_KIND_LABELS } from '../../../contract/job-money';
import { PAYMENT_METHOD_LABELS } from '../../../contract/repair-quotes';
import type { Db } from '../../db/client';
import { creditAccounts, jobPayments, receivableAlertDays, repairCredits, repairOrders, vehicles } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { foldedContainsAll } from '../../lib/search-text';
import { vietnamToday } from '../../lib/vietnam-time';
import { daysInRange } from '../../../contract/date-range';
import { statementMail } from '../../mails/money-mails';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { jobMoneyOf } from './job-money';
import { owedBy } from './payments';

type AccountRow = typeof creditAccounts.$inferSelect;

function toCreditAccount(row: AccountRow, owed: number): CreditAccount {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    email: row.email,
    taxCode: row.taxCode,
    limit: row.limit,
    days: row.days,
    active: row.active,
    owed,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCreditAccounts(deps: Pick<ServiceDeps, 'db'>, query: { q?: string }): Promise<CreditAccount[]> {
  const text = sql`${creditAccounts.name} || ' ' || ${creditAccounts.phone} || ' ' || ${creditAccounts.taxCode}`;
  const rows = await deps.db.select().from(creditAccounts).where(foldedContainsAll(text, query.q)).orderBy(desc(creditAccounts.active), asc(creditAccounts.name));
  const owed = await owedBy(deps.db, rows.map((row) => row.id));
  return rows.map((row) => toCreditAccount(row, owed.get(row.id) ?? 0));
}

async function creditAccountOf(db: Db, id: string): Promise<CreditAccount> {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.id, id));
  if (!row) throw notFound(messages.money.creditAccountNotFound);
  return toCreditAccount(row, (await owedBy(db, [id])).get(id) ?? 0);
}

export async function createCreditAccount(deps: Pick<ServiceDeps, 'db'>, master: AuthUser, body: ParsedBodyOf<typeof contract.createCreditAccount>): Promise<CreditAccount> {
  const [row] = await deps.db.transaction((tx) => tx.insert(creditAccounts).values({ ...body, createdBy: master.id }).returning());
  return toCreditAccount(row!, 0);
}

export async function updateCreditAccount(deps: Pick<ServiceDeps, 'db' | 'now'>, id: string, body: ParsedBodyOf<typeof contract.updateCreditAccount>): Promise<CreditAccount> {
  const [row] = await deps.db.transaction((tx) => tx.update(creditAccounts).set({ ...body, updatedAt: deps.now() }).where(eq(creditAccounts.id, id)).returning());
  if (!row) throw notFound(messages.money.creditAccountNotFound);
  return creditAccountOf(deps.db, id);
}


/** Every job on credit with money still owed, as the list and the reports read it. */
export async function openReceivables(db: Db, today: string, filter: { branch?: BranchId; creditAccountId?: string } = {}): Promise<Receivable[]> {
  const conditions: SQL[] = [];
  if (filter.branch) conditions.push(eq(repairOrders.branch, filter.branch));
  if (filter.creditAccountId) conditions.push(eq(repairCredits.creditAccountId, filter.creditAccountId));
  const rows = await db
    .select({ credit: repairCredits, repair: repairOrders, plate: vehicles.plate, accountName: creditAccounts.name })
    .from(repairCredits)
    .innerJoin(repairOrders, eq(repairOrders.id, repairCredits.repairId))
    .innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
    .innerJoin(creditAccounts, eq(creditAccounts.id, repairCredits.creditAccountId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(repairCredits.dueOn), asc(repairOrders.code));
  const money = await jobMoneyOf(db, rows.map((row) => row.repair.id));
  return rows.flatMap(({ credit, repair, plate, accountName }) => {
    const balance = money.get(repair.id)?.balance ?? 0;
    if (balance <= 0) return [];
    // Counted from the due date: due today is 0 days late.
    const daysOverdue = daysInRange(credit.dueOn, today) - 1;
    return [
      {
        repairId: repair.id,
        code: repair.code,
        branch: repair.branch as BranchId,
        plate,
        fullName: repair.fullName,
        creditAccount: { _id: credit.creditAccountId, name: accountName },
        closedAt: (repair.closedAt ?? credit.grantedAt).toISOString(),
        dueOn: credit.dueOn,
        amount: credit.amount,
        balance,
        daysOverdue,
        bucket: ageingBucketOf(daysOverdue),
      },
    ];
  });
}

export async function listReceivables(deps: Pick<ServiceDeps, 'db' | 'now'>, query: { branch?: BranchId; creditAccountId?: string; bucket?: AgeingBucket }): Promise<Receivables> {
  const all = await openReceivables(deps.db, vietnamToday(deps.now()), query);
  const rows = query.bucket ? all.filter((row) => row.bucket === query.bucket) : all;
  const buckets = AGEING_BUCKETS.map((bucket) => {
    const own = rows.filter((row) => row.bucket === bucket);
    return { bucket, count: own.length, balance: own.reduce((sum, row) => sum + row.balance, 0) };
  });
  return { rows, buckets, total: buckets.reduce((sum, bucket) => sum + bucket.balance, 0) };
}

/** The account's jobs on credit (charges) and every payment or refund taken on them after the handover, oldest first, with the running balance. */
export async function readStatement(deps: Pick<ServiceDeps, 'db' | 'now'>, id: string): Promise<Statement> {
  const account = await creditAccountOf(deps.db, id);
  const today = vietnamToday(deps.now());
  const credits = await deps.db
    .select({ credit: repairCredits, code: repairOrders.code, plate: vehicles.plate })
    .from(repairCredits)
    .innerJoin(repairOrders, eq(repairOrders.id, repairCredits.repairId))
    .innerJoin(vehicles, eq(vehicles.id, repairOrders.vehicleId))
    .where(eq(repairCredits.creditAccountId, id));
  const ids = credits.map((row) => row.credit.repairId);
  const later = ids.length ? await deps.db.select().from(jobPayments).where(inArray(jobPayments.repairId, ids)).orderBy(asc(jobPayments.paidAt)) : [];
  type Row = Statement['rows'][number];
  const events: Array<Omit<Row, 'balance'>> = [];
  for (const { credit, code, plate } of credits) {
    events.push({ at: credit.grantedAt.toISOString(), repairId: credit.repairId, code, plate, kind: 'charge', description: format(messages.money.creditNote, { amount: formatPrice(credit.amount), name: account.name, dueOn: credit.dueOn.split('-').reverse().join('/') }), amount: credit.amount, dueOn: credit.dueOn });
    for (const payment of later.filter((row) => row.repairId === credit.repairId && row.paidAt > credit.grantedAt)) {
      const refund = payment.kind === 'refund';
      events.push({
        at: payment.paidAt.toISOString(),
        repairId: credit.repairId,
        code,
        plate,
        kind: refund ? 'refund' : 'payment',
        description: `${JOB_PAYMENT_KIND_LABELS[payment.kind]} · ${PAYMENT_METHOD_LABELS[payment.method]}${payment.note ? ` · ${payment.note}` : ''}`,
        amount: refund ? payment.amount : -payment.amount,
        dueOn: null,
      });
    }
  }
  events.sort((a, b) => a.at.localeCompare(b.at));
  let balance = 0;
  const rows = events.map((event) => ({ ...event, balance: (balance += event.amount) }));
  const open = await openReceivables(deps.db, today, { creditAccountId: id });
  return { creditAccount: account, drawnOn: today, rows, balance, overdue: open.filter((row) => row.daysOverdue > 0).reduce((sum, row) => sum + row.balance, 0) };
}

/** The statement as a PDF, mailed through the queue to the account's address. */
export async function mailStatement(deps: ServiceDeps, id: string, pdf: (statement: Statement) => Promise<Buffer>): Promise<{ message: string }> {
  const statement = await readStatement(deps, id);
  const email = statement.creditAccount.email;
  if (!email) throw conflict(format(messages.money.statementNoEmail, { name: statement.creditAccount.name }));
  const content = await pdf(statement);
  await deps.db.transaction(async (tx) => {
    await deps.mail.add(tx, statementMail(email, statement, content));
  });
  return { message: format(messages.money.statementMailed, { email }) };
}

/**
 * Once a day, the first process to claim the day tells staff how many receivables are overdue
 * (nothing when none are). The day's row makes it once across processes and restarts.
 */
export async function alertOverdueReceivables(deps: Pick<ServiceDeps, 'db' | 'live' | 'now'>): Promise<boolean> {
  const today = vietnamToday(deps.now());
  const overdue = (await openReceivables(deps.db, today)).filter((row) => row.daysOverdue > 0);
  if (overdue.length === 0) return false;
  const [claimed] = await deps.db.insert(receivableAlertDays).values({ day: today }).onConflictDoNothing().returning();
  if (!claimed) return false;
  const amount = overdue.reduce((sum, row) => sum + row.balance, 0);
  deps.live.staffAlert({
    type: 'money',
    id: overdue[0]!.repairId,
    text: format(messages.money.overdueAlert, { count: overdue.length, amount: formatPrice(amount) }),
    href: '/manager/receivables?bucket=1-30',
    createdAt: deps.now().toISOString(),
  });
  return true;
}

