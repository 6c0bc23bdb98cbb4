import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ROLE_NAMES } from '../../contract/constants';
import { branchOf, type BranchId } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { discountShares, lineTotal, quantityHundredths } from '../../contract/quote-rules';
import { REPORT_TOTAL_LABEL } from '../../contract/reports';
import type { TechnicianReport, TechnicianReportQuery, TechnicianRow } from '../../contract/technician-reports';
import { commissionOf, efficiencyOf, foldClock, type ClockEventKind } from '../../contract/workshop-rules';
import type { Db } from '../db/client';
import { accountRoles, accounts, clockEvents, repairOrders, repairPayments, repairQuoteLines, repairQuotes, roles, technicianShares } from '../db/schema';
import { csvHead, csvRecord, type CsvDownload } from '../lib/csv';
import { badRequest } from '../lib/http-errors';
import { vietnamDaysBounds } from '../lib/vietnam-time';
import type { ServiceDeps } from './deps';

// The technicians' figures (contract/technician-reports.ts has the definitions). "Paid in the
// period" is the business report's revenue rule: the job's invoice (repair_payments, written when
// the payment closes it) dated in the period, and the branch is the job's.

interface Scope {
  start: Date;
  end: Date;
  branch: BranchId | null;
}

/** `and <column> = <branch>` when the report is one branch's. */
const branchIs = (column: SQL, branch: BranchId | null) => (branch ? sql` and ${column} = ${branch}` : sql``);

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What each technician earned on jobs paid in the period, from their approved labour lines. */
interface Billed {
  /** Hours in hundredths, summed exactly. */
  hundredths: number;
  revenue: number;
  jobs: Set<string>;
}

/**
 * The approved labour lines of jobs paid in the period, per technician: their hours, their totals
 * less each line's share of the quote's discount (discountShares over all the quote's lines, as
 * the invoice shares it), and the jobs they were on.
 */
async function billedOf(db: Db, scope: Scope): Promise<Map<string, Billed>> {
  const lines = await rowsOf<{ repair_id: string; kind: string; quantity: unknown; unit_price: unknown; approved: boolean | null; technician_id: string | null; discount: unknown }>(
    db,
    sql`
      select l.repair_id, l.kind, l.quantity, l.unit_price, l.approved, l.technician_id, q.discount
      from ${repairQuoteLines} l
      join ${repairPayments} p on p.repair_id = l.repair_id
      join ${repairOrders} r on r.id = l.repair_id
      join ${repairQuotes} q on q.repair_id = l.repair_id
      where p.paid_at >= ${scope.start.toISOString()}::timestamptz and p.paid_at < ${scope.end.toISOString()}::timestamptz${branchIs(sql`r.branch`, scope.branch)}
      order by l.repair_id, l.position, l.id`,
  );
  const byJob = new Map<string, typeof lines>();
  for (const line of lines) byJob.set(line.repair_id, [...(byJob.get(line.repair_id) ?? []), line]);
  const billed = new Map<string, Billed>();
  for (const [repairId, own] of byJob) {
    const totals = own.map((line) => lineTotal(Number(line.quantity), Number(line.unit_price)));
    const shares = discountShares(totals, Number(own[0]?.discount ?? 0));
    own.forEach((line, index) => {
      if (line.kind !== 'labour' || line.approved !== true || !line.technician_id) return;
      const entry = billed.get(line.technician_id) ?? { hundredths: 0, revenue: 0, jobs: new Set<string>() };
      entry.hundredths += quantityHundredths(Number(line.quantity));
      entry.revenue += totals[index]! - shares[index]!;
      entry.jobs.add(repairId);
      billed.set(line.technician_id, entry);
    });
  }
  return billed;
}

/**
 * Seconds clocked per technician: their clock events whose `at` is in the period (Vietnam days),
 * folded per line with foldClock at `now`. A stretch never runs past its day's closing or
 * midnight, so a period of whole days holds each stretch whole or not at all.
 */
