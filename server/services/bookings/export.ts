import { and, asc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { BookingExportQuery } from '../../../contract/bookings';
import { BOOKING_STATUS_META } from '../../../contract/constants';
import { formatDay } from '../../../contract/format';
import { branchOf } from '../../../contract/garage';
import { bookings } from '../../db/schema';
import { csvHead, csvRecord, EXPORT_BATCH, type CsvDownload } from '../../lib/csv';
import { vietnamDateTimeText } from '../../lib/vietnam-time';
import type { ServiceDeps } from '../deps';
import type { BookingRow } from './booking-rows';

/**
 * The export's columns, each its header and how a booking fills it: the header and every record
 * are written from this one list, and tests/booking-columns.test.ts reads it to find the
 * `bookings` columns a new field must reach.
 */
export const BOOKING_CSV_COLUMNS: ReadonlyArray<{ header: string; cell: (row: BookingRow) => string | number }> = [
  { header: 'Mã lịch', cell: (row) => row.code },
  { header: 'Ngày hẹn', cell: (row) => formatDay(row.date) },
  { header: 'Khung giờ', cell: (row) => row.timeSlot },
  { header: 'Họ tên', cell: (row) => row.fullName },
  { header: 'Số điện thoại', cell: (row) => row.numberPhone },
  { header: 'Chi nhánh', cell: (row) => branchOf(row.branch)?.name ?? '' },
  { header: 'Dịch vụ', cell: (row) => row.serviceName },
  { header: 'Dòng xe', cell: (row) => row.carModel },
  { header: 'Biển số', cell: (row) => row.carPlate },
  { header: 'Trạng thái', cell: (row) => BOOKING_STATUS_META[row.status].label },
  { header: 'Lời nhắn', cell: (row) => row.description },
  { header: 'Số ảnh', cell: (row) => row.images.length },
  { header: 'Ngày tạo', cell: (row) => vietnamDateTimeText(row.createdAt) },
];

/** One booking as a CSV record. */
export const bookingCsvRecord = (row: BookingRow) => csvRecord(BOOKING_CSV_COLUMNS.map((column) => column.cell(row)));

/**
 * The bookings whose appointment day is `from` to `to` (both included), by day, slot and
 * then the order they were made; read in batches after the last batch's key like the order
 * export (server/services/orders.ts).
 */
export function exportBookings({ db }: Pick<ServiceDeps, 'db'>, range: BookingExportQuery): CsvDownload {
  const batchAfter = (after: { date: string; timeSlot: string; at: string; id: string } | null) =>
    db
      .select({ ...getTableColumns(bookings), key: sql<string>`${bookings.createdAt}::text` })
      .from(bookings)
      .where(
        and(
          gte(bookings.date, range.from),
          lte(bookings.date, range.to),
          range.branch ? eq(bookings.branch, range.branch) : undefined,
          after
            ? sql`(${bookings.date}, ${bookings.timeSlot}, ${bookings.createdAt}, ${bookings.id}) > (${after.date}::date, ${after.timeSlot}, ${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(bookings.date), asc(bookings.timeSlot), asc(bookings.createdAt), asc(bookings.id))
      .limit(EXPORT_BATCH);
  async function* chunks() {
    let chunk = csvHead(BOOKING_CSV_COLUMNS.map((column) => column.header));
    for (let rows = await batchAfter(null); ; ) {
      for (const row of rows) chunk += bookingCsvRecord(row);
      yield chunk;
      chunk = '';
      const last = rows[rows.length - 1];
      if (rows.length < EXPORT_BATCH || !last) return;
      rows = await batchAfter({ date: last.date, timeSlot: last.timeSlot, at: last.key, id: last.id });
    }
  }
  return { filename: `lich-hen-${range.from}-den-${range.to}.csv`, chunks: chunks() };
}
