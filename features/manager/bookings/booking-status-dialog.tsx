import { Check } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { bookingStatusBodySchema, type Booking } from '../../../contract/bookings';
import { BOOKING_STATUSES, type BookingStatus } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { BookingStatusBadge } from '../../../entities/booking/booking-status-badge';
import { useUpdateBookingStatus } from '../../../entities/booking/update-booking-status';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { bookingName } from './booking-table';

export interface BookingStatusDialogProps {
  /** The booking whose status changes; null closes the dialog. */
  booking: Booking | null;
  onClose: () => void;
}

/**
 * Pick any of the three statuses (no order is imposed); the current one is marked. Cancelling
 * asks the reason the customer is told (their mail and their lookup card say it).
 */
export function BookingStatusDialog({ booking, onClose }: BookingStatusDialogProps) {
  const [shown, setShown] = useState(booking);
  const [picked, setPicked] = useState<BookingStatus | undefined>(booking?.status);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  if (booking !== null && booking !== shown) {
    setShown(booking);
    setPicked(booking.status);
    setReason('');
    setReasonError(undefined);
  }
  const { trigger: update, isMutating } = useUpdateBookingStatus();
  const toast = useToast();
  const cancelling = picked === 'cancelled' && shown?.status !== 'cancelled';

  const save = async () => {
    if (!shown || !picked) return;
    // The contract's own rule, so the dialog refuses what the server would, in the same words.
    const checked = bookingStatusBodySchema.safeParse({ status: picked, reason: cancelling ? reason : undefined });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? messages.bookings.cancelReasonRequired);
      return;
    }
    try {
      await update({ id: shown._id, status: picked, reason: checked.data.reason || undefined });
      toast.success(messages.bookings.statusUpdateSuccess);
      onClose();
    } catch (error) {
      // The dialog stays open with the choice, for another try.
      toast.error(refusalText(error, messages.bookings.statusUpdateFailed));
    }
  };

  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open && !isMutating) onClose();
      }}
      size="sm"
      title="Cập nhật trạng thái"
      description={shown ? `Lịch hẹn của ${bookingName(shown)}` : undefined}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button pending={isMutating} disabled={!shown || picked === shown.status} onClick={() => void save()}>
            <Check aria-hidden="true" />
            Cập nhật
          </Button>
        </>
      }
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Trạng thái mới</legend>
        {BOOKING_STATUSES.map((status) => {
          const current = shown?.status === status;
          return (
            <label
              key={status}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-control border border-line px-3 py-2.5 hover:bg-navy-50',
                'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              )}
            >
              <input
                type="radio"
                name="booking-status"
                value={status}
                checked={picked === status}
                disabled={isMutating}
                onChange={() => {
                  setPicked(status);
                  setReasonError(undefined);
                }}
                className="size-4 accent-brand-600"
              />
              <BookingStatusBadge status={status} />
              {current ? <span className="ml-auto text-sm font-semibold text-ink-muted">Hiện tại</span> : null}
            </label>
          );
        })}
      </fieldset>
      {cancelling ? (
        <FormField label={messages.bookings.cancelReasonLabel} error={reasonError} required className="mt-4">
          <Textarea
            value={reason}
            disabled={isMutating}
            placeholder={messages.bookings.cancelReasonPlaceholder}
            maxLength={500}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        </FormField>
      ) : null}
    </Dialog>
  );
}
