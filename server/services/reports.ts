import { sql, type SQL } from 'drizzle-orm';
import { BRANCH_IDS, type BranchId } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { QUOTE_LINE_KINDS, QUOTE_LINE_KIND_LABELS, type QuoteLineKind } from '../../contract/quote-rules';
import { REPAIR_STEP_LABELS, REPAIR_STEPS, type RepairStep } from '../../contract/repair-step-names';
import {
  CHAT_BOOKING_DAYS,
  monthText,
  REPORT_TOTAL_LABEL,
  reportMonths,
  reportPeriod,
  reportPeriodProblem,
  revenueSourceName,
  REVENUE_SOURCES,
  shareText,
  shiftMonth,
  TOP_SERVICES,
  type Report,
  type ReportExportQuery,
  type ReportFigure,
  type ReportQuery,
  type RevenueSource,
} from '../../contract/reports';
import { branchOf } from '../../contract/garage';
import type { Db } from '../db/client';
import { bookings, chatConversations, chatMessages, orders, orderUpdates, repairMoves, repairOrders, repairPayments, repairQuoteLines, repairQuotes } from '../db/schema';
import { csvHead, csvRecord, type CsvDownload } from '../lib/csv';
import { badRequest } from '../lib/http-errors';
import { vietnamDayStart, vietnamToday } from '../lib/vietnam-time';
import type { ServiceDeps } from './deps';

/** The period and branch a report reads, with its bounds as the queries compare them. */
interface Scope {
  from: string;
  to: string;
  branch: BranchId | null;
  months: string[];
  /** The first instant of `from` and of the month after `to`, in Vietnam time (ISO). */
  start: string;
  end: string;
  /** The first day of `from` and of the month after `to` ('YYYY-MM-DD'), for day columns. */
  startDay: string;
  endDay: string;
  /** Today in Vietnam: a confirmed booking of an earlier day with no job opened is a no-show. */
  today: string;
}

function scopeOf(query: Pick<ReportQuery, 'from' | 'to' | 'branch'>, now: Date): Scope {
  const today = vietnamToday(now);
  const { from, to } = reportPeriod(query, today);
  // A default end or start can make a period the schema could not check (from=2020-01 alone).
  const problem = reportPeriodProblem(from, to);
  if (problem) throw badRequest(problem);
  const startDay = `${from}-01`;
  const endDay = `${shiftMonth(to, 1)}-01`;
  return {
    from,
    to,
    branch: query.branch ?? null,
    months: reportMonths(from, to),
    start: vietnamDayStart(startDay).toISOString(),
    end: vietnamDayStart(endDay).toISOString(),
    startDay,
    endDay,
    today,
  };
}

/**
 * The 'YYYY-MM' of an instant on the Vietnamese clock. Vietnam is UTC+7 all year
 * (server/lib/vietnam-time.ts), so a fixed offset is exact whatever the session's time zone.
 */
