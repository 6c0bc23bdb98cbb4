import { groupThousands } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { monthText, shareText, type Report } from '../../../contract/reports';
import type { ReportFilters } from '../../../entities/report/get-report';
import { ReportFigure } from './report-figure';
import { monthTick } from './report-format';
import { ReportTable } from './report-table';

export interface AttendanceFigureProps {
  attendance: Report['attendance'];
  filters: ReportFilters;
}

type AttendanceCounts = Omit<Report['attendance'], 'rows'>;

const cellsOf = (row: AttendanceCounts) => [
  groupThousands(row.bookings),
  groupThousands(row.cancelled),
  groupThousands(row.noShows),
  shareText(row.cancelled, row.bookings),
  shareText(row.noShows, row.bookings),
];

/**
 * Bookings by the month of their day: cancelled, not come, and the rest. The branches of a month
 * are added up on screen; the CSV keeps a row per branch.
 */
export function AttendanceFigure({ attendance, filters }: AttendanceFigureProps) {
  const months = [...new Set(attendance.rows.map((row) => row.month))].map((month) => {
    const rows = attendance.rows.filter((row) => row.month === month);
    const add = (key: keyof AttendanceCounts) => rows.reduce((sum, row) => sum + row[key], 0);
    return { month, bookings: add('bookings'), cancelled: add('cancelled'), noShows: add('noShows') };
  });
  const title = 'Lịch hẹn bị hủy và khách không đến';
  return (
    <ReportFigure
      figure="attendance"
      title={title}
      filters={filters}
      layout="below"
      stats={[
        { label: 'Lịch hẹn', value: groupThousands(attendance.bookings) },
        { label: 'Tỷ lệ hủy', value: shareText(attendance.cancelled, attendance.bookings) },
        { label: 'Tỷ lệ không đến', value: shareText(attendance.noShows, attendance.bookings) },
      ]}
      charts={[
        {
          data: months.map((row) => ({ month: row.month, kept: row.bookings - row.cancelled - row.noShows, noShows: row.noShows, cancelled: row.cancelled })),
          labelKey: 'month',
          stacked: true,
          series: [
            { key: 'kept', name: 'Đến hoặc chưa tới ngày', color: 'var(--color-navy-300)' },
            { key: 'noShows', name: 'Không đến', color: 'var(--color-brand-500)' },
            { key: 'cancelled', name: 'Đã hủy', color: 'var(--color-danger)' },
          ],
          formatLabel: monthTick,
        },
      ]}
      table={
        <ReportTable
          caption={title}
          headers={['Tháng', 'Lịch hẹn', 'Đã hủy', 'Không đến', 'Tỷ lệ hủy', 'Tỷ lệ không đến']}
          rows={months.map((row) => ({ key: row.month, label: monthText(row.month), cells: cellsOf(row) }))}
          total={cellsOf(attendance)}
        />
      }
      empty={attendance.bookings === 0}
      note={messages.reports.attendanceNote}
    />
  );
}
