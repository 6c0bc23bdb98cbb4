import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { addClosedDay } from '../../../contract/closed-days';
import { refusalText } from '../../../contract/client';
import { garageToday } from '../../../contract/format';
import { CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { postClosedDay, useAddClosedDay, type ClosedDayInput } from '../../../entities/booking/add-closed-day';
import { Button } from '../../../ui/button';
import { ChoiceChip } from '../../../ui/choice-chip';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';
import { closedDayRefusalField } from './closed-day-list';

type Added = Awaited<ReturnType<typeof postClosedDay>>;

const BOTH = 'both';
const REASON_MAX = 200;

/** What the form holds: a radio needs a value for 'both', which the body writes as null. */
interface ClosedDayValues {
  date: string;
  branch: BranchId | typeof BOTH;
  reason: string;
}

const empty: ClosedDayValues = { date: '', branch: BOTH, reason: '' };
const bodySchema = addClosedDay.body!;
const toBody = (values: ClosedDayValues) => ({ ...values, branch: values.branch === BOTH ? null : values.branch });

// The contract's own body checks the form, so the browser refuses what the server would, in its words.
const resolver: Resolver<ClosedDayValues, unknown, ClosedDayInput> = (values, context, options) =>
  zodResolver(bodySchema)(toBody(values), context, options as never) as unknown as ReturnType<Resolver<ClosedDayValues, unknown, ClosedDayInput>>;

const branchChoices = [{ id: BOTH, label: 'Cả hai chi nhánh' }, ...CITY_BRANCHES.map((branch) => ({ id: branch.id, label: branch.shortName }))];

export interface ClosedDayFormProps {
  /** The day was closed: the answer lists the bookings already on it. */
  onAdded: (added: Added) => void;
}

/**
 * The master closes a day, for one branch or both, with the reason customers are told. A day
 * already closed, or in the past, is refused under the date; other refusals come as a toast.
 */
export function ClosedDayForm({ onAdded }: ClosedDayFormProps) {
  const toast = useToast();
  const { trigger } = useAddClosedDay();
  const today = garageToday();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClosedDayValues, unknown, ClosedDayInput>({ defaultValues: empty, resolver });

  const submit = handleSubmit(async (body) => {
    try {
      const added = await trigger(body);
      toast.success(messages.bookings.closedDayAdded);
      reset(empty);
      onAdded(added);
    } catch (error) {
      const field = closedDayRefusalField(error);
      if (field) setError(field, { message: refusalText(error, messages.bookings.closedDayAddFailed) }, { shouldFocus: true });
      else toast.error(refusalText(error, messages.bookings.closedDayAddFailed));
    }
  });

  return (
    <form noValidate aria-labelledby="closed-day-form-title" onSubmit={submit} className="space-y-3 rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
      <h3 id="closed-day-form-title" className="font-bold text-navy-900">
        Thêm ngày nghỉ
      </h3>
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,32rem)]">
        <FormField label="Ngày nghỉ" required error={errors.date?.message}>
          {/* DateInput types min/max as dates only, which a register() result does not fit. */}
          <Controller
            control={control}
            name="date"
            render={({ field }) => <DateInput ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} disablePast min={today} />}
          />
        </FormField>
        <FormField label="Lý do" required hint="Khách đặt lịch vào ngày này sẽ thấy lý do." error={errors.reason?.message}>
          <Input autoComplete="off" maxLength={REASON_MAX} placeholder="Ví dụ: Bảo trì nhà xưởng" {...register('reason')} />
        </FormField>
        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">Chi nhánh nghỉ</legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:max-w-lg">
            {branchChoices.map((choice) => (
              <ChoiceChip key={choice.id} value={choice.id} invalid={Boolean(errors.branch)} {...register('branch')}>
                {choice.label}
              </ChoiceChip>
            ))}
          </div>
          {errors.branch ? <p className="mt-1.5 text-sm font-semibold text-danger">{errors.branch.message}</p> : null}
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit" pending={isSubmitting} pendingLabel="Đang thêm..." className="max-sm:w-full">
            <Plus aria-hidden="true" />
            Thêm ngày nghỉ
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
