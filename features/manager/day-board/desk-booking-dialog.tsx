import { CalendarPlus2, CircleCheck, Eye } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '../../../contract/format';
import { branchOf, type BranchId } from '../../../contract/garage';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { deskDefaults, type DeskBooked } from './desk-booking';
import { DeskBookingForm } from './desk-booking-form';

const FORM_ID = 'desk-booking-form';

export interface DeskBookingDialogProps {
  /** The board's branch and day: a new form starts on them. */
  branch: BranchId;
  day: string;
  /** YYYY-MM-DD in the garage's time zone. */
  today: string;
  /** Shows the new booking's branch and day on the board. */
  onShow: (booking: DeskBooked) => void;
}

function Booked({ booking }: { booking: DeskBooked }) {
  return (
    <div className="space-y-4 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
      <p className="font-semibold text-ink">Đã đặt lịch cho {booking.fullName}. Đọc mã lịch cho khách để tra cứu hoặc đổi lịch sau này.</p>
      <p className="rounded-card bg-surface-muted px-4 py-3">
        <span className="block text-sm font-semibold text-ink-muted">Mã lịch</span>
        <span className="block font-mono text-3xl font-bold tracking-[0.2em] text-navy-900">{booking.code}</span>
      </p>
      <p className="text-ink">
        <span className="font-semibold tabular-nums">{booking.timeSlot}</span> ngày <time dateTime={booking.date}>{formatDay(booking.date)}</time>
        {' · '}
        {branchOf(booking.branch)?.name}
      </p>
    </div>
  );
}

/**
 * 'Đặt lịch cho khách': the form for a caller on the phone, then the booking's reference to
 * read out, with a way to book the next caller or see the booking on the board.
 */
export function DeskBookingDialog({ branch, day, today, onShow }: DeskBookingDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<DeskBooked | null>(null);
  // Each new form starts empty on the board's branch and day.
  const [formKey, setFormKey] = useState(0);

  const fresh = () => {
    setBooked(null);
    setFormKey((key) => key + 1);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-send would hide whether the caller has a place.
        if (!next && pending) return;
        if (next) fresh();
        setOpen(next);
      }}
      size="lg"
      title={booked ? 'Đã đặt lịch cho khách' : 'Đặt lịch cho khách'}
      description={booked ? undefined : 'Khách gọi điện hoặc đến quầy: chọn chi nhánh, ngày và khung giờ còn chỗ.'}
      trigger={
        <Button>
          <CalendarPlus2 aria-hidden="true" />
          Đặt lịch cho khách
        </Button>
      }
      footer={
        booked ? (
          <>
            <Button variant="outline" onClick={fresh}>
              <CalendarPlus2 aria-hidden="true" />
              Đặt lịch khác
            </Button>
            <Button
              onClick={() => {
                onShow(booked);
                setOpen(false);
              }}
            >
              <Eye aria-hidden="true" />
              Xem trên bảng
            </Button>
          </>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Hủy
              </Button>
            </DialogClose>
            <Button type="submit" form={FORM_ID} pending={pending}>
              <CalendarPlus2 aria-hidden="true" />
              Đặt lịch
            </Button>
          </>
        )
      }
    >
      {booked ? (
        <Booked booking={booked} />
      ) : (
        <DeskBookingForm key={formKey} id={FORM_ID} defaults={deskDefaults(branch, day, today)} today={today} onPendingChange={setPending} onBooked={setBooked} />
      )}
    </Dialog>
  );
}
