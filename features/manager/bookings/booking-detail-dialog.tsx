import { PencilLine, Save, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ApiError, refusalText } from '../../../contract/client';
import type { BookingDetail } from '../../../contract/bookings';
import { formatDateTime, formatDay } from '../../../contract/format';
import { branchOf } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { BookingStatusBadge } from '../../../entities/booking/booking-status-badge';
import { useBookingDetail } from '../../../entities/booking/get-booking-detail';
import { useUpdateBooking, type BookingUpdateBody } from '../../../entities/booking/update-booking';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useLoadErrorToast } from '../use-load-error-toast';
import { BookingEditForm } from './booking-edit-form';
import { BookingHistory } from './booking-history';
import { BookingPictures } from './booking-pictures';

const EDIT_FORM_ID = 'booking-edit-form';

export interface BookingDetailDialogProps {
  /** The booking to show; null closes the dialog. */
  bookingId: string | null;
  onClose: () => void;
}

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

function BookingView({ booking }: { booking: BookingDetail }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label="Mã lịch">
          <span className="font-mono text-lg font-bold tracking-widest">{booking.code}</span>
        </Field>
        <Field label="Chi nhánh">{branchOf(booking.branch)?.name ?? booking.branch}</Field>
        <Field label="Họ tên">
          <span className="font-semibold">{booking.fullName}</span>
        </Field>
        <Field label="Số điện thoại">{booking.numberPhone}</Field>
        <Field label="Ngày hẹn">
          <time dateTime={booking.date}>{formatDay(booking.date)}</time>
        </Field>
        <Field label="Khung giờ">{booking.timeSlot}</Field>
        <Field label="Dịch vụ">{booking.serviceName || <span className="text-ink-muted">Chưa chọn</span>}</Field>
        <Field label="Xe">
          {booking.carModel || booking.carPlate ? (
            [booking.carModel, booking.carPlate].filter(Boolean).join(' · ')
          ) : (
            <span className="text-ink-muted">Không ghi</span>
          )}
        </Field>
        <Field label="Trạng thái">
          <BookingStatusBadge status={booking.status} />
        </Field>
        <Field label="Ngày tạo">{formatDateTime(booking.createdAt)}</Field>
        <Field label="Mô tả" wide>
          {booking.description.trim() ? <span className="break-words whitespace-pre-line">{booking.description}</span> : <span className="text-ink-muted">Không có mô tả</span>}
        </Field>
        <Field label="Hình ảnh" wide>
          <BookingPictures images={booking.images} />
        </Field>
      </dl>
      <section aria-labelledby="booking-history-title" className="space-y-3">
        <h3 id="booking-history-title" className="font-bold text-navy-900">
          Lịch sử cập nhật
        </h3>
        <BookingHistory updates={booking.updates} />
      </section>
    </div>
  );
}

/**
 * One booking: every field, its pictures (large on click) and its history; 'Chỉnh sửa'
 * turns it into a form, 'Lưu' saves with a reason, 'Hủy' goes back unchanged. The bookings
 * screen and the day board both open it.
 */
export function BookingDetailDialog({ bookingId, onClose }: BookingDetailDialogProps) {
  // The last booking stays shown while the dialog closes.
  const [shownId, setShownId] = useState(bookingId);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [samePhoneRefused, setSamePhoneRefused] = useState(false);
  if (bookingId !== null && bookingId !== shownId) {
    setShownId(bookingId);
    setEditing(false);
    setSamePhoneRefused(false);
  }
  const { data: booking, error, isLoading, mutate } = useBookingDetail(shownId);
  const { trigger: update } = useUpdateBooking();
  const toast = useToast();
  const loadError = error ? refusalText(error, messages.bookings.detailLoadFailed) : undefined;
  // Said in place when the booking could not be read; a refresh failing behind it is the toast's.
  useLoadErrorToast(bookingId && booking ? error : undefined, loadError ?? messages.bookings.detailLoadFailed);

  const save = async (body: BookingUpdateBody) => {
    if (!shownId) return;
    setSaving(true);
    try {
      await update({ id: shownId, body });
      toast.success(messages.bookings.updateSuccess);
      setEditing(false);
      setSamePhoneRefused(false);
    } catch (failure) {
      // A full or past slot (409, 400) says so in the server's words; the form stays as typed.
      toast.error(refusalText(failure, messages.bookings.updateFailed));
      // The phone already holds the new day and slot: the form offers to keep both.
      if (failure instanceof ApiError && failure.status === 409 && failure.message === messages.bookings.samePhoneTaken) setSamePhoneRefused(true);
    } finally {
      setSaving(false);
    }
  };

  let body: ReactNode;
  if (booking && editing) body = <BookingEditForm id={EDIT_FORM_ID} booking={booking} saving={saving} samePhoneRefused={samePhoneRefused} onSubmit={save} />;
  else if (booking) body = <BookingView booking={booking} />;
  else if (error) body = <LoadError error={error} message={loadError ?? messages.bookings.detailLoadFailed} onRetry={() => void mutate()} />;
  else if (isLoading || shownId) body = <Spinner showLabel label={messages.common.loading} className="py-8" />;

  const footer = booking ? (
    editing ? (
      <>
        <Button
          variant="outline"
          disabled={saving}
          onClick={() => {
            setEditing(false);
            setSamePhoneRefused(false);
          }}
        >
          <X aria-hidden="true" />
          Hủy
        </Button>
        <Button type="submit" form={EDIT_FORM_ID} pending={saving}>
          <Save aria-hidden="true" />
          Lưu
        </Button>
      </>
    ) : (
      <>
        <DialogClose asChild>
          <Button variant="outline">Đóng</Button>
        </DialogClose>
        <Button onClick={() => setEditing(true)}>
          <PencilLine aria-hidden="true" />
          Chỉnh sửa
        </Button>
      </>
    )
  ) : undefined;

  return (
    <Dialog
      open={bookingId !== null}
      onOpenChange={(open) => {
        // Closing mid-save would hide whether it worked.
        if (open || saving) return;
        setEditing(false);
        setSamePhoneRefused(false);
        onClose();
      }}
      size="lg"
      title={editing ? 'Sửa lịch hẹn' : 'Chi tiết lịch hẹn'}
      description={booking ? `${booking.code} · ${booking.fullName} · ${formatDay(booking.date)} ${booking.timeSlot} · ${branchOf(booking.branch)?.shortName ?? booking.branch}` : undefined}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}