async function clockedOf(db: Db, scope: Scope, now: Date): Promise<Map<string, number>> {
  const events = await rowsOf<{ repair_id: string; line_id: string; technician_id: string; kind: ClockEventKind; at: unknown; seconds: number | null }>(
    db,
    sql`
      select e.repair_id, e.line_id, e.technician_id, e.kind, e.at, e.seconds
      from ${clockEvents} e join ${repairOrders} r on r.id = e.repair_id
      where e.technician_id is not null
        and e.at >= ${scope.start.toISOString()}::timestamptz and e.at < ${scope.end.toISOString()}::timestamptz${branchIs(sql`r.branch`, scope.branch)}
      order by e.at, e.recorded_at, e.id`,
  );
  const byLine = new Map<string, { technicianId: string; events: Array<{ kind: ClockEventKind; at: Date; seconds: number | null }> }>();
  for (const event of events) {
    const key = `${event.technician_id}|${event.repair_id}|${event.line_id}`;
    const entry = byLine.get(key) ?? { technicianId: event.technician_id, events: [] };
    entry.events.push({ kind: event.kind, at: new Date(event.at as string), seconds: event.seconds });
    byLine.set(key, entry);
  }
  const seconds = new Map<string, number>();
  for (const { technicianId, events: own } of byLine.values()) seconds.set(technicianId, (seconds.get(technicianId) ?? 0) + foldClock(own, now).seconds);
  return seconds;
}

/** The Vietnam calendar day of a timestamp column, in SQL (UTC+7 all year). */
const vietnamDay = (instant: SQL) => sql`((${instant} at time zone 'UTC') + interval '7 hours')::date`;

/**
 * Comebacks per technician: each approved labour line with a warranty on a paid job counts once,
 * for its technician, in the period of the first later job on the same car, opened within the
 * warranty's months from the payment's day (and at most the warranty's km past that job's
 * odometer), with a line of the same description, case and accents aside. The branch is the
 * first job's, where the work was done.
 */
async function comebacksOf(db: Db, scope: Scope): Promise<Map<string, number>> {
  const rows = await rowsOf<{ technician_id: string; comebacks: unknown }>(
    db,
    sql`
      select o.technician_id, count(*) as comebacks
      from (
        select l.technician_id, l.description, l.warranty_months, l.warranty_km, r.id as repair_id, r.vehicle_id, r.odometer_km, p.paid_at
        from ${repairQuoteLines} l
        join ${repairOrders} r on r.id = l.repair_id
        join ${repairPayments} p on p.repair_id = r.id
        where l.kind = 'labour' and l.approved and l.technician_id is not null
          and (l.warranty_months is not null or l.warranty_km is not null)${branchIs(sql`r.branch`, scope.branch)}
      ) o
      cross join lateral (
        select min(later.created_at) as at
        from ${repairOrders} later
        where later.vehicle_id = o.vehicle_id and later.id <> o.repair_id and later.created_at > o.paid_at
          and (o.warranty_months is null
               or ${vietnamDay(sql`later.created_at`)} <= (${vietnamDay(sql`o.paid_at`)} + make_interval(months => o.warranty_months))::date)
          and (o.warranty_km is null or later.odometer_km <= o.odometer_km + o.warranty_km)
          and exists (
            select 1 from ${repairQuoteLines} again
            where again.repair_id = later.id and search_fold(again.description) = search_fold(o.description)
          )
      ) first_return
      where first_return.at >= ${scope.start.toISOString()}::timestamptz and first_return.at < ${scope.end.toISOString()}::timestamptz
      group by o.technician_id`,
  );
  return new Map(rows.map((row) => [row.technician_id, Number(row.comebacks)]));
}

