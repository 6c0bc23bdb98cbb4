import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM } from '../../contract/date-range';

/** Records read per query while an export is written: one chunk of the download. */
export const EXPORT_BATCH = 1000;

/** RFC 4180 ends every record, the last one too, with CR LF. */
export const CSV_LINE_END = '\r\n';

/**
 * Cells a spreadsheet would read as a formula (or that start with a tab or carriage return,
 * which some strip before looking): '=1+1', '+84...', '-2', '@SUM(...)'. Prefixed with an
 * apostrophe they stay text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: numbers as they are; text guarded against formulas, quoted when it holds a comma,
 * a semicolon, a quote or a line break. Excel in a Vietnamese or European locale splits on ';':
 * unquoted, 'a;=cmd' would be two cells, the second a formula.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its line end. */
export function csvRecord(cells: ReadonlyArray<string | number>): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}

/** What an export route sends: the file's name and its text, produced in chunks. */
export interface CsvDownload {
  filename: string;
  /** The first chunk starts with CSV_BOM and the header record. */
  chunks: AsyncIterable<string>;
}

/**
 * Sends a CSV download as it is produced: each chunk (a batch of records) goes to the
 * client before the next batch is read, so a year of orders is never held whole. The first
 * chunk is read before the headers go out, so a database that fails at once answers a
 * JSON 500 rather than a cut file. Returned to route(), which sends a stream as it is.
 */
export async function sendCsv(reply: FastifyReply, download: CsvDownload): Promise<Readable> {
  const iterator = download.chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* body() {
    try {
      if (!first.done) yield Buffer.from(first.value, 'utf8');
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value, 'utf8');
    } finally {
      // The client went away mid-file: stop reading batches.
      await iterator.return?.();
    }
  }
  reply.header('Content-Type', 'text/csv; charset=utf-8');
  reply.header('Content-Disposition', `attachment; filename="${download.filename}"`);
  return Readable.from(body(), { objectMode: false });
}

/** The first chunk of a file: the byte-order mark Excel needs for UTF-8, then the header record. */
export function csvHead(header: readonly string[]): string {
  return CSV_BOM + csvRecord(header);
}
