import { zodResolver } from '@hookform/resolvers/zod';
import { CarFront, History } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BOOKING_MAX_IMAGES } from '../../../contract/bookings';
import { bookingImagesMaxText } from '../../../contract/booking-rules';
import { refusalText } from '../../../contract/client';
import { CITY_BRANCHES } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { displayPlate, FUEL_LEVEL_LABELS, FUEL_LEVELS, ODOMETER_MAX_KM, REPAIR_NOTE_MAX, REPAIR_STEP_LABELS } from '../../../contract/repair-steps';
import { groupThousands } from '../../../contract/format';
import { groupTypedWholeNumber } from '../../../contract/typed-number-rules';
import { openRepairBodySchema, type RepairDetail } from '../../../contract/repairs';
import { useVehicleByPlate } from '../../../entities/repair/find-vehicle-by-plate';
import { useWorkshopStaff } from '../../../entities/repair/get-workshop-staff';
import { useOpenRepair } from '../../../entities/repair/open-repair';
import { ConsentFields, isNoticeOutdated, useConsentBoxes } from '../../../entities/privacy/consent-fields';
import { Checkbox } from '../../../ui/checkbox';
import { ChoiceChip } from '../../../ui/choice-chip';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { ImageField } from '../image-field';
import { checkInProblems, checkInSchema, lookupPlate, otherOwner, toOpenBody, type CheckInBooking, type CheckInValues } from './check-in';

export interface CheckInFormProps {
  /** The form's id, so the dialog's footer button submits it. */
  id: string;
  defaults: CheckInValues;
  /** The booking being checked in; none for a walk-in. */
  booking?: CheckInBooking | null;
  onPendingChange: (pending: boolean) => void;
  onOpened: (repair: RepairDetail) => void;
}

/**
 * 'Nhận xe': who brought the car, which car (a plate the garage knows fills its model and year),
 * its km and fuel as read at the desk, what the customer asks for, photos of its state, and who
 * takes the job. From a booking everything it knows is filled in already.
 */
