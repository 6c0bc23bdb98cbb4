import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { latestBookingDay } from '../../../contract/booking-rules';
import { refusalText } from '../../../contract/client';
import { TIME_SLOTS } from '../../../contract/constants';
import { CITY_BRANCHES } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { useCreateDeskBooking } from '../../../entities/booking/create-desk-booking';
import { useAvailability } from '../../../entities/booking/get-availability';
import { useProducts } from '../../../entities/product/get-products';
import { ConsentFields, isNoticeOutdated, useConsentBoxes } from '../../../entities/privacy/consent-fields';
import { ChoiceChip } from '../../../ui/choice-chip';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { deskRefusal, deskSchema, toDeskBody, type DeskBooked, type DeskValues } from './desk-booking';

const NO_SERVICE = { value: '', label: 'Chưa chọn' };

/** The answer the form is showing, with the choice it was about: it goes away once that choice changes. */
type Refusal = { kind: 'samePhone'; key: string } | { kind: 'slotFull'; key: string };

export interface DeskBookingFormProps {
  /** The form's id, so the dialog's footer button submits it. */
  id: string;
  defaults: DeskValues;
  /** YYYY-MM-DD in the garage's time zone. */
  today: string;
  /** True while it sends, so the dialog's buttons can say so. */
  onPendingChange: (pending: boolean) => void;
  onBooked: (booking: DeskBooked) => void;
}

/**
 * The front desk books a caller in: who, which branch, day and slot (each branch's own places;
 * full, past and closed slots cannot be picked), and optionally the service, the car and a note.
 * A full slot keeps everything typed; a phone that already holds that day and slot asks for the
 * reason to keep both, which goes into the booking's history.
 */
