import { Eye, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Booking } from '../../../contract/bookings';
import { formatDateTime, formatDay } from '../../../contract/format';
import { branchOf } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { BookingStatusBadge } from '../../../entities/booking/booking-status-badge';
import { useDeleteBooking } from '../../../entities/booking/delete-booking';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { DeleteRowButton } from '../row-actions';

/** How a booking is named in buttons and questions: 'Nguyễn Văn An (12/03/2026 08:00)'. */
export const bookingName = (booking: Booking) => `${booking.fullName} (${formatDay(booking.date)} ${booking.timeSlot})`;

const columns: DataTableColumn<Booking>[] = [
  { key: 'code', header: 'Mã lịch', cell: (booking) => <span className="font-mono font-semibold tracking-wider">{booking.code}</span>, className: 'whitespace-nowrap' },
  { key: 'fullName', header: 'Họ tên', cell: (booking) => <span className="font-semibold">{booking.fullName}</span>, className: 'min-w-40' },
  { key: 'numberPhone', header: 'Số điện thoại', cell: (booking) => booking.numberPhone, className: 'whitespace-nowrap' },
  { key: 'branch', header: 'Chi nhánh', cell: (booking) => branchOf(booking.branch)?.shortName ?? booking.branch, className: 'whitespace-nowrap' },
  { key: 'date', header: 'Ngày hẹn', cell: (booking) => <time dateTime={booking.date}>{formatDay(booking.date)}</time>, className: 'whitespace-nowrap' },
  { key: 'timeSlot', header: 'Khung giờ', cell: (booking) => booking.timeSlot, className: 'whitespace-nowrap' },
  { key: 'status', header: 'Trạng thái', cell: (booking) => <BookingStatusBadge status={booking.status} size="sm" /> },
  { key: 'createdAt', header: 'Ngày tạo', cell: (booking) => formatDateTime(booking.createdAt), className: 'whitespace-nowrap' },
];

export interface BookingTableProps {
  rows: readonly Booking[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  /** What the body says when no row is shown: empty, nothing matches, or the load failed. */
  emptyMessage: ReactNode;
  /** The list could not be read: shown in place of the table. */
  failure?: ReactNode;
  onOpen: (booking: Booking) => void;
  onChangeStatus: (booking: Booking) => void;
}

/** The bookings, newest first, 10 a page, with their actions: detail, status, delete. */
export function BookingTable({ rows, total, page, onPageChange, loading, emptyMessage, failure, onOpen, onChangeStatus }: BookingTableProps) {
  const { trigger: remove } = useDeleteBooking();
  return (
    <DataTable
      caption="Danh sách lịch hẹn"
      headingLevel={2}
      stackOnPhone
      columns={columns}
      rows={rows}
      getRowKey={(booking) => booking._id}
      total={total}
      totalLabel={(count) => `Tổng số: ${count} lịch hẹn`}
      page={page}
      onPageChange={onPageChange}
      loading={loading}
      emptyMessage={emptyMessage}
      failure={failure}
      rowActions={(booking) => (
        <>
          <Button variant="ghost" size="icon" aria-label={`Xem chi tiết lịch hẹn ${bookingName(booking)}`} title="Xem chi tiết" onClick={() => onOpen(booking)}>
            <Eye aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Đổi trạng thái lịch hẹn ${bookingName(booking)}`} title="Đổi trạng thái" onClick={() => onChangeStatus(booking)}>
            <ListChecks aria-hidden="true" />
          </Button>
          <DeleteRowButton
            name={bookingName(booking)}
            noun="lịch hẹn"
            onDelete={async () => {
              await remove(booking._id);
              // The last row of a page is gone: show the page before it.
              if (rows.length === 1 && page > 1) onPageChange(page - 1);
            }}
            successMessage={messages.bookings.deleteSuccess}
            failureMessage={messages.bookings.deleteFailed}
          />
        </>
      )}
    />
  );
}
