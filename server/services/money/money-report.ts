import { and, eq, gte, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { BRANCH_IDS, branchOf, type BranchId } from '../../../contract/garage';
import { REPORT_TOTAL_LABEL } from '../../../contract/reports';
import { AGEING_BUCKETS, AGEING_BUCKET_LABELS } from '../../../contract/payments';
import type { MoneyReport, MoneyReportQuery, MoneyTable } from '../../../contract/money-reports';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../contract/repair-quotes';
import { cashDays, cashEntries, jobPayments, repairOrders } from '../../db/schema';
import type { Db } from '../../db/client';
import { csvHead, csvRecord, type CsvDownload } from '../../lib/csv';
import { vietnamDaysBounds, vietnamToday } from '../../lib/vietnam-time';
import type { ServiceDeps } from '../deps';
import { openReceivables } from './credit';
import { jobMoneyOf } from './job-money';

// The money figures, each table read from the rows that hold the money (payments, cash entries,
// cash days, credits) and each total summed from the table's own rows.

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

export async function moneyReport(deps: Pick<ServiceDeps, 'db' | 'now'>, query: MoneyReportQuery): Promise<MoneyReport> {
  const { start, end } = vietnamDaysBounds(query.from, query.to);
  const branches: readonly BranchId[] = query.branch ? [query.branch] : BRANCH_IDS;
  const inBranch = <T extends { branch: string }>(rows: T[]) => rows.filter((row) => (branches as readonly string[]).includes(row.branch));

  const [payments, orderCash, openJobs, days] = await Promise.all([
    deps.db
      .select({ branch: jobPayments.branch, method: jobPayments.method, kind: jobPayments.kind, amount: sql<string>`sum(${jobPayments.amount})` })
      .from(jobPayments)
      .where(and(gte(jobPayments.paidAt, start), lt(jobPayments.paidAt, end)))
      .groupBy(jobPayments.branch, jobPayments.method, jobPayments.kind),
    deps.db
      .select({ branch: cashEntries.branch, kind: cashEntries.kind, amount: sql<string>`sum(${cashEntries.amount})` })
      .from(cashEntries)
      .where(and(eq(cashEntries.source, 'order'), gte(cashEntries.day, query.from), lte(cashEntries.day, query.to)))
      .groupBy(cashEntries.branch, cashEntries.kind),
    deps.db.select({ id: repairOrders.id, branch: repairOrders.branch }).from(repairOrders).where(isNull(repairOrders.closedAt)),
    deps.db
      .select({ branch: cashDays.branch, day: cashDays.day, expected: cashDays.closingBalance, counted: cashDays.countedCash })
      .from(cashDays)
      .where(and(isNotNull(cashDays.closedAt), gte(cashDays.day, query.from), lte(cashDays.day, query.to), ne(cashDays.countedCash, cashDays.closingBalance)))
      .orderBy(cashDays.day, cashDays.branch),
  ]);

  const revenueRows = branches.flatMap((branch) =>
    PAYMENT_METHODS.flatMap((method: PaymentMethod) => {
      const own = payments.filter((row) => row.branch === branch && row.method === method);
      const orders = method === 'cash' ? orderCash.filter((row) => row.branch === branch) : [];
      const received = sum(own.filter((row) => row.kind !== 'refund'), (row) => Number(row.amount)) + sum(orders.filter((row) => row.kind === 'receipt'), (row) => Number(row.amount));
      const refunded = sum(own.filter((row) => row.kind === 'refund'), (row) => Number(row.amount)) + sum(orders.filter((row) => row.kind === 'expense'), (row) => Number(row.amount));
      return received === 0 && refunded === 0 ? [] : [{ branch, method, received, refunded, net: received - refunded }];
    }),
  );

  const jobs = inBranch(openJobs);
  const money = await jobMoneyOf(deps.db as Db, jobs.map((job) => job.id));
  const depositRows = branches.flatMap((branch) => {
    const held = jobs.filter((job) => job.branch === branch).map((job) => money.get(job.id)?.deposits ?? 0).filter((amount) => amount > 0);
    return held.length ? [{ branch, jobs: held.length, amount: sum(held, (amount) => amount) }] : [];
  });

  const receivables = await openReceivables(deps.db as Db, vietnamToday(deps.now()), query.branch ? { branch: query.branch } : {});
  const receivableRows = branches.flatMap((branch) =>
    AGEING_BUCKETS.flatMap((bucket) => {
      const own = receivables.filter((row) => row.branch === branch && row.bucket === bucket);
      return own.length ? [{ branch, bucket, count: own.length, balance: sum(own, (row) => row.balance) }] : [];
    }),
  );

  const differenceRows = inBranch(days).map((row) => ({
    branch: row.branch as BranchId,
    day: row.day,
    expected: row.expected ?? 0,
    counted: row.counted ?? 0,
    difference: (row.counted ?? 0) - (row.expected ?? 0),
  }));

  return {
    from: query.from,
    to: query.to,
    revenueMethods: {
      rows: revenueRows,
      total: { received: sum(revenueRows, (row) => row.received), refunded: sum(revenueRows, (row) => row.refunded), net: sum(revenueRows, (row) => row.net) },
    },
    deposits: { rows: depositRows, total: { jobs: sum(depositRows, (row) => row.jobs), amount: sum(depositRows, (row) => row.amount) } },
    receivables: { rows: receivableRows, total: { count: sum(receivableRows, (row) => row.count), balance: sum(receivableRows, (row) => row.balance) } },
    cashDifferences: {
      rows: differenceRows,
      total: { expected: sum(differenceRows, (row) => row.expected), counted: sum(differenceRows, (row) => row.counted), difference: sum(differenceRows, (row) => row.difference) },
    },
  };
}

const branchName = (branch: string) => branchOf(branch)?.name ?? branch;

/** One table of the report as CSV, its last record the total. */
export async function moneyReportCsv(deps: Pick<ServiceDeps, 'db' | 'now'>, table: MoneyTable, query: MoneyReportQuery): Promise<CsvDownload> {
  const report = await moneyReport(deps, query);
  const records: Array<Array<string | number>> = [];
  let header: string[];
  if (table === 'revenue-methods') {
    header = ['Chi nhánh', 'Hình thức', 'Đã thu', 'Đã hoàn', 'Thực thu'];
    for (const row of report.revenueMethods.rows) records.push([branchName(row.branch), PAYMENT_METHOD_LABELS[row.method], row.received, row.refunded, row.net]);
    const total = report.revenueMethods.total;
    records.push([REPORT_TOTAL_LABEL, '', total.received, total.refunded, total.net]);
  } else if (table === 'deposits') {
    header = ['Chi nhánh', 'Số phiếu', 'Tiền cọc đang giữ'];
    for (const row of report.deposits.rows) records.push([branchName(row.branch), row.jobs, row.amount]);
    records.push([REPORT_TOTAL_LABEL, report.deposits.total.jobs, report.deposits.total.amount]);
  } else if (table === 'receivables') {
    header = ['Chi nhánh', 'Tuổi nợ', 'Số phiếu', 'Còn phải thu'];
    for (const row of report.receivables.rows) records.push([branchName(row.branch), AGEING_BUCKET_LABELS[row.bucket], row.count, row.balance]);
    records.push([REPORT_TOTAL_LABEL, '', report.receivables.total.count, report.receivables.total.balance]);
  } else {
    header = ['Chi nhánh', 'Ngày', 'Tồn theo sổ', 'Tiền đếm được', 'Chênh lệch'];
    for (const row of report.cashDifferences.rows) records.push([branchName(row.branch), row.day.split('-').reverse().join('/'), row.expected, row.counted, row.difference]);
    const total = report.cashDifferences.total;
    records.push([REPORT_TOTAL_LABEL, '', total.expected, total.counted, total.difference]);
  }
  async function* chunks() {
    yield csvHead(header) + records.map(csvRecord).join('');
  }
  return { filename: `bao-cao-tien-${table}-${query.from}-${query.to}.csv`, chunks: chunks() };
}

