import { CarFront, ClipboardCheck } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import type { BranchId } from '../../../contract/garage';
import type { RepairDetail } from '../../../contract/repairs';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { checkInDefaults, type CheckInBooking } from './check-in';
import { CheckInForm } from './check-in-form';

const FORM_ID = 'check-in-form';

export interface CheckInDialogProps {
  /** The board's branch: a walk-in starts on it. */
  branch: BranchId;
  /** Checking in a booking: its customer, car and service fill the form. */
  booking?: CheckInBooking | null;
  /** Opens the dialog; 'Nhận xe khách vãng lai' when missing. */
  trigger?: ReactElement;
  onOpened?: (repair: RepairDetail) => void;
}

/** 'Nhận xe': the check-in form in a dialog, from a booking on the day board or for a walk-in on the workshop board. */
export function CheckInDialog({ branch, booking, trigger, onOpened }: CheckInDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-send would hide whether the job was opened.
        if (!next && pending) return;
        setOpen(next);
      }}
      size="lg"
      title={booking ? `Nhận xe: ${booking.fullName}` : 'Nhận xe khách vãng lai'}
      description={booking ? 'Thông tin từ lịch hẹn đã điền sẵn; ghi thêm số km, nhiên liệu, tình trạng và ảnh xe.' : 'Khách đến không hẹn trước: ghi thông tin khách, xe và tình trạng khi nhận.'}
      trigger={
        trigger ?? (
          <Button>
            <CarFront aria-hidden="true" />
            Nhận xe khách vãng lai
          </Button>
        )
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Hủy
            </Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} pending={pending} pendingLabel="Đang nhận xe...">
            <ClipboardCheck aria-hidden="true" />
            Nhận xe
          </Button>
        </>
      }
    >
      <CheckInForm
        id={FORM_ID}
        defaults={checkInDefaults(branch, booking)}
        booking={booking}
        onPendingChange={setPending}
        onOpened={(repair) => {
          setOpen(false);
          onOpened?.(repair);
        }}
      />
    </Dialog>
  );
}