export function DeskBookingForm({ id, defaults, today, onPendingChange, onBooked }: DeskBookingFormProps) {
  const toast = useToast();
  const ids = useId();
  const { trigger } = useCreateDeskBooking();
  const consent = useConsentBoxes();
  const services = useProducts();
  const serviceOptions = [NO_SERVICE, ...(services.data ?? []).map((service) => ({ value: service._id, label: service.name }))];
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<DeskValues>({
    defaultValues: defaults,
    // The schema depends on whether a reason is being asked for: read it at each check.
    resolver: async (values, context, options) => {
      const askReason = refusal?.kind === 'samePhone' && refusal.key === phoneKey(values);
      const result = await zodResolver(deskSchema(today, askReason))(toDeskBody(values, askReason) as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });

  const [branch, date, timeSlot, numberPhone] = useWatch({ control, name: ['branch', 'date', 'timeSlot', 'numberPhone'] });
  const lastDay = latestBookingDay(today);
  const bookableDay = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today && date <= lastDay ? date : undefined;
  const availability = useAvailability(bookableDay, branch);
  const slotStates = new Map(availability.data?.branch === branch ? availability.data.slots.map((slot) => [slot.timeSlot, slot]) : []);
  const current = { branch, date, timeSlot, numberPhone };
  const askReason = refusal?.kind === 'samePhone' && refusal.key === phoneKey(current);
  const slotFull = refusal?.kind === 'slotFull' && refusal.key === slotKey(current);

  const submit = handleSubmit(
    async (values) => {
      // What the caller agreed to on the phone, ticked by the desk as they answered.
      const consents = consent.take();
      if (!consents) return;
      onPendingChange(true);
      try {
        const booking = await trigger({ ...toDeskBody(values, askReason), consents });
        toast.success(messages.bookings.deskCreateSuccess);
        onBooked(booking);
      } catch (error) {
        const kind = deskRefusal(error);
        if (kind === 'samePhone') {
          setRefusal({ kind, key: phoneKey(values) });
        } else if (kind === 'slotFull') {
          setRefusal({ kind, key: slotKey(values) });
          // Someone took the last place meanwhile: show the day as it is now.
          void availability.mutate();
        } else {
          toast.error(refusalText(error, messages.bookings.deskCreateFailed));
          // The notice changed meanwhile: the boxes name the new one, to be asked again.
          if (isNoticeOutdated(error)) consent.refresh();
        }
      } finally {
        onPendingChange(false);
      }
    },
    // The other fields' errors take the focus; the box says it is missing too.
    () => void consent.take({ focus: false }),
  );

  // The reason field appears with the answer: the desk types into it next, once the form is unlocked.
  const reasonReady = askReason && !isSubmitting;
  useEffect(() => {
    if (reasonReady && !getValues('samePhoneReason')) setFocus('samePhoneReason');
  }, [reasonReady, getValues, setFocus]);

  const slotErrorId = `${ids}-slot-error`;
  return (
    <form id={id} noValidate aria-label="Đặt lịch cho khách" onSubmit={submit}>
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormField label="Họ tên" required error={errors.fullName?.message}>
          <Input autoComplete="off" {...register('fullName')} />
        </FormField>
        <FormField label="Số điện thoại" required error={errors.numberPhone?.message}>
          <Input type="tel" inputMode="numeric" autoComplete="off" {...register('numberPhone')} />
        </FormField>

        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">Chi nhánh</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {CITY_BRANCHES.map((item) => (
              <ChoiceChip key={item.id} value={item.id} {...register('branch')}>
                {item.shortName}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>

        <FormField label="Ngày hẹn" required error={errors.date?.message}>
          {/* DateInput types min/max as dates only, which a register() result does not fit. */}
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateInput ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} disablePast min={today} max={lastDay} />
            )}
          />
        </FormField>
        <FormField label="Dịch vụ" error={errors.productId?.message}>
          <Select options={serviceOptions} {...register('productId')} />
        </FormField>

        <fieldset className="min-w-0 sm:col-span-2" aria-describedby={errors.timeSlot ? slotErrorId : undefined}>
          <legend className="inline-flex items-center gap-1 text-sm font-semibold text-ink">
            Khung giờ
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          </legend>
          {availability.error ? <p className="mt-1 text-sm text-warning-ink">{messages.bookings.availabilityFailed}</p> : null}
          {availability.data?.branch === branch && availability.data.closedReason ? (
            <p className="mt-1 text-sm font-semibold text-warning-ink">{format(messages.lookup.branchClosed, { reason: availability.data.closedReason })}</p>
          ) : null}
          <div className="mt-2 grid grid-cols-4 gap-2">
            {TIME_SLOTS.map((slot) => {
              const state = slotStates.get(slot);
              const unavailable = state ? state.full || state.past || state.closed : false;
              return (
                <ChoiceChip key={slot} value={slot} disabled={unavailable} invalid={Boolean(errors.timeSlot)} {...register('timeSlot')}>
                  <span className="tabular-nums">{slot}</span>
                  {state ? (
                    <span className="text-xs font-normal">
                      {state.closed
                        ? messages.bookings.slotClosedLabel
                        : state.full
                          ? messages.bookings.slotFullLabel
                          : state.past
                            ? messages.bookings.slotPastLabel
                            : `còn ${state.remaining}/${availability.data?.capacity}`}
                    </span>
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

        <FormField label="Dòng xe" hint="Ví dụ: Toyota Vios 2019" error={errors.carModel?.message}>
          <Input autoComplete="off" {...register('carModel')} />
        </FormField>
        <FormField label="Biển số xe" hint="Ví dụ: 51A-123.45" error={errors.carPlate?.message}>
          <Input autoComplete="off" autoCapitalize="characters" {...register('carPlate')} />
        </FormField>
        <FormField label="Ghi chú" error={errors.description?.message} className="sm:col-span-2">
          <Textarea minRows={2} maxRows={6} placeholder="Tình trạng xe, yêu cầu của khách" {...register('description')} />
        </FormField>

        {slotFull ? (
          <p role="alert" className="flex gap-2 rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink ring-1 ring-danger-line sm:col-span-2">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {messages.bookings.slotFull}
          </p>
        ) : null}
        {askReason ? (
          <div className="space-y-3 rounded-control bg-warning-soft p-3 ring-1 ring-warning-line sm:col-span-2">
            <p role="alert" className="flex gap-2 text-sm font-semibold text-warning-ink">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              <span>
                {messages.bookings.samePhoneTaken} {messages.bookings.deskSamePhoneHint}
              </span>
            </p>
            <FormField label="Lý do giữ cả hai lịch" required hint="Được lưu vào lịch sử của lịch hẹn." error={errors.samePhoneReason?.message}>
              <Textarea minRows={2} maxRows={4} placeholder="Ví dụ: Khách mang hai xe đến cùng lúc" {...register('samePhoneReason')} />
            </FormField>
          </div>
        ) : null}
        <ConsentFields {...consent.fields} forStaff className="sm:col-span-2" />
      </fieldset>
    </form>
  );
}

function phoneKey(values: Pick<DeskValues, 'numberPhone' | 'date' | 'timeSlot'>) {
  return `${values.numberPhone.trim()} ${values.date} ${values.timeSlot}`;
}

function slotKey(values: Pick<DeskValues, 'branch' | 'date' | 'timeSlot'>) {
  return `${values.branch} ${values.date} ${values.timeSlot}`;
}
