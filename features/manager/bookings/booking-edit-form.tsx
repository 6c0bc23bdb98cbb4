import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updateBooking, type BookingDetail } from '../../../contract/bookings';
import { TIME_SLOTS } from '../../../contract/constants';
import type { BookingUpdateBody } from '../../../entities/booking/update-booking';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { bookingEditValues, toBookingUpdateBody, type BookingEditValues } from './booking-changes';

/** The date field's own bounds stay the DateInput's (strings), not react-hook-form's. */
function withoutBounds<T extends { min?: unknown; max?: unknown }>({ min: _min, max: _max, ...field }: T) {
  return field;
}

const slotOptions = TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));
const bodySchema = updateBooking.body!;

export interface BookingEditFormProps {
  /** The form's id, so the dialog's footer button submits it. */
  id: string;
  booking: BookingDetail;
  /** True while the save runs: the fields are locked. */
  saving: boolean;
  onSubmit: (body: BookingUpdateBody) => Promise<void>;
}

/**
 * Edit name, phone, day, slot and message; a reason is required and goes into the
 * booking's history. The contract checks the body, so the browser and the server refuse the
 * same input with the same words.
 */
export function BookingEditForm({ id, booking, saving, onSubmit }: BookingEditFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingEditValues>({
    defaultValues: bookingEditValues(booking),
    resolver: async (values, context, options) => {
      const result = await zodResolver(bodySchema)(toBookingUpdateBody(booking, values) as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });

  return (
    <form id={id} noValidate aria-label="Sửa lịch hẹn" onSubmit={handleSubmit((values) => onSubmit(toBookingUpdateBody(booking, values)))}>
      <fieldset disabled={saving} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormField label="Họ tên" required error={errors.fullName?.message}>
          <Input autoComplete="off" {...register('fullName')} />
        </FormField>
        <FormField label="Số điện thoại" required error={errors.numberPhone?.message}>
          <Input type="tel" inputMode="numeric" autoComplete="off" {...register('numberPhone')} />
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
      </fieldset>
    </form>
  );
}
