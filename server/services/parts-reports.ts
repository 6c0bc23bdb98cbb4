import { sql, type SQL } from 'drizzle-orm';
import { BRANCH_IDS, branchOf, type BranchId } from '../../contract/garage';
import {
  OUTGOING_MOVEMENT_KINDS,
  SLOW_MOVER_DAYS,
  type PartsReport,
  type PartsReportExportQuery,
  type PartsReportFigure,
  type PartsReportQuery,
} from '../../contract/parts-reports';
import { REPORT_TOTAL_LABEL, shiftMonth } from '../../contract/reports';
import type { Db } from '../db/client';
import { parts, partStock, purchaseOrders, repairOrders, repairQuoteLines, stockMovements, suppliers } from '../db/schema';
import { csvHead, csvRecord, type CsvDownload } from '../lib/csv';
import { vietnamDayStart, vietnamToday } from '../lib/vietnam-time';
import type { ServiceDeps } from './deps';

interface Scope {
  month: string;
  branch: BranchId | null;
  /** The first instant of the month and of the next one, Vietnam time (ISO). */
  start: string;
  end: string;
  /** Outgoing movements after this instant keep a part off the slow movers. */
  slowSince: string;
}

function scopeOf(query: Pick<PartsReportQuery, 'month' | 'branch'>, now: Date): Scope {
  const month = query.month ?? vietnamToday(now).slice(0, 7);
  return {
    month,
    branch: query.branch ?? null,
    start: vietnamDayStart(`${month}-01`).toISOString(),
    end: vietnamDayStart(`${shiftMonth(month, 1)}-01`).toISOString(),
    slowSince: new Date(now.getTime() - SLOW_MOVER_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  };
}

const branchIs = (column: SQL, branch: BranchId | null) => (branch ? sql` and ${column} = ${branch}` : sql``);

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const toNumber = (value: unknown) => Number(value ?? 0);
const toIso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
const sumOf = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
const outgoing = sql.join(
  OUTGOING_MOVEMENT_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/** Every branch in the scope, with what its shelves hold now at the parts' cost price. */
export async function stockValueFigure(db: Db, scope: Scope): Promise<PartsReport['stockValue']> {
  const rows = await rowsOf<{ branch: string; parts: unknown; quantity: unknown; value: unknown }>(
    db,
    sql`
      select s.branch, count(*) filter (where s.on_hand > 0) as parts, coalesce(sum(s.on_hand), 0) as quantity,
             coalesce(sum(s.on_hand * p.cost_price), 0) as value
      from ${partStock} s join ${parts} p on p.id = s.part_id
      where true${branchIs(sql`s.branch`, scope.branch)}
      group by s.branch`,
  );
  const branches: readonly BranchId[] = scope.branch ? [scope.branch] : BRANCH_IDS;
  const figureRows = branches.map((branch) => {
    const found = rows.find((row) => row.branch === branch);
    return { branch, parts: toNumber(found?.parts), quantity: toNumber(found?.quantity), value: toNumber(found?.value) };
  });
  return { quantity: sumOf(figureRows, (row) => row.quantity), value: sumOf(figureRows, (row) => row.value), rows: figureRows };
}

/**
 * Jobs closed in the month with an approved part line: the lines' totals against what the job's
 * own job-use rows of the ledger cost (units out are negative there, hence the minus).
 */
export async function partsMarginFigure(db: Db, scope: Scope): Promise<PartsReport['partsMargin']> {
  const rows = await rowsOf<{ id: string; code: string; branch: BranchId; closed_at: unknown; sale: unknown; cost: unknown }>(
    db,
    sql`
      select r.id, r.code, r.branch, r.closed_at,
             (select coalesce(sum(l.line_total), 0) from ${repairQuoteLines} l where l.repair_id = r.id and l.part_id is not null and l.approved) as sale,
             (select coalesce(-sum(m.quantity * m.unit_cost), 0) from ${stockMovements} m
               where m.kind = 'job-use' and m.document_kind = 'repair' and m.document_id = r.id) as cost
      from ${repairOrders} r
      where r.closed_at >= ${scope.start}::timestamptz and r.closed_at < ${scope.end}::timestamptz${branchIs(sql`r.branch`, scope.branch)}
      order by r.closed_at desc, r.code`,
  );
  const figureRows = rows
    .map((row) => ({ repairId: row.id, code: row.code, branch: row.branch, closedAt: toIso(row.closed_at)!, sale: toNumber(row.sale), cost: toNumber(row.cost) }))
    .filter((row) => row.sale > 0 || row.cost > 0)
    .map((row) => ({ ...row, margin: row.sale - row.cost }));
  const sale = sumOf(figureRows, (row) => row.sale);
  const cost = sumOf(figureRows, (row) => row.cost);
  return { sale, cost, margin: sale - cost, rows: figureRows };
}

/** Balances with units on the shelf and no outgoing movement at that branch for SLOW_MOVER_DAYS, now. */
export async function slowMoversFigure(db: Db, scope: Scope): Promise<PartsReport['slowMovers']> {
  const rows = await rowsOf<{ part_id: string; sku: string; name: string; unit: string; branch: BranchId; on_hand: unknown; value: unknown; last_out_at: unknown }>(
    db,
    sql`
      select s.part_id, p.sku, p.name, p.unit, s.branch, s.on_hand, s.on_hand * p.cost_price as value, last_out.at as last_out_at
      from ${partStock} s
      join ${parts} p on p.id = s.part_id
      left join lateral (
        select max(m.created_at) as at from ${stockMovements} m
        where m.part_id = s.part_id and m.branch = s.branch and m.kind in (${outgoing})
      ) last_out on true
      where s.on_hand > 0 and (last_out.at is null or last_out.at < ${scope.slowSince}::timestamptz)${branchIs(sql`s.branch`, scope.branch)}
      order by s.on_hand * p.cost_price desc, p.sku, s.branch`,
  );
  const figureRows = rows.map((row) => ({
    partId: row.part_id,
    sku: row.sku,
    name: row.name,
    unit: row.unit,
    branch: row.branch,
    onHand: toNumber(row.on_hand),
    value: toNumber(row.value),
    lastOutAt: toIso(row.last_out_at),
  }));
  return { onHand: sumOf(figureRows, (row) => row.onHand), value: sumOf(figureRows, (row) => row.value), rows: figureRows };
}

/** Receipts on purchase orders in the month, valued at their unit cost, by the order's supplier. */
export async function supplierSpendFigure(db: Db, scope: Scope): Promise<PartsReport['supplierSpend']> {
  const rows = await rowsOf<{ supplier_id: string; name: string; receipts: unknown; amount: unknown }>(
    db,
    sql`
      select su.id as supplier_id, su.name, count(*) as receipts, coalesce(sum(m.quantity * m.unit_cost), 0) as amount
      from ${stockMovements} m
      join ${purchaseOrders} o on o.id = m.document_id
      join ${suppliers} su on su.id = o.supplier_id
      where m.kind = 'receipt' and m.document_kind = 'purchase-order'
        and m.created_at >= ${scope.start}::timestamptz and m.created_at < ${scope.end}::timestamptz${branchIs(sql`m.branch`, scope.branch)}
      group by su.id, su.name
      order by 4 desc, su.name`,
  );
  const figureRows = rows.map((row) => ({ supplierId: row.supplier_id, name: row.name, receipts: toNumber(row.receipts), amount: toNumber(row.amount) }));
  return { receipts: sumOf(figureRows, (row) => row.receipts), amount: sumOf(figureRows, (row) => row.amount), rows: figureRows };
}

export async function partsReport({ db, now }: Pick<ServiceDeps, 'db' | 'now'>, query: PartsReportQuery): Promise<PartsReport> {
  const scope = scopeOf(query, now());
  const [stockValue, partsMargin, slowMovers, supplierSpend] = await Promise.all([
    stockValueFigure(db, scope),
    partsMarginFigure(db, scope),
    slowMoversFigure(db, scope),
    supplierSpendFigure(db, scope),
  ]);
  return { month: scope.month, branch: scope.branch, stockValue, partsMargin, slowMovers, supplierSpend };
}

const branchName = (branch: string) => branchOf(branch)?.name ?? branch;
/** A moment as the garage's files write it: the Vietnamese day, 'YYYY-MM-DD'. */
const dayOf = (iso: string | null) => (iso ? vietnamToday(new Date(iso)) : '');

const CSV_FIGURES: { [F in PartsReportFigure]: { file: string; header: readonly string[]; records: (db: Db, scope: Scope) => Promise<Array<Array<string | number>>> } } = {
  'stock-value': {
    file: 'gia-tri-ton-kho',
    header: ['Chi nhánh', 'Số phụ tùng còn tồn', 'Số lượng tồn', 'Giá trị theo giá vốn (đồng)'],
    async records(db, scope) {
      const figure = await stockValueFigure(db, scope);
      return [...figure.rows.map((row) => [branchName(row.branch), row.parts, row.quantity, row.value]), [REPORT_TOTAL_LABEL, '', figure.quantity, figure.value]];
    },
  },
  'parts-margin': {
    file: 'lai-phu-tung',
    header: ['Phiếu sửa chữa', 'Chi nhánh', 'Ngày đóng', 'Tiền bán phụ tùng (đồng)', 'Giá vốn (đồng)', 'Lãi (đồng)'],
    async records(db, scope) {
      const figure = await partsMarginFigure(db, scope);
      return [
        ...figure.rows.map((row) => [row.code, branchName(row.branch), dayOf(row.closedAt), row.sale, row.cost, row.margin]),
        [REPORT_TOTAL_LABEL, '', '', figure.sale, figure.cost, figure.margin],
      ];
    },
  },
  'slow-movers': {
    file: 'hang-cham-luan-chuyen',
    header: ['Mã phụ tùng', 'Tên', 'Chi nhánh', 'Tồn', 'Đơn vị', 'Giá trị theo giá vốn (đồng)', 'Lần xuất cuối'],
    async records(db, scope) {
      const figure = await slowMoversFigure(db, scope);
      return [
        ...figure.rows.map((row) => [row.sku, row.name, branchName(row.branch), row.onHand, row.unit, row.value, dayOf(row.lastOutAt)]),
        [REPORT_TOTAL_LABEL, '', '', figure.onHand, '', figure.value, ''],
      ];
    },
  },
  'supplier-spend': {
    file: 'tien-tra-nha-cung-cap',
    header: ['Nhà cung cấp', 'Số lần nhận hàng', 'Tiền hàng (đồng)'],
    async records(db, scope) {
      const figure = await supplierSpendFigure(db, scope);
      return [...figure.rows.map((row) => [row.name, row.receipts, row.amount]), [REPORT_TOTAL_LABEL, figure.receipts, figure.amount]];
    },
  },
};

/** One figure of the parts report as a CSV file, the same rows as the page's table, the total last. */
export function exportPartsReport({ db, now }: Pick<ServiceDeps, 'db' | 'now'>, query: PartsReportExportQuery): CsvDownload {
  const scope = scopeOf(query, now());
  const figure = CSV_FIGURES[query.figure];
  async function* chunks() {
    const records = await figure.records(db, scope);
    yield csvHead(figure.header) + records.map((cells) => csvRecord(cells)).join('');
  }
  const branch = scope.branch ? `-${scope.branch}` : '';
  return { filename: `bao-cao-${figure.file}-${scope.month}${branch}.csv`, chunks: chunks() };
}