const vietnamMonth = (instant: SQL) => sql`to_char((${instant} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;

/** `and <column> = <branch>` when the report is one branch's. */
const branchIs = (column: SQL, branch: BranchId | null) => (branch ? sql` and ${column} = ${branch}` : sql``);

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const toNumber = (value: unknown) => Number(value ?? 0);

/** The row a grouping set `()` adds: the figure's total, counted by the database. */
interface Totalled {
  total: number;
}

// ---------------------------------------------------------------- revenue

/**
 * Workshop payments by the month they were paid and the job's branch, plus completed shop
 * orders by the month they were completed (their last change to 'completed', or when placed
 * if they never changed), as 'online': orders have no branch, so a branch's report leaves them out.
 */
export async function revenueFigure(db: Db, scope: Scope): Promise<Report['revenue']> {
  const completedAt = sql`coalesce((select max(u.created_at) from ${orderUpdates} u where u.order_id = o.id and u.to_status = 'completed'), o.created_at)`;
  const shop = scope.branch
    ? sql``
    : sql`
      union all
      select ${vietnamMonth(sql`done.at`)}, 'online', done.total
      from (select o.total, ${completedAt} as at from ${orders} o where o.status = 'completed') done
      where done.at >= ${scope.start}::timestamptz and done.at < ${scope.end}::timestamptz`;
  const rows = await rowsOf<{ month: string | null; source: string | null; count: unknown; amount: unknown } & Totalled>(
    db,
    sql`
      select month, source, count(*) as count, coalesce(sum(amount), 0) as amount, grouping(month, source) as total
      from (
        select ${vietnamMonth(sql`p.paid_at`)} as month, r.branch as source, p.amount
        from ${repairPayments} p join ${repairOrders} r on r.id = p.repair_id
        where p.paid_at >= ${scope.start}::timestamptz and p.paid_at < ${scope.end}::timestamptz${branchIs(sql`r.branch`, scope.branch)}
        ${shop}
      ) money
      group by grouping sets ((month, source), ())`,
  );
  const sources: readonly RevenueSource[] = scope.branch ? [scope.branch] : REVENUE_SOURCES;
  const cell = (month: string, source: RevenueSource) => rows.find((row) => toNumber(row.total) === 0 && row.month === month && row.source === source);
  const total = rows.find((row) => toNumber(row.total) !== 0);
  return {
    count: toNumber(total?.count),
    amount: toNumber(total?.amount),
    rows: scope.months.flatMap((month) =>
      sources.map((source) => {
        const found = cell(month, source);
        return { month, source, count: toNumber(found?.count), amount: toNumber(found?.amount) };
      }),
    ),
  };
}

// ---------------------------------------------------------------- steps

/**
 * Open jobs per step now, and how long jobs stayed in each step: a stay runs from the move into
 * the step to the job's next move, counted when that next move falls in the period.
 */
export async function stepsFigure(db: Db, scope: Scope): Promise<Report['steps']> {
  const rows = await rowsOf<{ step: string | null; open: unknown; stays: unknown; minutes: unknown }>(
    db,
    sql`
      with stays as (
        select m.to_step as step, m.created_at as entered_at,
               lead(m.created_at) over (partition by m.repair_id order by m.version) as left_at
        from ${repairMoves} m join ${repairOrders} r on r.id = m.repair_id
        where true${branchIs(sql`r.branch`, scope.branch)}
      ),
      measured as (
        select step, count(*) as stays, avg(extract(epoch from left_at - entered_at) / 60) as minutes
        from stays
        where left_at >= ${scope.start}::timestamptz and left_at < ${scope.end}::timestamptz
        group by grouping sets ((step), ())
      ),
      open as (
        select r.step, count(*) as open
        from ${repairOrders} r
        where r.closed_at is null${branchIs(sql`r.branch`, scope.branch)}
        group by grouping sets ((r.step), ())
      )
      select coalesce(measured.step, open.step) as step, coalesce(open.open, 0) as open,
             coalesce(measured.stays, 0) as stays, round(measured.minutes) as minutes
      -- The total rows (step null) meet each other; a real step is never ''. A full join needs an equality.
      from measured full join open on coalesce(measured.step, '') = coalesce(open.step, '')`,
  );
  const total = rows.find((row) => row.step === null);
  return {
    open: toNumber(total?.open),
    stays: toNumber(total?.stays),
    rows: REPAIR_STEPS.map((step) => {
      const found = rows.find((row) => row.step === step);
      return {
        step,
        open: toNumber(found?.open),
        stays: toNumber(found?.stays),
        averageMinutes: found?.minutes === null || found?.minutes === undefined ? null : toNumber(found.minutes),
      };
    }),
  };
}

// ---------------------------------------------------------------- services

/**
 * The service written on jobs checked in during the period and on bookings (not cancelled) whose
 * day is in it, as written (trimmed); the most asked first, the rest summed in one row.
 */
export async function servicesFigure(db: Db, scope: Scope): Promise<Report['services']> {
  const rows = await rowsOf<{ name: string | null; repairs: unknown; bookings: unknown } & Totalled>(
    db,
    sql`
      select name, coalesce(sum(repairs), 0) as repairs, coalesce(sum(bookings), 0) as bookings, grouping(name) as total
      from (
        select btrim(r.service_name) as name, 1 as repairs, 0 as bookings
        from ${repairOrders} r
        where r.created_at >= ${scope.start}::timestamptz and r.created_at < ${scope.end}::timestamptz
          and btrim(r.service_name) <> ''${branchIs(sql`r.branch`, scope.branch)}
        union all
        select btrim(b.service_name), 0, 1
        from ${bookings} b
        where b.date >= ${scope.startDay}::date and b.date < ${scope.endDay}::date and b.status <> 'cancelled'
          and btrim(b.service_name) <> ''${branchIs(sql`b.branch`, scope.branch)}
      ) asked
      group by grouping sets ((name), ())
      order by grouping(name), sum(repairs) + sum(bookings) desc, name`,
  );
  const total = rows.find((row) => toNumber(row.total) !== 0);
  const named = rows
    .filter((row) => toNumber(row.total) === 0)
    .map((row) => ({ name: row.name ?? '', rest: false, repairs: toNumber(row.repairs), bookings: toNumber(row.bookings) }));
  const top = named.slice(0, TOP_SERVICES);
  const others = named.slice(TOP_SERVICES);
  const rest = others.length
    ? [
        {
          name: messages.reports.otherServices,
          rest: true,
          repairs: others.reduce((sum, row) => sum + row.repairs, 0),
          bookings: others.reduce((sum, row) => sum + row.bookings, 0),
        },
      ]
    : [];
  return { repairs: toNumber(total?.repairs), bookings: toNumber(total?.bookings), rows: [...top, ...rest] };
}

// ---------------------------------------------------------------- quotes

/** Quote lines the customer answered (approved not null) on quotes answered in the period, by kind. */
export async function quotesFigure(db: Db, scope: Scope): Promise<Report['quotes']> {
  const rows = await rowsOf<{ kind: string | null; answered: unknown; approved: unknown; answered_amount: unknown; approved_amount: unknown } & Totalled>(
    db,
    sql`
      select l.kind, count(*) as answered, count(*) filter (where l.approved) as approved,
             coalesce(sum(l.line_total), 0) as answered_amount,
             coalesce(sum(l.line_total) filter (where l.approved), 0) as approved_amount,
             grouping(l.kind) as total
      from ${repairQuoteLines} l
      join ${repairQuotes} q on q.repair_id = l.repair_id
      join ${repairOrders} r on r.id = l.repair_id
      where l.approved is not null
        and q.answered_at >= ${scope.start}::timestamptz and q.answered_at < ${scope.end}::timestamptz${branchIs(sql`r.branch`, scope.branch)}
      group by grouping sets ((l.kind), ())`,
  );
  const counts = (row: (typeof rows)[number] | undefined) => ({
    answered: toNumber(row?.answered),
    approved: toNumber(row?.approved),
    answeredAmount: toNumber(row?.answered_amount),
    approvedAmount: toNumber(row?.approved_amount),
  });
  return {
    ...counts(rows.find((row) => toNumber(row.total) !== 0)),
    rows: QUOTE_LINE_KINDS.map((kind) => ({ kind, ...counts(rows.find((row) => toNumber(row.total) === 0 && row.kind === kind)) })),
  };
}

// ---------------------------------------------------------------- cancellations and no-shows

/**
 * Bookings by the month of their day and branch: all of them, the cancelled ones, and the
 * no-shows. There is no 'no-show' status: a confirmed booking of a day before today from which no
 * job was opened (repair_orders.booking_id) counts as one.
 */
export async function attendanceFigure(db: Db, scope: Scope): Promise<Report['attendance']> {
  const month = sql`to_char(b.date, 'YYYY-MM')`;
  const rows = await rowsOf<{ month: string | null; branch: string | null; bookings: unknown; cancelled: unknown; no_shows: unknown } & Totalled>(
    db,
    sql`
      select ${month} as month, b.branch, count(*) as bookings,
             count(*) filter (where b.status = 'cancelled') as cancelled,
             count(*) filter (
               where b.status = 'confirmed' and b.date < ${scope.today}::date
                 and not exists (select 1 from ${repairOrders} r where r.booking_id = b.id)
             ) as no_shows,
             grouping(${month}, b.branch) as total
      from ${bookings} b
      where b.date >= ${scope.startDay}::date and b.date < ${scope.endDay}::date${branchIs(sql`b.branch`, scope.branch)}
      group by grouping sets ((${month}, b.branch), ())`,
  );
  const counts = (row: (typeof rows)[number] | undefined) => ({
    bookings: toNumber(row?.bookings),
    cancelled: toNumber(row?.cancelled),
    noShows: toNumber(row?.no_shows),
  });
  const branches: readonly BranchId[] = scope.branch ? [scope.branch] : BRANCH_IDS;
  return {
    ...counts(rows.find((row) => toNumber(row.total) !== 0)),
    rows: scope.months.flatMap((monthOf) =>
      branches.map((branch) => ({ month: monthOf, branch, ...counts(rows.find((row) => toNumber(row.total) === 0 && row.month === monthOf && row.branch === branch)) })),
    ),
  };
}

// ---------------------------------------------------------------- chats

/**
 * Each customer who wrote in the chat during a month counts once that month, from their first
 * message of the month; converted when their account made a booking within CHAT_BOOKING_DAYS
 * after it. Chats have no branch: the branch filter does not apply.
 */
export async function chatsFigure(db: Db, scope: Scope): Promise<Report['chats']> {
  const rows = await rowsOf<{ month: string | null; chats: unknown; converted: unknown } & Totalled>(
    db,
    sql`
      with firsts as (
        select c.customer_id, ${vietnamMonth(sql`m.created_at`)} as month, min(m.created_at) as first_at
        from ${chatMessages} m join ${chatConversations} c on c.id = m.conversation_id
        where m.sender = 'customer' and m.created_at >= ${scope.start}::timestamptz and m.created_at < ${scope.end}::timestamptz
        group by c.customer_id, 2
      ),
      judged as (
        select f.month, exists (
          select 1 from ${bookings} b
          where b.account_id = f.customer_id and b.created_at >= f.first_at
            and b.created_at < f.first_at + make_interval(days => ${CHAT_BOOKING_DAYS})
        ) as converted
        from firsts f
      )
      select month, count(*) as chats, count(*) filter (where converted) as converted, grouping(month) as total
      from judged
      group by grouping sets ((month), ())`,
  );
  const total = rows.find((row) => toNumber(row.total) !== 0);
  return {
    chats: toNumber(total?.chats),
    converted: toNumber(total?.converted),
    rows: scope.months.map((month) => {
      const found = rows.find((row) => toNumber(row.total) === 0 && row.month === month);
      return { month, chats: toNumber(found?.chats), converted: toNumber(found?.converted) };
    }),
  };
}

// ---------------------------------------------------------------- the report

/** Every figure of the period (the last 12 months by default), each read by one query. */
export async function report({ db, now }: Pick<ServiceDeps, 'db' | 'now'>, query: ReportQuery): Promise<Report> {
  const scope = scopeOf(query, now());
  const [revenue, steps, services, quotes, attendance, chats] = await Promise.all([
    revenueFigure(db, scope),
    stepsFigure(db, scope),
    servicesFigure(db, scope),
    quotesFigure(db, scope),
    attendanceFigure(db, scope),
    chatsFigure(db, scope),
  ]);
  return { from: scope.from, to: scope.to, branch: scope.branch, revenue, steps, services, quotes, attendance, chats };
}

// ---------------------------------------------------------------- CSV

const branchName = (branch: string) => branchOf(branch)?.name ?? branch;

/** Each figure's file: its name, header and records, the total last. */
const CSV_FIGURES: { [F in ReportFigure]: { file: string; header: readonly string[]; records: (db: Db, scope: Scope) => Promise<Array<Array<string | number>>> } } = {
  revenue: {
    file: 'doanh-thu',
    header: ['Tháng', 'Nguồn', 'Số lần thu', 'Doanh thu (đồng)'],
    async records(db, scope) {
      const figure = await revenueFigure(db, scope);
      return [
        ...figure.rows.map((row) => [monthText(row.month), revenueSourceName(row.source), row.count, row.amount]),
        [REPORT_TOTAL_LABEL, '', figure.count, figure.amount],
      ];
    },
  },
  steps: {
    file: 'xe-theo-buoc',
    header: ['Bước', 'Xe đang ở bước', 'Số lần xe rời bước', 'Thời gian trung bình (phút)'],
    async records(db, scope) {
      const figure = await stepsFigure(db, scope);
      return [
        ...figure.rows.map((row) => [REPAIR_STEP_LABELS[row.step as RepairStep], row.open, row.stays, row.averageMinutes ?? '']),
        [REPORT_TOTAL_LABEL, figure.open, figure.stays, ''],
      ];
    },
  },
  services: {
    file: 'dich-vu',
    header: ['Dịch vụ', 'Phiếu sửa chữa', 'Lịch hẹn', 'Cộng'],
    async records(db, scope) {
      const figure = await servicesFigure(db, scope);
      return [
        ...figure.rows.map((row) => [row.name, row.repairs, row.bookings, row.repairs + row.bookings]),
        [REPORT_TOTAL_LABEL, figure.repairs, figure.bookings, figure.repairs + figure.bookings],
      ];
    },
  },
  quotes: {
    file: 'bao-gia',
    header: ['Loại hạng mục', 'Đã trả lời', 'Đồng ý', 'Từ chối', 'Tỷ lệ đồng ý', 'Giá trị đã trả lời (đồng)', 'Giá trị đồng ý (đồng)'],
    async records(db, scope) {
      const figure = await quotesFigure(db, scope);
      const cells = (row: Omit<Report['quotes'], 'rows'>) => [row.answered, row.approved, row.answered - row.approved, shareText(row.approved, row.answered), row.answeredAmount, row.approvedAmount];
      return [...figure.rows.map((row) => [QUOTE_LINE_KIND_LABELS[row.kind as QuoteLineKind], ...cells(row)]), [REPORT_TOTAL_LABEL, ...cells(figure)]];
    },
  },
  attendance: {
    file: 'huy-va-khong-den',
    header: ['Tháng', 'Chi nhánh', 'Lịch hẹn', 'Đã hủy', 'Không đến', 'Tỷ lệ hủy', 'Tỷ lệ không đến'],
    async records(db, scope) {
      const figure = await attendanceFigure(db, scope);
      const cells = (row: Omit<Report['attendance'], 'rows'>) => [row.bookings, row.cancelled, row.noShows, shareText(row.cancelled, row.bookings), shareText(row.noShows, row.bookings)];
      return [...figure.rows.map((row) => [monthText(row.month), branchName(row.branch), ...cells(row)]), [REPORT_TOTAL_LABEL, '', ...cells(figure)]];
    },
  },
  chats: {
    file: 'tin-nhan-dat-lich',
    header: ['Tháng', 'Khách nhắn tin', 'Đã đặt lịch', 'Tỷ lệ đặt lịch'],
    async records(db, scope) {
      const figure = await chatsFigure(db, scope);
      return [
        ...figure.rows.map((row) => [monthText(row.month), row.chats, row.converted, shareText(row.converted, row.chats)]),
        [REPORT_TOTAL_LABEL, figure.chats, figure.converted, shareText(figure.converted, figure.chats)],
      ];
    },
  },
};

/** One figure of the report as a CSV file, the same rows as the page's table, the total last. */
export function exportReport({ db, now }: Pick<ServiceDeps, 'db' | 'now'>, query: ReportExportQuery): CsvDownload {
  const scope = scopeOf(query, now());
  const figure = CSV_FIGURES[query.figure];
  async function* chunks() {
    const records = await figure.records(db, scope);
    yield csvHead(figure.header) + records.map((cells) => csvRecord(cells)).join('');
  }
  const branch = scope.branch ? `-${scope.branch}` : '';
  return { filename: `bao-cao-${figure.file}-${scope.from}-den-${scope.to}${branch}.csv`, chunks: chunks() };
}
