import { RotateCcw, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { bookingListQuerySchema } from '../../../contract/bookings';
import { BOOKING_STATUS_META, BOOKING_STATUSES, TIME_SLOTS, type BookingStatus, type TimeSlot } from '../../../contract/constants';
import { CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { LIST_SEARCH_MAX } from '../../../contract/paging';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { bookingFilterParams, type BookingFilters } from './booking-filters';

const slotOptions = [{ value: '', label: 'Tất cả khung giờ' }, ...TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))];
const branchOptions = [{ value: '', label: 'Cả hai chi nhánh' }, ...CITY_BRANCHES.map((branch) => ({ value: branch.id, label: branch.name }))];
const statusOptions = [{ value: '', label: 'Tất cả trạng thái' }, ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_META[status].label }))];

export interface BookingSearchProps {
  /** The filters in the address; the form starts from them. */
  filters: BookingFilters;
  onSearch: (filters: BookingFilters) => void;
}

/**
 * Branch, day, time slot, status and name or phone, searched on the server by 'Tìm kiếm';
 * 'Đặt lại' clears them all and shows every booking of both branches again.
 */
export function BookingSearch({ filters, onSearch }: BookingSearchProps) {
  const [q, setQ] = useState(filters.q ?? '');
  const [date, setDate] = useState(filters.date ?? '');
  const [timeSlot, setTimeSlot] = useState<TimeSlot | ''>(filters.timeSlot ?? '');
  const [status, setStatus] = useState<BookingStatus | ''>(filters.status ?? '');
  const [branch, setBranch] = useState<BranchId | ''>(filters.branch ?? '');
  const [error, setError] = useState<string>();
  // The address changed (a search, a link, back or forward): the fields follow it, in place,
  // so the focus stays where it was.
  const addressKey = bookingFilterParams(filters).toString();
  const [shownKey, setShownKey] = useState(addressKey);
  if (addressKey !== shownKey) {
    setShownKey(addressKey);
    setQ(filters.q ?? '');
    setDate(filters.date ?? '');
    setTimeSlot(filters.timeSlot ?? '');
    setStatus(filters.status ?? '');
    setBranch(filters.branch ?? '');
    setError(undefined);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = bookingListQuerySchema.shape.q.safeParse(q);
    if (!text.success) return setError(text.error.issues[0]?.message);
    setError(undefined);
    onSearch({ q: text.data, date: date || undefined, timeSlot: timeSlot || undefined, status: status || undefined, branch: branch || undefined });
  };

  const clear = () => {
    setQ('');
    setDate('');
    setTimeSlot('');
    setStatus('');
    setBranch('');
    setError(undefined);
    onSearch({});
  };

  return (
    <form
      role="search"
      aria-label="Tìm lịch hẹn"
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-2 sm:items-start lg:grid-cols-3 2xl:grid-cols-[minmax(0,1.5fr)_repeat(4,minmax(0,1fr))_auto]"
    >
      <FormField label="Họ tên hoặc số điện thoại" error={error}>
        <Input
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={LIST_SEARCH_MAX}
          value={q}
          placeholder="Ví dụ: 0912"
          onChange={(event) => {
            setQ(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </FormField>
      <FormField label="Chi nhánh">
        <Select value={branch} onChange={(event) => setBranch(event.target.value as BranchId | '')} options={branchOptions} />
      </FormField>
      <FormField label="Ngày hẹn">
        <DateInput value={date} onChange={(event) => setDate(event.target.value)} />
      </FormField>
      <FormField label="Khung giờ">
        <Select value={timeSlot} onChange={(event) => setTimeSlot(event.target.value as TimeSlot | '')} options={slotOptions} />
      </FormField>
      <FormField label="Trạng thái">
        <Select value={status} onChange={(event) => setStatus(event.target.value as BookingStatus | '')} options={statusOptions} />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:mt-7">
        <Button type="submit">
          <Search aria-hidden="true" />
          Tìm kiếm
        </Button>
        <Button type="button" variant="outline" onClick={clear}>
          <RotateCcw aria-hidden="true" />
          Đặt lại
        </Button>
      </div>
    </form>
  );
}
