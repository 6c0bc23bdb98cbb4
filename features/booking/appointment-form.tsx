import { FormNeedsScript } from '../../entities/garage/form-needs-script';
import { CalendarCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { BOOKING_MAX_IMAGES, IMAGE_MAX_BYTES, TIME_SLOTS } from '../../contract/constants';
import type { Booking } from '../../contract/bookings';
import type { BookingPrefill } from '../../contract/booking-prefill';
import { branchOf, type CityBranch } from '../../contract/garage';
import { format, messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { LazyBoundary } from '../../ui/lazy-boundary';
import { retryableLazy } from '../../ui/retryable-lazy';
import { ChoiceChip } from '../../ui/choice-chip';
import { DateInput } from '../../ui/date-input';
import { toIsoDate } from '../../ui/date-iso';
import { FormField } from '../../ui/form-field';
import { ImagePicker } from '../../ui/image-picker';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { useToast } from '../../ui/toast';
import { useCreateBooking } from '../../entities/booking/create-booking';
import { useAvailability } from '../../entities/booking/get-availability';
import { useProducts } from '../../entities/product/get-products';
import { ConsentFields, isNoticeOutdated, useConsentBoxes } from '../../entities/privacy/consent-fields';
import type { appointmentSchema, AppointmentInput, AppointmentValues } from './appointment-schema';
import { bookingImagesMaxText, latestBookingDay } from '../../contract/booking-rules';
import { isCalendarDay } from '../../contract/day-rules';
import { drawnFormValues } from './drawn-form-values';
import { emptyAppointment } from './empty-appointment';

type AppointmentSchema = ReturnType<typeof appointmentSchema>;

// The summary loads with the first booking sent (alongside the contract), not with the page.
const loadSummaryCard = () => import('../../entities/booking/booking-summary-card');
const BookingSummaryCard = retryableLazy(() => loadSummaryCard().then((module) => module.BookingSummaryCard));

const NO_SERVICE = { value: '', label: 'Chưa chọn' };
/** The fields a visitor can fill before the script arrives (pictures need it). */
const DRAWN_FIELDS = ['fullName', 'numberPhone', 'branch', 'date', 'timeSlot', 'productId', 'carModel', 'carPlate', 'description'] as const;
let built: { today: string; schema: AppointmentSchema } | undefined;

/** The schema of `today`, built once rather than at every check (each keystroke after a failed submit). */
function schemaFor(build: typeof appointmentSchema, today: string): AppointmentSchema {
  if (built?.today !== today) built = { today, schema: build(today) };
  return built.schema;
}

export interface AppointmentFormProps {
  /** YYYY-MM-DD; the visitor's today unless a story pins it. */
  today?: string;
  /** The branches an appointment can be made at. */
  branches: readonly CityBranch[];
  /** Values a link filled in (car, service, branch); the visitor checks them and adds the rest. */
  prefill?: BookingPrefill | undefined;
  className?: string;
}

/**
 * The contact page's appointment request: who, where, when, which car, why, and optional
 * pictures. Once booked, the form gives way to the booking's summary and its reference.
 */
export function AppointmentForm({ today: pinnedToday, branches, prefill, className }: AppointmentFormProps) {
  const [today] = useState(() => pinnedToday ?? toIsoDate(new Date()));
  // The schema and zod load with the first check (the first submit), not with the page: the
  // form shows and takes input without them.
  const resolver = useCallback<Resolver<AppointmentInput, unknown, AppointmentValues>>(
    async (values, context, options) => {
      const [{ zodResolver }, { appointmentSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('./appointment-schema')]);
      return zodResolver(schemaFor(appointmentSchema, today))(values, context, options);
    },
    [today],
  );
  const toast = useToast();
  const formId = useId();
  // On a slow phone the server's form is used before its script arrives: what was typed and
  // tapped then is in the page, read before hydration touches it (see the effect below).
  const [drawn] = useState(() => drawnFormValues(formId, DRAWN_FIELDS));
  const slotIds = useId();
  const slotHintId = `${slotIds}-hint`;
  const slotErrorId = `${slotIds}-error`;
  const branchErrorId = `${slotIds}-branch-error`;
  const { trigger, isMutating } = useCreateBooking();
  const consent = useConsentBoxes();
  const services = useProducts();
  const serviceOptions = [NO_SERVICE, ...(services.data ?? []).map((service) => ({ value: service._id, label: service.name }))];
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<AppointmentInput, unknown, AppointmentValues>({
    resolver,
    defaultValues: {
      ...emptyAppointment,
      carPlate: prefill?.carPlate ?? '',
      carModel: prefill?.carModel ?? '',
      productId: prefill?.productId ?? '',
      branch: branches.some((branch) => branch.id === prefill?.branch) ? prefill!.branch! : '',
    },
  });

  // Given back once hydrated, not as defaults: the hydrating render must draw what the server
  // drew, and registering the fields has just reset them to their defaults.
  useEffect(() => {
    for (const name of DRAWN_FIELDS) {
      const value = drawn[name];
      if (value !== undefined) setValue(name, value);
    }
  }, [drawn, setValue]);

  const [booked, setBooked] = useState<Booking | null>(null);
  /** The summary's chunk could not be loaded: the reference is shown plainly instead. */
  const [summaryFailed, setSummaryFailed] = useState(false);
  const bookingAgain = useRef(false);
  const date = useWatch({ control, name: 'date' });
  const branch = branchOf(useWatch({ control, name: 'branch' }))?.id;
  const lastDay = latestBookingDay(today);
  const bookableDay = isCalendarDay(date) && date >= today && date <= lastDay ? date : undefined;
  // Each branch has its own places: the slots show for the branch chosen.
  const availability = useAvailability(bookableDay, branch);
  const slotStates = new Map(availability.data?.slots.map((slot) => [slot.timeSlot, slot]));

  // Back from the summary to an empty form: the visitor starts at its first field.
  useEffect(() => {
    if (booked || !bookingAgain.current) return;
    bookingAgain.current = false;
    setFocus('fullName');
  }, [booked, setFocus]);

  // A slot picked before the day or branch was changed may be full there.
  useEffect(() => {
    const picked = getValues('timeSlot');
    const state = availability.data?.slots.find((slot) => slot.timeSlot === picked);
    if (state && (state.full || state.past || state.closed)) setValue('timeSlot', '');
  }, [availability.data, getValues, setValue]);

  const onSubmit = handleSubmit(
    async (values) => {
      // The consent is the visitor's own tick, sent with the notice's version it names.
      const consents = consent.take();
      if (!consents) return;
      loadSummaryCard().catch(() => undefined);
      try {
        const booking = await trigger({ ...values, consents });
        reset(emptyAppointment);
        consent.reset();
        setBooked(booking);
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : messages.common.unknownError);
        // The notice changed meanwhile: the boxes name the new one, to be ticked again.
        if (isNoticeOutdated(error)) consent.refresh();
        // A 409 means someone took the last place meanwhile: show the day as it is now.
        else void availability.mutate();
      }
    },
    // The other fields' errors take the focus; the box says it is missing too.
    () => void consent.take({ focus: false }),
  );

  if (booked) {
    const bookAgain = () => {
      bookingAgain.current = true;
      setSummaryFailed(false);
      setBooked(null);
    };
    // What matters most, should the summary be late or fail to load: it worked, and the reference.
    const plain = (
      <div role="status" className={cn('space-y-2 rounded-card bg-surface p-4 ring-1 ring-success-line sm:p-6', className)}>
        <p className="text-title font-bold text-success-ink">{messages.bookings.createSuccess}</p>
        <p>
          {messages.bookingCard.codeLabel}: <strong className="font-mono text-2xl tracking-[0.18em] text-navy-900">{booked.code}</strong>
        </p>
        <p className="text-sm text-ink-muted">{messages.bookingCard.codeKeep}</p>
        {summaryFailed ? (
          <Button type="button" variant="ghost" onClick={bookAgain}>
            {messages.bookingCard.bookAnother}
          </Button>
        ) : null}
      </div>
    );
    if (summaryFailed) return plain;
    return (
      <LazyBoundary
        fallback={plain}
        onError={() => {
          BookingSummaryCard.retry();
          setSummaryFailed(true);
        }}
      >
        <BookingSummaryCard booking={booked} autoFocus onBookAgain={bookAgain} className={className} />
      </LazyBoundary>
    );
  }

  return (
    <form id={formId} noValidate onSubmit={onSubmit} aria-label="Đặt lịch hẹn" className={className}>
      <fieldset disabled={isMutating} className="min-w-0 space-y-5">
        {/* With the fields, so it leaves with them when the summary takes their place. */}
        <p className="text-sm text-ink-muted">Các mục có dấu * là bắt buộc.</p>
        <FormNeedsScript />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Họ và tên" required error={errors.fullName?.message}>
            <Input autoComplete="name" {...register('fullName')} />
          </FormField>
          <FormField label="Số điện thoại" required hint="Gồm 10 chữ số, ví dụ 0912345678" error={errors.numberPhone?.message}>
            <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('numberPhone')} />
          </FormField>
        </div>

        <fieldset className="min-w-0" aria-describedby={errors.branch ? branchErrorId : undefined}>
          <legend className="inline-flex items-center gap-1 text-sm font-semibold text-ink">
            Chi nhánh
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {branches.map((branch) => (
              <ChoiceChip key={branch.id} value={branch.id} invalid={Boolean(errors.branch)} className="items-start px-3 py-2 text-left" {...register('branch')}>
                <span>{branch.name}</span>
                <span className="text-xs font-normal">{branch.address}</span>
              </ChoiceChip>
            ))}
          </div>
          {errors.branch ? (
            <p id={branchErrorId} className="mt-1.5 text-sm font-semibold text-danger">
              {errors.branch.message}
            </p>
          ) : null}
        </fieldset>

        <FormField label="Ngày hẹn" required error={errors.date?.message} className="sm:max-w-xs">
          {/* DateInput types min/max as dates only, which a register() result does not fit. */}
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disablePast
                min={today}
                max={lastDay}
              />
            )}
          />
        </FormField>

        <fieldset
          className="min-w-0"
          aria-describedby={[bookableDay && branch ? undefined : slotHintId, errors.timeSlot ? slotErrorId : undefined].filter(Boolean).join(' ') || undefined}
        >
          <legend className="inline-flex items-center gap-1 text-sm font-semibold text-ink">
            Khung giờ
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          </legend>
          {bookableDay && branch ? null : (
            <p id={slotHintId} className="mt-1 text-sm text-ink-muted">
              {messages.lookup.pickBranchAndDate}
            </p>
          )}
          {availability.error ? (
            <p className="mt-1 text-sm text-warning-ink">{messages.bookings.availabilityFailed}</p>
          ) : null}
          {availability.data?.closedReason ? (
            <p className="mt-1 text-sm font-semibold text-warning-ink">{format(messages.lookup.branchClosed, { reason: availability.data.closedReason })}</p>
          ) : null}
          <div className="mt-2 grid grid-cols-2 gap-2 min-[420px]:grid-cols-4">
            {TIME_SLOTS.map((slot) => {
              const state = slotStates.get(slot);
              const unavailable = state ? state.full || state.past || state.closed : false;
              return (
                <ChoiceChip key={slot} value={slot} disabled={unavailable} invalid={Boolean(errors.timeSlot)} {...register('timeSlot')}>
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
              {errors.timeSlot.message}
            </p>
          ) : null}
        </fieldset>

        <FormField label="Dịch vụ (không bắt buộc)" hint="Chưa rõ cần gì? Bỏ trống, gara sẽ tư vấn khi gọi lại." error={errors.productId?.message}>
          <Select options={serviceOptions} {...register('productId')} />
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Dòng xe (không bắt buộc)" hint="Ví dụ: Toyota Vios 2019" error={errors.carModel?.message}>
            <Input autoComplete="off" {...register('carModel')} />
          </FormField>
          <FormField label="Biển số xe (không bắt buộc)" hint="Ví dụ: 51A-123.45" error={errors.carPlate?.message}>
            <Input autoComplete="off" autoCapitalize="characters" {...register('carPlate')} />
          </FormField>
        </div>

        <FormField label="Lời nhắn" required hint="Tình trạng xe hoặc dịch vụ bạn cần" error={errors.description?.message}>
          <Textarea minRows={3} maxRows={8} {...register('description')} />
        </FormField>

        <FormField
          label="Hình ảnh (không bắt buộc)"
          hint={format(messages.bookings.imagesHint, { max: BOOKING_MAX_IMAGES, total: bookingImagesMaxText })}
          error={errors.images?.message}
        >
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <ImagePicker
                value={field.value}
                onChange={field.onChange}
                disabled={isMutating}
                maxFiles={BOOKING_MAX_IMAGES}
                maxBytes={IMAGE_MAX_BYTES}
                label="Chọn ảnh"
              />
            )}
          />
        </FormField>

        <ConsentFields {...consent.fields} />

        <Button type="submit" size="lg" pending={isMutating} pendingLabel={messages.common.sending} className="w-full sm:w-auto">
          <CalendarCheck aria-hidden="true" />
          Đặt lịch hẹn
        </Button>
      </fieldset>
    </form>
  );
}
