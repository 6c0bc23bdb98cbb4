import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { format, messages } from '../../../contract/messages';
import type * as api from '../../../contract/parts';
import { createPart, PART_IMPORT_MAX_ROWS, PART_SHEET_COLUMNS, PART_SHEET_STOCK_COLUMNS, type PartImportResult } from '../../../contract/parts';
import type { Db } from '../../db/client';
import { parts } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { csvHead, csvRecord, sendCsv } from '../../lib/csv';
import { foldSearchText } from '../../lib/search-text';
import { balancesOf } from './stock-ledger';
import { partSearchText, setReorderPoints } from './parts';

type Column = keyof typeof PART_SHEET_COLUMNS;
type Cell = string | number;

/** A header read as people retype it: 'ma phu tung (sku)', 'Giá Bán ' and 'GIA BAN' are one column. */
const headerKey = (text: string) => foldSearchText(text).replace(/\s+/g, ' ').trim();
const COLUMN_OF = new Map<string, Column>([
  ...Object.entries(PART_SHEET_COLUMNS).map(([column, title]) => [headerKey(title), column as Column] as const),
  // The short titles a storekeeper's own sheet often has.
  ...(
    [
      ['sku', 'sku'],
      ['ma', 'sku'],
      ['ma phu tung', 'sku'],
      ['ten', 'name'],
      ['dvt', 'unit'],
      ['don vi tinh', 'unit'],
      ['gia', 'salePrice'],
    ] as const
  ).map(([title, column]) => [title, column] as const),
]);
const REQUIRED: Column[] = ['sku', 'name', 'unit', 'salePrice'];

/** A cell as text or a number; a formula's last value, a date as its ISO day, rich text joined. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return '';
}

/** The first sheet's rows (or the CSV's records), the header first; blank rows dropped. */
async function readRows(fileName: string, bytes: Buffer): Promise<Cell[][]> {
  try {
    if (/\.xlsx$/i.test(fileName)) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      if (!sheet) return [];
      const rows: Cell[][] = [];
      sheet.eachRow({ includeEmpty: false }, (row) => {
        const cells: Cell[] = [];
        for (let index = 1; index <= row.cellCount; index += 1) cells.push(cellValue(row.getCell(index).value));
        rows.push(cells);
      });
      return rows;
    }
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const firstLine = text.slice(0, text.search(/\r?\n|$/));
    // Excel saves CSV with ';' in a Vietnamese or European locale, ',' elsewhere.
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
    return (parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][]).map((cells) => cells.map((cell) => cell.replace(/^'(?=[=+\-@])/, '')));
  } catch {
    throw badRequest(messages.parts.importUnreadable);
  }
}

const textOf = (cell: Cell | undefined) => (cell === undefined ? '' : String(cell).trim());

interface ReadRow {
  row: number;
  body: ParsedBodyOf<typeof createPart> | null;
  sku: string;
  name: string;
  errors: string[];
}

/** Each row read with the same schema as the part form, so the file and the form refuse the same things. */
function readParts(rows: Cell[][]): ReadRow[] {
  const [header = [], ...records] = rows;
  const columns = header.map((title) => COLUMN_OF.get(headerKey(textOf(title))));
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length) throw badRequest(format(messages.parts.importMissingColumns, { columns: missing.map((column) => PART_SHEET_COLUMNS[column]).join(', ') }));
  if (records.length === 0) throw badRequest(messages.parts.importNoRows);
  if (records.length > PART_IMPORT_MAX_ROWS) throw badRequest(format(messages.parts.importTooManyRows, { max: PART_IMPORT_MAX_ROWS }));
  const firstRowOf = new Map<string, number>();
  return records.map((cells, index) => {
    const row = index + 2;
    const value = (column: Column) => {
      const at = columns.indexOf(column);
      return at < 0 ? '' : (cells[at] ?? '');
    };
    const reorderPoints = (
      [
        ['quan-12', value('reorderQuan12')],
        ['thu-duc', value('reorderThuDuc')],
      ] as const
    ).flatMap(([branch, point]) => (textOf(point) === '' ? [] : [{ branch, reorderPoint: point }]));
    const parsed = createPart.body!.safeParse({
      sku: textOf(value('sku')),
      name: textOf(value('name')),
      brand: textOf(value('brand')),
      unit: textOf(value('unit')),
      salePrice: value('salePrice'),
      ...(textOf(value('costPrice')) === '' ? {} : { costPrice: value('costPrice') }),
      reorderPoints,
    });
    const errors = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
    const sku = parsed.success ? parsed.data.sku : textOf(value('sku')).toUpperCase();
    const earlier = firstRowOf.get(sku);
    if (sku && earlier !== undefined) errors.push(format(messages.parts.importSkuRepeated, { sku, row: earlier }));
    else if (sku) firstRowOf.set(sku, row);
    return { row, body: parsed.success ? parsed.data : null, sku, name: textOf(value('name')), errors };
  });
}

