import { Save } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { formatDateTime, formatDay } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { retentionBodySchema, type Retention } from '../../../contract/privacy';
import { useUpdateRetention } from '../../../entities/privacy/update-retention';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';

type FieldName = 'bookingPhotoMonths' | 'chatMonths' | 'inactiveAccountMonths' | 'invoiceYears';

const fieldsInfo: readonly { name: FieldName; label: string; hint: string; unit: string }[] = [
  { name: 'bookingPhotoMonths', label: 'Ảnh gửi kèm lịch hẹn', hint: 'Tính từ ngày hẹn; từ 1 đến 120 tháng.', unit: 'tháng' },
  { name: 'chatMonths', label: 'Tin nhắn trò chuyện', hint: 'Tính từ tin nhắn cuối; từ 1 đến 120 tháng.', unit: 'tháng' },
  { name: 'inactiveAccountMonths', label: 'Tài khoản không đăng nhập', hint: 'Quá hạn thì xóa thông tin cá nhân; từ 6 đến 240 tháng.', unit: 'tháng' },
  { name: 'invoiceYears', label: 'Hóa đơn', hint: 'Luật Kế toán: ít nhất 10 năm, tối đa 20 năm.', unit: 'năm' },
];

/** The retention periods as a form, with the daily job's last run below them. */
export function RetentionForm({ retention }: { retention: Retention }) {
  const toast = useToast();
  const update = useUpdateRetention();
  const [values, setValues] = useState<Record<FieldName, string>>({
    bookingPhotoMonths: String(retention.bookingPhotoMonths),
    chatMonths: String(retention.chatMonths),
    inactiveAccountMonths: String(retention.inactiveAccountMonths),
    invoiceYears: String(retention.invoiceYears),
  });
  const [problems, setProblems] = useState<Partial<Record<FieldName | 'server', string>>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const numbers = Object.fromEntries(Object.entries(values).map(([name, text]) => [name, text.trim() === '' ? undefined : Number(text)]));
    const parsed = retentionBodySchema.safeParse(numbers);
    if (!parsed.success) {
      const next: typeof problems = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= issue.message;
      return setProblems(next);
    }
    setProblems({});
    try {
      await update.trigger(parsed.data);
      toast.success(messages.privacyScreen.retentionSaved);
    } catch (error) {
      setProblems({ server: refusalText(error, messages.privacyScreen.retentionSaveFailed) });
    }
  };

  const run = retention.lastRun;
  return (
    <form aria-label="Thời hạn lưu dữ liệu" noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-5 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {fieldsInfo.map((field) => (
          <FormField key={field.name} label={`${field.label} (${field.unit})`} required hint={field.hint} error={problems[field.name]}>
            <Input type="number" inputMode="numeric" value={values[field.name]} onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))} />
          </FormField>
        ))}
      </div>
      <div className="rounded-control bg-navy-50 p-3 text-sm text-ink">
        <p className="font-semibold">Lần dọn gần nhất</p>
        {run ? (
          <p className="mt-1 text-ink-muted">
            Ngày {formatDay(run.day)} (lúc {formatDateTime(run.at)}): xóa {run.bookingPhotos} ảnh lịch hẹn, {run.chatMessages} tin nhắn, ẩn danh {run.accounts} tài khoản.
          </p>
        ) : (
          <p className="mt-1 text-ink-muted">{messages.privacyScreen.retentionNeverRan}</p>
        )}
      </div>
      {problems.server ? (
        <p role="alert" className="text-sm text-danger">
          {problems.server}
        </p>
      ) : null}
      <div>
        <Button type="submit" pending={update.isMutating} pendingLabel="Đang lưu...">
          <Save aria-hidden="true" />
          Lưu thời hạn
        </Button>
      </div>
    </form>
  );
}
