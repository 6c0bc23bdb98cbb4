import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { updateBooking, type BookingDetail } from '../../../contract/bookings';
import { isCalendarDay } from '../../../contract/day-rules';
import { CITY_BRANCHES } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { useAvailability } from '../../../entities/booking/get-availability';
import type { BookingUpdateBody } from '../../../entities/booking/update-booking';
import { Checkbox } from '../../../ui/checkbox';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { bookingEditValues, toBookingUpdateBody, type BookingEditValues } from './booking-changes';
import { bookingSlotOptions } from './booking-slot-options';

/** The date field's own bounds stay the DateInput's (strings), not react-hook-form's. */
function withoutBounds<T extends { min?: unknown; max?: unknown }>({ min: _min, max: _max, ...field }: T) {
  return field;
}

const branchOptions = CITY_BRANCHES.map((branch) => ({ value: branch.id, label: branch.name }));
const bodySchema = updateBooking.body!;

export interface BookingEditFormProps {
  /** The form's id, so the dialog's footer button submits it. */
  id: string;
  booking: BookingDetail;
  /** True while the save runs: the fields are locked. */
  saving: boolean;
  /** The server refused the last save because the phone already holds the new day and slot: offer to keep both. */
  samePhoneRefused?: boolean;
  onSubmit: (body: BookingUpdateBody) => Promise<void>;
}

/**
 * Edit name, phone, day, slot, branch and message (moving a booking is changing its day, slot
 * or branch; each slot says what is left at the branch picked); a reason is required and goes
 * into the booking's history. The contract checks the body, so the browser and the server
 * refuse the same input with the same words.
 */
export function BookingEditForm({ id, booking, saving, samePhoneRefused = false, onSubmit }: BookingEditFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingEditValues>({
    defaultValues: bookingEditValues(booking),
    resolver: async (values, context, options) => {
      const result = await zodResolver(bodySchema)(toBookingUpdateBody(booking, values) as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });
  const [date, branch] = useWatch({ control, name: ['date', 'branch'] });
  const availability = useAvailability(isCalendarDay(date) ? date : undefined, branch);
  const states = availability.data?.date === date && availability.data.branch === branch ? availability.data.slots : undefined;
  const slotOptions = bookingSlotOptions(booking, { date, branch }, states);

  return (
    <form id={id} noValidate aria-label="Sửa lịch hẹn" onSubmit={handleSubmit((values) => onSubmit(toBookingUpdateBody(booking, values)))}>
      <fieldset disabled={saving} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormField label="Họ tên" required error={errors.fullName?.message}>
          <Input autoComplete="off" {...register('fullName')} />
        </FormField>
        <FormField label="Số điện thoại" required error={errors.numberPhone?.message}>
          <Input type="tel" inputMode="numeric" autoComplete="off" {...register('numberPhone')} />
        </FormField>
        <FormField label="Chi nhánh" required error={errors.branch?.message} className="sm:col-span-2">
          <Select options={branchOptions} {...register('branch')} />
        </FormField>
        <FormField label="Ngày hẹn" required error={errors.date?.message}>
          <DateInput {...withoutBounds(register('date'))} />
        </FormField>
        <FormField label="Khung giờ" required error={errors.timeSlot?.message}>
          <Select options={slotOptions} {...register('timeSlot')} />
        </FormField>
        <FormField label="Mô tả" error={errors.description?.message} className="sm:col-span-2">
          <Textarea minRows={3} maxRows={8} {...register('description')} />
        </FormField>
        <FormField
          label="Lý do cập nhật"
          required
          hint="Được lưu vào lịch sử của lịch hẹn."
          error={errors.updateReason?.message}
          className="sm:col-span-2"
        >
          <Textarea minRows={2} maxRows={5} placeholder="Ví dụ: Khách gọi điện xin đổi giờ" {...register('updateReason')} />
        </FormField>
        {samePhoneRefused ? (
          <div className="space-y-3 rounded-control bg-warning-soft p-3 ring-1 ring-warning-line sm:col-span-2">
            <p role="alert" className="flex gap-2 text-sm font-semibold text-warning-ink">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              <span>
                {messages.bookings.samePhoneTaken} {messages.bookings.editSamePhoneHint}
              </span>
            </p>
            <FormField label="Giữ cả hai lịch" layout="inline" hint="Lý do cập nhật ở trên được lưu cùng lựa chọn này.">
              <Controller control={control} name="allowSamePhone" render={({ field }) => <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />} />
            </FormField>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}
