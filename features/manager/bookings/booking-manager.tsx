import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Booking } from '../../../contract/bookings';
import { branchOf } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { exportBookingsCsv } from '../../../entities/booking/export-bookings';
import { useManagerBookings } from '../../../entities/booking/get-manager-bookings';
import { useUsualBranch } from '../../../entities/branch/get-branch-settings';
import { Button } from '../../../ui/button';
import { namesBranches } from '../branch-param';
import { CsvExportButton } from '../csv-export-button';
import { useLoadFailure } from '../use-load-failure';
import { useMarkSeenOnOpen } from '../use-mark-seen';
import { BookingDetailDialog } from './booking-detail-dialog';
import { bookingFilterParams, hasBookingFilters, hasBookingSearch, readBookingFilters, type BookingFilters } from './booking-filters';
import { BookingSearch } from './booking-search';
import { BookingStatusDialog } from './booking-status-dialog';
import { BookingTable } from './booking-table';
import { MonthlyStatsDialog } from './monthly-stats-dialog';

/**
 * `/manager/booking`: every appointment, searched by branch, day, slot, status and name or
 * phone (all in the address, so the start page can link to `?status=pending` or today's date),
 * with its detail and edit, status, delete, the monthly statistics and the CSV export. Without
 * `?branch=` it opens on the staff member's usual branch (both when none).
 */
export function BookingManager() {
  useMarkSeenOnOpen('bookings');
  const [params, setParams] = useSearchParams();
  const usual = useUsualBranch();
  const { filters, page } = readBookingFilters(params, usual.branch);
  // Until the usual branch is known, the list would show the wrong branch for a moment.
  const ready = usual.known || namesBranches(params.get('branch'));
  const filtered = hasBookingFilters(filters);
  const { data, error, isLoading, mutate } = useManagerBookings(ready ? { page, ...filters } : null);
  const failure = useLoadFailure({ data, error, isLoading, mutate }, hasBookingSearch(filters) ? messages.bookings.searchFailed : messages.bookings.listLoadFailed);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [statusTarget, setStatusTarget] = useState<Booking | null>(null);
  const branchName = branchOf(filters.branch)?.name;

  const go = (next: BookingFilters, nextPage = 1) => setParams(bookingFilterParams(next, nextPage, usual.branch));

  const emptyMessage = filtered ? messages.bookings.filterEmpty : messages.bookings.empty;

  return (
    <section aria-labelledby="manager-page-title" className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="manager-page-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
            Quản lý lịch hẹn
          </h1>
          <p className="mt-1 text-ink-muted">Lịch hẹn khách đặt qua trang Liên hệ, khung chat và tại quầy: xác nhận, sửa, hủy và thống kê.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={filters.branch ? `/manager/booking-board?branch=${filters.branch}` : '/manager/booking-board'}>
              <CalendarClock aria-hidden="true" />
              Lịch trong ngày
            </Link>
          </Button>
          <MonthlyStatsDialog branch={filters.branch} />
          <CsvExportButton
            noun="lịch hẹn"
            exportCsv={(range) => exportBookingsCsv(range, filters.branch)}
            scope={branchName ? `Chỉ lịch hẹn của ${branchName}.` : 'Lịch hẹn của cả hai chi nhánh.'}
          />
        </div>
      </header>
      <BookingSearch filters={filters} onSearch={(next) => go(next)} />
      <BookingTable
        rows={data?.items ?? []}
        total={data?.total ?? 0}
        page={page}
        onPageChange={(next) => go(filters, next)}
        loading={isLoading || !ready}
        emptyMessage={emptyMessage}
        failure={failure}
        onOpen={(booking) => setDetailId(booking._id)}
        onChangeStatus={setStatusTarget}
      />
      <BookingDetailDialog bookingId={detailId} onClose={() => setDetailId(null)} />
      <BookingStatusDialog booking={statusTarget} onClose={() => setStatusTarget(null)} />
    </section>
  );
}