/** Accounts holding the technician role (at the branch, when the report is one branch's), and anyone else with figures. */
async function techniciansOf(db: Db, scope: Scope, withFigures: readonly string[]) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = ${ROLE_NAMES.technician}`);
  const holders = role
    ? sql`${accounts.id} in (select ${accountRoles.accountId} from ${accountRoles} where ${accountRoles.roleId} = ${role.id})`
    : sql`false`;
  const roleHolders = scope.branch ? and(holders, eq(accounts.usualBranch, scope.branch)) : holders;
  return db
    .select({ id: accounts.id, fullName: accounts.fullName, branch: accounts.usualBranch, percent: technicianShares.percent })
    .from(accounts)
    .leftJoin(technicianShares, eq(technicianShares.technicianId, accounts.id))
    .where(withFigures.length ? or(roleHolders, inArray(accounts.id, [...withFigures])) : roleHolders);
}

const asBranch = (value: string | null): BranchId | null => (value && branchOf(value) ? (value as BranchId) : null);
const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

export async function technicianReport({ db, now }: Pick<ServiceDeps, 'db' | 'now'>, query: TechnicianReportQuery): Promise<TechnicianReport> {
  const { start, end } = vietnamDaysBounds(query.from, query.to);
  const scope: Scope = { start, end, branch: query.branch ?? null };
  const [billed, clocked, comebacks] = await Promise.all([billedOf(db, scope), clockedOf(db, scope, now()), comebacksOf(db, scope)]);
  const withFigures = [...new Set([...billed.keys(), ...clocked.keys(), ...comebacks.keys()])];
  const people = await techniciansOf(db, scope, withFigures);
  const collator = new Intl.Collator('vi');
  const rows: TechnicianRow[] = people
    .sort((a, b) => collator.compare(a.fullName, b.fullName) || a.id.localeCompare(b.id))
    .map((person) => {
      const own = billed.get(person.id);
      const billedHours = (own?.hundredths ?? 0) / 100;
      // Hours with two decimals, as shown: the total row adds these.
      const clockedHours = Math.round(((clocked.get(person.id) ?? 0) / 3600) * 100) / 100;
      const labourRevenue = own?.revenue ?? 0;
      const sharePercent = person.percent ?? null;
      return {
        technician: { _id: person.id, fullName: person.fullName, branch: asBranch(person.branch) },
        billedHours,
        clockedHours,
        efficiency: efficiencyOf(billedHours, clockedHours),
        jobsDone: own?.jobs.size ?? 0,
        comebacks: comebacks.get(person.id) ?? 0,
        labourRevenue,
        sharePercent,
        commission: commissionOf(labourRevenue, sharePercent),
      };
    });
  // Hours add up in hundredths, so the total is exactly the sum of what the rows show.
  const billedHours = sum(rows, (row) => Math.round(row.billedHours * 100)) / 100;
  const clockedHours = sum(rows, (row) => Math.round(row.clockedHours * 100)) / 100;
  return {
    from: query.from,
    to: query.to,
    rows,
    total: {
      billedHours,
      clockedHours,
      efficiency: efficiencyOf(billedHours, clockedHours),
      jobsDone: sum(rows, (row) => row.jobsDone),
      comebacks: sum(rows, (row) => row.comebacks),
      labourRevenue: sum(rows, (row) => row.labourRevenue),
      commission: sum(rows, (row) => row.commission ?? 0),
    },
  };
}

/** Efficiency as a percentage with one decimal (0.833 is 83.3), blank when nothing was clocked. */
const percentCell = (efficiency: number | null) => (efficiency === null ? '' : Math.round(efficiency * 1000) / 10);

/** The report as the page's table: one record per technician, 'Tổng cộng' last. */
export function exportTechnicianReport(deps: Pick<ServiceDeps, 'db' | 'now'>, query: TechnicianReportQuery): CsvDownload {
  const header = ['Kỹ thuật viên', 'Chi nhánh', 'Giờ tính tiền', 'Giờ bấm', 'Hiệu suất (%)', 'Số phiếu', 'Xe quay lại', 'Doanh thu công (đồng)', 'Hoa hồng (%)', 'Hoa hồng (đồng)'];
  async function* chunks() {
    const report = await technicianReport(deps, query);
    const records = report.rows.map((row) => [
      row.technician.fullName,
      row.technician.branch ? (branchOf(row.technician.branch)?.name ?? row.technician.branch) : '',
      row.billedHours,
      row.clockedHours,
      percentCell(row.efficiency),
      row.jobsDone,
      row.comebacks,
      row.labourRevenue,
      row.sharePercent ?? '',
      row.commission ?? '',
    ]);
    const { total } = report;
    records.push([REPORT_TOTAL_LABEL, '', total.billedHours, total.clockedHours, percentCell(total.efficiency), total.jobsDone, total.comebacks, total.labourRevenue, '', total.commission]);
    yield csvHead(header) + records.map((cells) => csvRecord(cells)).join('');
  }
  const branch = query.branch ? `-${query.branch}` : '';
  return { filename: `bao-cao-ky-thuat-vien-${query.from}-den-${query.to}${branch}.csv`, chunks: chunks() };
}

/** The master's share of labour for one technician; null takes it off (no commission counted). */
export async function setTechnicianShare(deps: Pick<ServiceDeps, 'db' | 'now'>, masterId: string, technicianId: string, percent: number | null) {
  await deps.db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ id: accountRoles.accountId })
      .from(accountRoles)
      .innerJoin(roles, eq(roles.id, accountRoles.roleId))
      .where(and(eq(accountRoles.accountId, technicianId), sql`lower(${roles.name}) = ${ROLE_NAMES.technician}`));
    if (!holder) throw badRequest(messages.technicianReport.notTechnician);
    if (percent === null) {
      await tx.delete(technicianShares).where(eq(technicianShares.technicianId, technicianId));
      return;
    }
    const updatedAt = deps.now();
    await tx
      .insert(technicianShares)
      .values({ technicianId, percent, accountId: masterId, updatedAt })
      .onConflictDoUpdate({ target: technicianShares.technicianId, set: { percent, accountId: masterId, updatedAt } });
  });
  return { message: messages.technicianReport.shareSaved, percent };
}