/**
 * Reads the file and says, row by row, what it would do; with `apply` and no row in error it
 * writes every row in one transaction (all or nothing). An existing SKU is updated (its cost
 * stays the ledger's), a new one created.
 */
export async function importParts(db: Db, body: ParsedBodyOf<typeof api.importParts>): Promise<PartImportResult> {
  const read = readParts(await readRows(body.fileName, Buffer.from(body.file, 'base64')));
  const skus = read.map((row) => row.sku).filter(Boolean);
  const existing = new Map(
    (skus.length ? await db.select({ id: parts.id, sku: parts.sku, version: parts.version }).from(parts).where(inArray(parts.sku, skus)) : []).map((row) => [row.sku, row]),
  );
  const rows = read.map((row) => ({ row: row.row, sku: row.sku, name: row.name, action: existing.has(row.sku) ? ('update' as const) : ('create' as const), errors: row.errors }));
  const created = rows.filter((row) => row.action === 'create').length;
  const updated = rows.length - created;
  const failing = rows.filter((row) => row.errors.length > 0).length;
  if (!body.apply) return { rows, created, updated, applied: false };
  if (failing > 0) throw badRequest(format(messages.parts.importHasErrors, { n: failing }));
  await db.transaction(async (tx) => {
    for (const { body: part } of read) {
      if (!part) continue;
      const [current] = await tx.select({ id: parts.id, version: parts.version }).from(parts).where(eq(parts.sku, part.sku)).for('no key update');
      let id = current?.id;
      if (current) {
        await tx
          .update(parts)
          .set({ name: part.name, brand: part.brand, searchText: partSearchText(part), unit: part.unit, salePrice: part.salePrice, version: current.version + 1 })
          .where(eq(parts.id, current.id));
      } else {
        const [row] = await tx
          .insert(parts)
          .values({ sku: part.sku, name: part.name, brand: part.brand, searchText: partSearchText(part), unit: part.unit, salePrice: part.salePrice, costPrice: part.costPrice ?? 0 })
          .returning({ id: parts.id });
        id = row!.id;
      }
      await setReorderPoints(tx, id!, part.reorderPoints);
    }
  });
  return { rows, created, updated, applied: true };
}

async function sheetRows(db: Db): Promise<Cell[][]> {
  const rows = await db.select().from(parts).where(eq(parts.archived, false)).orderBy(asc(parts.sku));
  const balances = await balancesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const at = (branch: string) => balances.get(row.id)?.find((balance) => balance.branch === branch);
    return [row.sku, row.name, row.brand, row.unit, row.salePrice, row.costPrice, at('quan-12')?.reorderPoint ?? 0, at('thu-duc')?.reorderPoint ?? 0, at('quan-12')?.onHand ?? 0, at('thu-duc')?.onHand ?? 0];
  });
}

const HEADER = [...Object.values(PART_SHEET_COLUMNS), ...Object.values(PART_SHEET_STOCK_COLUMNS)];

/** The sheet the import reads back: CSV (with the BOM Excel needs) or an .xlsx workbook. */
export async function exportParts(db: Db, reply: FastifyReply, fileFormat: 'xlsx' | 'csv', today: string): Promise<Readable> {
  const rows = await sheetRows(db);
  const filename = `phu-tung-${today}`;
  if (fileFormat === 'csv') {
    return sendCsv(reply, {
      filename: `${filename}.csv`,
      chunks: (async function* () {
        yield csvHead(HEADER) + rows.map((row) => csvRecord(row)).join('');
      })(),
    });
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Phụ tùng');
  sheet.addRow(HEADER).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    column.width = index === 1 ? 40 : 18;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('Content-Disposition', `attachment; filename="${filename}.xlsx"`);
  return Readable.from([bytes]);
}
