import { CalendarCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { BOOKING_MAX_IMAGES, bookingDayProblem, bookingImagesSchema, carModelSchema, carPlateSchema, vietnamPhoneSchema, type Booking } from '../../contract/bookings';
import { CITY_BRANCHES, type BranchId } from '../../contract/garage';
import { ApiError } from '../../contract/client';
import { IMAGE_MAX_BYTES, TIME_SLOTS, type TimeSlot } from '../../contract/constants';
import { latestBookingDay } from '../../contract/booking-rules';
import { isCalendarDay } from '../../contract/day-rules';
import { format, messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { ChoiceChip } from '../../ui/choice-chip';
import { DateInput } from '../../ui/date-input';
import { FormField } from '../../ui/form-field';
import { ImagePicker, type ImagePickerProps } from '../../ui/image-picker';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import { useCreateBooking } from '../../entities/booking/create-booking';
import { useAvailability } from '../../entities/booking/get-availability';
import { ConsentFields, isNoticeOutdated, useConsentBoxes } from '../../entities/privacy/consent-fields';

export interface ChatBookingFormProps {
  /** YYYY-MM-DD: the first day that can be booked. */
  today: string;
  /** The signed-in customer's name, filled in for them. */
  defaultFullName?: string;
  /** The bot's answers to what happened; the form stays for another try unless it was sent. */
  onSent: (booking: Booking) => void;
  onFailed: (message: string) => void;
  onMissingFields: () => void;
  ref?: Ref<HTMLFormElement>;
}

type FieldErrors = Partial<Record<'fullName' | 'numberPhone' | 'branch' | 'date' | 'timeSlot' | 'car' | 'images', string>>;

const rejectionMessage: NonNullable<ImagePickerProps['rejectionMessage']> = (reason) => {
  if (reason === 'not-image') return messages.validation.imageInvalidType;
  if (reason === 'too-large') return messages.validation.imageTooLarge;
  return format(messages.bookings.tooManyImages, { max: BOOKING_MAX_IMAGES });
};

/** The server's own words when it sent some (a full slot, a bad phone number); otherwise the bot's apology. */
function failureMessage(error: unknown) {
  const body = error instanceof ApiError ? error.body : undefined;
  const fromServer = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
  return fromServer || messages.bot.contactFailed;
}

/** The appointment request the bot offers in the conversation: who, which branch, day and slot, and optionally the car, why and pictures. */
export function ChatBookingForm({ today, defaultFullName = '', onSent, onFailed, onMissingFields, ref }: ChatBookingFormProps) {
  const [fullName, setFullName] = useState(defaultFullName);
  const [numberPhone, setNumberPhone] = useState('');
  const [date, setDate] = useState('');
  const [picked, setPicked] = useState<TimeSlot | ''>('');
  const [branch, setBranch] = useState<BranchId | ''>('');
  const [carModel, setCarModel] = useState('');
  const [carPlate, setCarPlate] = useState('');
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const slotIds = useId();
  const { trigger, isMutating } = useCreateBooking();
  const consent = useConsentBoxes();

  const lastDay = latestBookingDay(today);
  const bookableDay = isCalendarDay(date) && date >= today && date <= lastDay ? date : undefined;
  // Each branch has its own places: the slots show for the branch chosen.
  const availability = useAvailability(bookableDay, branch || undefined);
  const slotStates = new Map(availability.data?.slots.map((slot) => [slot.timeSlot, slot]));
  const unavailable = (slot: TimeSlot) => {
    const state = slotStates.get(slot);
    return state ? state.full || state.past || state.closed : false;
  };
  // A slot picked before the day or branch changed may be full there: it is no longer picked.
  const timeSlot = picked && !unavailable(picked) ? picked : '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!fullName.trim()) missing.fullName = messages.validation.fullNameRequired;
    if (!numberPhone.trim()) missing.numberPhone = messages.validation.phoneRequired;
    if (!branch) missing.branch = messages.bookings.branchRequired;
    if (!date) missing.date = messages.bookings.dateRequired;
    if (!timeSlot) missing.timeSlot = messages.bookings.timeSlotRequired;
    if (Object.keys(missing).length > 0 || !timeSlot || !branch) {
      // The consent box says it is missing too; the fields come first.
      consent.take({ focus: false });
      setErrors(missing);
      onMissingFields();
      return;
    }
    const wrong: FieldErrors = {};
    const phone = vietnamPhoneSchema.safeParse(numberPhone);
    if (!phone.success) wrong.numberPhone = phone.error.issues[0]?.message ?? messages.validation.phoneInvalid;
    const dayProblem = isCalendarDay(date) ? bookingDayProblem(date, today) : messages.validation.dateInvalid;
    if (dayProblem) wrong.date = dayProblem;
    const plate = carPlateSchema.safeParse(carPlate);
    const model = carModelSchema.safeParse(carModel);
    if (!plate.success || !model.success) wrong.car = (plate.error ?? model.error)?.issues[0]?.message ?? messages.bookings.plateInvalid;
    const pictures = bookingImagesSchema.safeParse(images);
    if (!pictures.success) wrong.images = pictures.error.issues[0]?.message;
    setErrors(wrong);
    // The consent is the visitor's own tick: without it nothing is sent, and the box takes the focus.
    const consents = consent.take({ focus: Object.keys(wrong).length === 0 });
    if (Object.keys(wrong).length > 0) return;
    if (!consents) {
      onMissingFields();
      return;
    }
    try {
      const booking = await trigger({
        fullName: fullName.trim(),
        numberPhone: numberPhone.trim(),
        date,
        timeSlot,
        branch,
        carModel: carModel.trim(),
        carPlate: plate.data ?? '',
        description: description.trim(),
        images,
        consents,
        // The booking's consent is recorded as given to the virtual assistant.
        channel: 'bot',
      });
      onSent(booking);
    } catch (error) {
      onFailed(failureMessage(error));
      // The notice changed meanwhile: the boxes name the new one, to be ticked again.
      if (isNoticeOutdated(error)) consent.refresh();
      // A slot taken meanwhile shows as full now.
      else void availability.mutate();
    }
  };

  const slotErrorId = `${slotIds}-error`;
  const slotHintId = `${slotIds}-hint`;
  const carErrorId = `${slotIds}-car-error`;
  const branchErrorId = `${slotIds}-branch-error`;

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={onSubmit}
      aria-label={messages.chat.contactFormLabel}
      className="rounded-card bg-surface p-3.5 shadow-card ring-1 ring-line"
    >
      <fieldset disabled={isMutating} className="min-w-0 space-y-4">
        <FormField label={messages.chat.contactFullName} required error={errors.fullName}>
          <Input autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
        </FormField>
        <FormField label={messages.chat.contactPhone} required error={errors.numberPhone}>
          <Input type="tel" inputMode="numeric" autoComplete="tel" value={numberPhone} onChange={(event) => setNumberPhone(event.target.value)} />
        </FormField>
        <fieldset className="min-w-0" aria-describedby={errors.branch ? branchErrorId : undefined}>
          <legend className="inline-flex items-center gap-1 text-sm font-semibold text-ink">
            {messages.chat.contactBranch}
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-1.5">
            {CITY_BRANCHES.map((choice) => (
              <ChoiceChip
                key={choice.id}
                name={`${slotIds}-branch`}
                value={choice.id}
                checked={branch === choice.id}
                onChange={() => setBranch(choice.id)}
                invalid={Boolean(errors.branch)}
                className="px-1 py-1"
              >
                {choice.shortName}
              </ChoiceChip>
            ))}
          </div>
          {errors.branch ? (
            <p id={branchErrorId} className="mt-1.5 text-sm font-semibold text-danger">
              {errors.branch}
            </p>
          ) : null}
        </fieldset>
        <FormField label={messages.chat.contactDate} required error={errors.date}>
          <DateInput value={date} onChange={(event) => setDate(event.target.value)} disablePast min={today} max={lastDay} />
        </FormField>
        <fieldset
          className="min-w-0"
          aria-describedby={[bookableDay && branch ? '' : slotHintId, errors.timeSlot ? slotErrorId : ''].join(' ').trim() || undefined}
        >
          <legend className="inline-flex items-center gap-1 text-sm font-semibold text-ink">
            {messages.chat.contactTimeSlot}
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          </legend>
          {bookableDay && branch ? null : (
            <p id={slotHintId} className="mt-1 text-sm text-ink-muted">
              {branch ? messages.chat.contactPickDate : messages.lookup.pickBranchAndDate}
            </p>
          )}
          {availability.error ? <p className="mt-1 text-sm text-warning-ink">{messages.bookings.availabilityFailed}</p> : null}
          {availability.data?.closedReason ? (
            <p className="mt-1 text-sm font-semibold text-warning-ink">{format(messages.lookup.branchClosed, { reason: availability.data.closedReason })}</p>
          ) : null}
          <div className="mt-2 grid grid-cols-4 gap-1.5">
            {TIME_SLOTS.map((slot) => {
              const state = slotStates.get(slot);
              return (
                <ChoiceChip
                  key={slot}
                  name={`${slotIds}-slot`}
                  value={slot}
                  checked={timeSlot === slot}
                  disabled={unavailable(slot)}
                  onChange={() => setPicked(slot)}
                  invalid={Boolean(errors.timeSlot)}
                  className="px-1 py-1"
                >
                  <span>{slot}</span>
                  {state?.closed ? (
                    <span className="text-xs font-normal">{messages.bookings.slotClosedLabel}</span>
                  ) : state?.signInNeeded && !state.past ? (
                    <span className="text-xs font-normal">{messages.bookings.slotSignInLabel}</span>
                  ) : state?.full ? (
                    <span className="text-xs font-normal">{messages.bookings.slotFullLabel}</span>
                  ) : state?.past ? (
                    <span className="text-xs font-normal">{messages.bookings.slotPastLabel}</span>
                  ) : null}
                </ChoiceChip>
              );
            })}
          </div>
          {errors.timeSlot ? (
            <p id={slotErrorId} className="mt-1.5 text-sm font-semibold text-danger">
              {errors.timeSlot}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="min-w-0" aria-describedby={errors.car ? carErrorId : undefined}>
          <legend className="text-sm font-semibold text-ink">{messages.chat.contactCar}</legend>
          <div className="mt-2 grid grid-cols-2 gap-1.5">
            <Input aria-label="Dòng xe" placeholder="Dòng xe" value={carModel} onChange={(event) => setCarModel(event.target.value)} />
            <Input
              aria-label="Biển số xe"
              aria-invalid={errors.car ? true : undefined}
              placeholder="51A-123.45"
              autoCapitalize="characters"
              value={carPlate}
              onChange={(event) => setCarPlate(event.target.value)}
            />
          </div>
          {errors.car ? (
            <p id={carErrorId} className="mt-1.5 text-sm font-semibold text-danger">
              {errors.car}
            </p>
          ) : null}
        </fieldset>
        <FormField label={messages.chat.contactDescription}>
          <Textarea minRows={2} maxRows={5} value={description} onChange={(event) => setDescription(event.target.value)} />
        </FormField>
        <FormField label={messages.chat.contactImages} error={errors.images}>
          <ImagePicker
            value={images}
            onChange={setImages}
            disabled={isMutating}
            maxFiles={BOOKING_MAX_IMAGES}
            maxBytes={IMAGE_MAX_BYTES}
            rejectionMessage={rejectionMessage}
            className="[&>label]:py-3"
          />
        </FormField>
        <ConsentFields {...consent.fields} className="p-3" />
        <Button type="submit" fullWidth pending={isMutating} pendingLabel={messages.common.sending}>
          <CalendarCheck aria-hidden="true" />
          {messages.chat.contactSubmit}
        </Button>
      </fieldset>
    </form>
  );
}
