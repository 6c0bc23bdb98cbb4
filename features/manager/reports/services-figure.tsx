import { groupThousands } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { Report } from '../../../contract/reports';
import type { ReportFilters } from '../../../entities/report/get-report';
import { ReportFigure } from './report-figure';
import { ReportTable } from './report-table';

export interface ServicesFigureProps {
  services: Report['services'];
  filters: ReportFilters;
}

/** The services asked most, on jobs and on bookings, the rest in one row. */
export function ServicesFigure({ services, filters }: ServicesFigureProps) {
  const title = 'Dịch vụ được chọn nhiều nhất';
  const top = services.rows[0];
  return (
    <ReportFigure
      figure="services"
      title={title}
      filters={filters}
      stats={[
        { label: 'Phiếu sửa chữa có dịch vụ', value: groupThousands(services.repairs) },
        { label: 'Lịch hẹn có dịch vụ', value: groupThousands(services.bookings) },
        ...(top && !top.rest ? [{ label: 'Nhiều nhất', value: top.name }] : []),
      ]}
      charts={[
        {
          data: services.rows.map((row) => ({ name: row.name, repairs: row.repairs, bookings: row.bookings })),
          labelKey: 'name',
          horizontal: true,
          stacked: true,
          series: [
            { key: 'repairs', name: 'Phiếu sửa chữa', color: 'var(--color-navy-700)' },
            { key: 'bookings', name: 'Lịch hẹn', color: 'var(--color-brand-500)' },
          ],
        },
      ]}
      table={
        <ReportTable
          caption={title}
          headers={['Dịch vụ', 'Phiếu sửa chữa', 'Lịch hẹn', 'Cộng']}
          rows={services.rows.map((row) => ({
            key: row.rest ? '(rest)' : row.name,
            label: row.rest ? <span className="text-ink-muted">{row.name}</span> : row.name,
            cells: [groupThousands(row.repairs), groupThousands(row.bookings), groupThousands(row.repairs + row.bookings)],
          }))}
          total={[groupThousands(services.repairs), groupThousands(services.bookings), groupThousands(services.repairs + services.bookings)]}
        />
      }
      empty={services.rows.length === 0}
      note={messages.reports.servicesNote}
    />
  );
}
