import { CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { ApiError, refusalText } from '../../contract/client';
import { BOOKING_RESCHEDULE_LEAD_HOURS, TIME_SLOTS, type TimeSlot } from '../../contract/constants';
import { garageToday } from '../../contract/format';
import { branchOf, CITY_BRANCHES, type BranchId } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { dayWithWeekday } from '../../entities/booking/booking-day';
import { useAvailability } from '../../entities/booking/get-availability';
import { Button } from '../../ui/button';
import { ChoiceChip } from '../../ui/choice-chip';
import { DateInput } from '../../ui/date-input';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { latestBookingDay } from '../../contract/booking-rules';
import { isCalendarDay } from '../../contract/day-rules';
import { isSamePlace, rescheduleProblems, type BookingPlace, type RescheduleProblems } from './reschedule-choice';

export interface RescheduleChange {
  branch: BranchId;
  date: string;
  timeSlot: TimeSlot;
}

export interface RescheduleDialogProps {
  /** Where the booking is now. */
  booking: { branch: BranchId; date: string; timeSlot: TimeSlot };
  /** The button that opens it; the focus goes back to it. */
  trigger: ReactElement;
  /** Sends the move; a rejection is shown in the dialog in the server's words. */
  onReschedule: (change: RescheduleChange) => Promise<unknown>;
  /** YYYY-MM-DD; the garage's today unless a story pins it. */
  today?: string;
  /** Where the focus goes once it closes, when not back to the trigger (gone once the booking moved). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Đổi lịch hẹn': another branch, day or slot for a booking, with each branch's places for the
 * day chosen (full, past and closed slots cannot be picked). 'Lịch hẹn của tôi' and the lookup
 * page both open it; each says how the move is sent.
 */
export function RescheduleDialog({ booking, trigger, onReschedule, today: pinnedToday, onCloseAutoFocus }: RescheduleDialogProps) {
  const toast = useToast();
  const ids = useId();
  const [today] = useState(() => pinnedToday ?? garageToday());
  const [open, setOpen] = useState(false);
  const [branch, setBranch] = useState<BranchId>(booking.branch);
  const [date, setDate] = useState(booking.date);
  const [picked, setPicked] = useState<TimeSlot | ''>('');
  const [problems, setProblems] = useState<RescheduleProblems>({});
  const [refusal, setRefusal] = useState('');
  const [pending, setPending] = useState(false);

  const lastDay = latestBookingDay(today);
  const bookableDay = isCalendarDay(date) && date >= today && date <= lastDay ? date : undefined;
  // Asked only while the dialog is open: a list of bookings draws one closed dialog each.
  const availability = useAvailability(open ? bookableDay : undefined, branch);
  const slotStates = new Map(availability.data?.slots.map((slot) => [slot.timeSlot, slot]));
  const closedReason = availability.data?.closedReason ?? null;
  const current: BookingPlace = booking;
  const isCurrent = (slot: TimeSlot) => isSamePlace({ branch, date, timeSlot: slot }, current);
  const unavailable = (slot: TimeSlot) => {
    const state = slotStates.get(slot);
    return isCurrent(slot) || (state ? state.full || state.past || state.closed : false);
  };
  // A slot picked before the day or branch changed may be taken there: it is no longer picked.
  const timeSlot = picked && !unavailable(picked) ? picked : '';

  const changeOpen = (next: boolean) => {
    // Closing mid-request would hide whether the booking moved.
    if (pending) return;
    if (next) {
      setBranch(booking.branch);
      setDate(booking.date);
      setPicked('');
      setProblems({});
      setRefusal('');
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = rescheduleProblems({ branch, date, timeSlot }, current, today);
    setProblems(found);
    setRefusal('');
    if (Object.keys(found).length > 0 || !timeSlot) return;
    setPending(true);
    try {
      await onReschedule({ branch, date, timeSlot });
      setPending(false);
      setOpen(false);
      toast.success(messages.bookings.rescheduleSuccess);
    } catch (error) {
      setPending(false);
      setRefusal(refusalText(error, messages.bookings.rescheduleFailed));
      // Someone took the place meanwhile: show the day as it is now.
      if (error instanceof ApiError && error.status === 409) void availability.mutate();
    }
  };

  const formId = `${ids}-form`;
  const slotHintId = `${ids}-slot-hint`;
  const slotErrorId = `${ids}-slot-error`;
  const closedId = `${ids}-closed`;
  const currentBranch = branchOf(booking.branch);
  const alert = refusal || problems.choice;

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={messages.bookingCard.reschedule}
      description={
        <>
          <p>{format(messages.lookup.rescheduleCurrent, { slot: booking.timeSlot, day: dayWithWeekday(booking.date), branch: currentBranch?.name ?? '' })}</p>
          <p className="mt-1">{format(messages.lookup.rescheduleIntro, { hours: BOOKING_RESCHEDULE_LEAD_HOURS })}</p>
        </>
      }
      onInteractOutside={(event) => {
        if (pending) event.preventDefault();
      }}
      onEscapeKeyDown={(event) => {
        if (pending) event.preventDefault();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <Button variant="outline" disabled={pending} onClick={() => changeOpen(false)}>
            {messages.lookup.keepCurrent}
          </Button>
          <Button type="submit" form={formId} pending={pending} pendingLabel={messages.lookup.rescheduling}>
            {messages.lookup.rescheduleSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label={messages.bookingCard.reschedule}>
        <fieldset disabled={pending} className="min-w-0 space-y-5">
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold text-ink">{messages.chat.contactBranch}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {CITY_BRANCHES.map((choice) => (
                <ChoiceChip
                  key={choice.id}
                  name={`${ids}-branch`}
                  value={choice.id}
                  checked={branch === choice.id}
                  onChange={() => setBranch(choice.id)}
                  className="items-start px-3 py-2 text-left"
                >
                  <span>{choice.name}</span>
                  <span className="text-xs font-normal">{choice.address}</span>
                </ChoiceChip>
              ))}
            </div>
          </fieldset>

          <FormField label={messages.lookup.newDate} required error={problems.date} className="sm:max-w-xs">
            <DateInput value={date} onChange={(event) => setDate(event.target.value)} disablePast min={today} max={lastDay} />
          </FormField>

          <fieldset
            className="min-w-0"
            aria-describedby={
              [bookableDay ? '' : slotHintId, closedReason ? closedId : '', problems.timeSlot ? slotErrorId : ''].filter(Boolean).join(' ') || undefined
            }
          >
            <legend className="inline-flex items-center gap-1 text-sm font-semibold text-ink">
              {messages.lookup.newSlot}
              <span aria-hidden="true" className="text-danger">
                *
              </span>
            </legend>
            {bookableDay ? null : (
              <p id={slotHintId} className="mt-1 text-sm text-ink-muted">
                {messages.chat.contactPickDate}
              </p>
            )}
            {closedReason ? (
              <p id={closedId} className="mt-1 text-sm font-semibold text-warning-ink">
                {format(messages.lookup.branchClosed, { reason: closedReason })}
              </p>
            ) : null}
            {availability.error ? <p className="mt-1 text-sm text-warning-ink">{messages.bookings.availabilityFailed}</p> : null}
            <div className="mt-2 grid grid-cols-2 gap-2 min-[420px]:grid-cols-4">
              {TIME_SLOTS.map((slot) => {
                const state = slotStates.get(slot);
                return (
                  <ChoiceChip
                    key={slot}
                    name={`${ids}-slot`}
                    value={slot}
                    checked={timeSlot === slot}
                    disabled={unavailable(slot)}
                    onChange={() => setPicked(slot)}
                    invalid={Boolean(problems.timeSlot)}
                  >
                    <span>{slot}</span>
                    {isCurrent(slot) ? (
                      <span className="text-xs font-normal">{messages.lookup.currentSlotLabel}</span>
                    ) : state?.closed ? (
                      <span className="text-xs font-normal">{messages.bookings.slotClosedLabel}</span>
                    ) : state?.full ? (
                      <span className="text-xs font-normal">{messages.bookings.slotFullLabel}</span>
                    ) : state?.past ? (
                      <span className="text-xs font-normal">{messages.bookings.slotPastLabel}</span>
                    ) : null}
                  </ChoiceChip>
                );
              })}
            </div>
            {problems.timeSlot ? (
              <p id={slotErrorId} className="mt-1.5 text-sm font-semibold text-danger">
                {problems.timeSlot}
              </p>
            ) : null}
          </fieldset>

          {alert ? (
            <p role="alert" className="flex items-start gap-2 rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {alert}
            </p>
          ) : null}
        </fieldset>
      </form>
    </Dialog>
  );
}