export function CheckInForm({ id, defaults, booking, onPendingChange, onOpened }: CheckInFormProps) {
  const toast = useToast();
  const { trigger } = useOpenRepair();
  const consent = useConsentBoxes();
  const staff = useWorkshopStaff();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CheckInValues>({
    defaultValues: defaults,
    resolver: async (values, context, options) => {
      const body = toOpenBody(values, booking);
      const result = await zodResolver(openRepairBodySchema)(body as never, context, options as never);
      const errors: Record<string, unknown> = { ...result.errors };
      for (const [field, message] of Object.entries(checkInProblems(body))) errors[field] ??= { type: 'required', message };
      return { values: Object.keys(errors).length ? {} : values, errors } as never;
    },
  });

  const plate = useWatch({ control, name: 'plate' });
  const phone = useWatch({ control, name: 'numberPhone' });
  const known = useVehicleByPlate(lookupPlate(plate));
  const vehicle = known.data;
  const owner = otherOwner(vehicle, phone);
  const openJob = vehicle?.repairs.find((job) => job.closedAt === null);

  // A car the garage has seen fills in what the desk has not typed yet; what was typed stays.
  useEffect(() => {
    if (!vehicle) return;
    if (!getValues('model').trim()) setValue('model', vehicle.model);
    if (!getValues('year').trim() && vehicle.year) setValue('year', String(vehicle.year));
  }, [vehicle, getValues, setValue]);

  const submit = handleSubmit(
    async (values) => {
      // What the customer agreed to at the counter, ticked by the desk as they answered.
      const consents = consent.take();
      if (!consents) return;
      onPendingChange(true);
      try {
        // What the checks made of it (plate upper-cased, numbers as numbers) is what goes out.
        const repair = await trigger(checkInSchema.parse({ ...toOpenBody(values, booking), consents }));
        toast.success(format(messages.repairs.openSuccess, { plate: displayPlate(repair.vehicle.plate), code: repair.code }));
        onOpened(repair);
      } catch (error) {
        toast.error(refusalText(error, messages.repairs.openFailed));
        // The notice changed meanwhile: the boxes name the new one, to be asked again.
        if (isNoticeOutdated(error)) consent.refresh();
      } finally {
        onPendingChange(false);
      }
    },
    // The other fields' errors take the focus; the box says it is missing too.
    () => void consent.take({ focus: false }),
  );

  const staffOptions = [{ value: '', label: 'Tôi (người nhận xe)' }, ...(staff.data ?? []).map((member) => ({ value: member._id, label: member.fullName }))];
  const walkIn = !booking;

  return (
    <form id={id} noValidate aria-label={walkIn ? 'Nhận xe khách vãng lai' : `Nhận xe theo lịch hẹn ${booking.code}`} onSubmit={submit}>
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
        {booking ? (
          <p className="rounded-control bg-info-soft px-3 py-2 text-sm text-info-ink ring-1 ring-info-line sm:col-span-2">
            Theo lịch hẹn <span className="font-mono font-semibold">{booking.code}</span>
            {booking.serviceName ? ` · ${booking.serviceName}` : ''}
          </p>
        ) : null}
        <FormField label="Họ tên khách" required={walkIn} error={errors.fullName?.message}>
          <Input autoComplete="off" {...register('fullName')} />
        </FormField>
        <FormField label="Số điện thoại" required={walkIn} error={errors.numberPhone?.message}>
          <Input type="tel" inputMode="numeric" autoComplete="off" {...register('numberPhone')} />
        </FormField>

        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">Chi nhánh</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {CITY_BRANCHES.map((item) => (
              <ChoiceChip key={item.id} value={item.id} invalid={Boolean(errors.branch)} {...register('branch')}>
                {item.shortName}
              </ChoiceChip>
            ))}
          </div>
          {errors.branch ? <p className="mt-1.5 text-sm font-semibold text-danger">{errors.branch.message}</p> : null}
        </fieldset>

        <FormField
          label="Biển số xe"
          required={walkIn}
          hint={
            vehicle ? (
              <span className="flex items-start gap-1.5">
                <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                Xe đã đến gara: {vehicle.model}
                {vehicle.lastOdometerKm !== null ? `, lần trước ${vehicle.lastOdometerKm.toLocaleString('vi-VN')} km` : ''}
              </span>
            ) : (
              'Ví dụ: 51A-123.45'
            )
          }
          error={errors.plate?.message}
        >
          <Input autoComplete="off" autoCapitalize="characters" {...register('plate')} />
        </FormField>
        {openJob ? (
          <p role="status" className="rounded-control bg-warning-soft px-3 py-2 text-sm text-warning-ink ring-1 ring-warning-line sm:col-span-2">
            {format(messages.repairs.vehicleOpenJob, { plate: vehicle!.plate, code: openJob.code, step: REPAIR_STEP_LABELS[openJob.step] })}
          </p>
        ) : owner ? (
          <div role="status" className="space-y-2 rounded-control bg-warning-soft px-3 py-2 text-sm text-warning-ink ring-1 ring-warning-line sm:col-span-2">
            <p>
              Xe này đang là xe của khách <span className="font-semibold">{owner.fullName}</span> ({owner.numberPhone}). Nếu đúng xe đã đổi chủ, chọn bên dưới; nếu không, sửa lại biển số.
            </p>
            <Controller
              control={control}
              name="ownerChange"
              render={({ field }) => (
                <FormField label={messages.repairs.ownerChangeLabel} layout="inline">
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                </FormField>
              )}
            />
          </div>
        ) : null}
        <FormField label="Dòng xe" hint="Ví dụ: Toyota Vios" error={errors.model?.message}>
          <Input autoComplete="off" {...register('model')} />
        </FormField>
        <FormField label="Năm sản xuất" error={errors.year?.message}>
          <Input type="number" inputMode="numeric" autoComplete="off" {...register('year')} />
        </FormField>
        <FormField label="Số km trên đồng hồ" required hint={`Từ 0 đến ${groupThousands(ODOMETER_MAX_KM)}, ví dụ 23.500`} error={errors.odometerKm?.message}>
          <FormattedInput inputMode="numeric" autoComplete="off" format={groupTypedWholeNumber} {...register('odometerKm')} />
        </FormField>

        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="inline-flex items-center gap-1 text-sm font-semibold text-ink">
            <CarFront aria-hidden="true" className="size-4" />
            Mức nhiên liệu
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          </legend>
          <div className="mt-2 grid grid-cols-5 gap-2">
            {FUEL_LEVELS.map((level) => (
              <ChoiceChip key={level} value={String(level)} invalid={Boolean(errors.fuelLevel)} {...register('fuelLevel')}>
                {FUEL_LEVEL_LABELS[level]}
              </ChoiceChip>
            ))}
          </div>
          {errors.fuelLevel ? <p className="mt-1.5 text-sm font-semibold text-danger">{errors.fuelLevel.message}</p> : null}
        </fieldset>

        <FormField label="Yêu cầu của khách, tình trạng xe" required error={errors.complaint?.message} className="sm:col-span-2">
          <Textarea minRows={2} maxRows={6} maxLength={REPAIR_NOTE_MAX} {...register('complaint')} />
        </FormField>
        <FormField label="Ảnh khi nhận xe" hint={format(messages.bookings.imagesHint, { max: BOOKING_MAX_IMAGES, total: bookingImagesMaxText })} error={errors.photos?.message} className="sm:col-span-2">
          <Controller
            control={control}
            name="photos"
            render={({ field }) => <ImageField value={field.value} onChange={field.onChange} multiple maxFiles={BOOKING_MAX_IMAGES} label="Chọn ảnh" disabled={isSubmitting} />}
          />
        </FormField>
        <FormField label="Nhân viên phụ trách" error={errors.staffId?.message}>
          <Select options={staffOptions} {...register('staffId')} />
        </FormField>
        <Controller
          control={control}
          name="shared"
          render={({ field }) => (
            <FormField label="Cho khách xem ghi chú và ảnh khi nhận" layout="inline" className="sm:self-end sm:pb-2">
              <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
            </FormField>
          )}
        />
        <ConsentFields {...consent.fields} forStaff className="sm:col-span-2" />
      </fieldset>
    </form>
  );
}
