import { CalendarClock, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { formatDay } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { RepairDetail } from '../../../contract/repairs';
import { groupTypedWholeNumber, readWholeNumber, writeNumber } from '../../../contract/typed-number-rules';
import { useSetNextService } from '../../../entities/repair/set-next-service';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { useToast } from '../../../ui/toast';

export interface NextServicePanelProps {
  repair: Pick<RepairDetail, '_id' | 'nextService' | 'suggestedNextService' | 'serviceName'>;
}

const describe = (next: { on: string | null; km: number | null }) =>
  [next.on ? `ngày ${formatDay(next.on)}` : null, next.km ? `${next.km.toLocaleString('vi-VN')} km` : null].filter(Boolean).join(' hoặc ');

/**
 * 'Bảo dưỡng lần tới': the date and km the car is due again, suggested from the service done;
 * the customer with an account is reminded by mail a week before the date.
 */
export function NextServicePanel({ repair }: NextServicePanelProps) {
  const toast = useToast();
  const save = useSetNextService();
  const [on, setOn] = useState(repair.nextService.on ?? '');
  const [km, setKm] = useState(repair.nextService.km === null ? '' : writeNumber(repair.nextService.km));
  const [kmError, setKmError] = useState<string | undefined>();
  const suggestion = repair.suggestedNextService;
  const titleId = `next-service-${repair._id}`;

  const submit = async () => {
    // Read as the server reads it ('40.000'): what cannot be read is said on the field, not sent.
    const typedKm = km.trim() === '' ? null : readWholeNumber(km);
    if (km.trim() !== '' && (typedKm === null || typedKm < 1)) {
      setKmError(messages.quotes.nextServiceKmInvalid);
      return;
    }
    setKmError(undefined);
    try {
      await save.trigger({ id: repair._id, body: { on: on || null, km: typedKm } });
      toast.success(messages.quotes.nextServiceSaved);
    } catch (error) {
      toast.error(refusalText(error, messages.quotes.nextServiceFailed));
    }
  };

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-navy-900">
        <CalendarClock aria-hidden="true" className="size-5" />
        Bảo dưỡng lần tới
      </h2>
      {repair.nextService.on || repair.nextService.km ? (
        <p className="text-sm">
          Đã hẹn: <span className="font-semibold">{describe(repair.nextService)}</span>, tùy điều kiện nào đến trước.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">Chưa hẹn. Khách có tài khoản sẽ nhận thư nhắc một tuần trước ngày hẹn.</p>
      )}
      {suggestion ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setOn(suggestion.on ?? '');
            setKm(suggestion.km === null ? '' : writeNumber(suggestion.km));
          }}
        >
          <Sparkles aria-hidden="true" />
          Theo dịch vụ {repair.serviceName}: {describe(suggestion)}
        </Button>
      ) : null}
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label="Ngày">
          <DateInput value={on} disablePast onChange={(event) => setOn(event.target.value)} />
        </FormField>
        <FormField label="Hoặc khi đồng hồ tới (km)" error={kmError}>
          <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} value={km} onChange={(event) => setKm(event.target.value)} />
        </FormField>
        <Button type="submit" pending={save.isMutating} pendingLabel="Đang lưu...">
          Lưu
        </Button>
      </form>
    </section>
  );
}
