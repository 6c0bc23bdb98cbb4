import { useState } from 'react';
import { refusalText } from '../../../contract/client';
import { format, messages } from '../../../contract/messages';
import { breachBodySchema, breachUpdateBodySchema, type Breach } from '../../../contract/privacy';
import { BREACH_REPORT_HOURS, BREACH_STATUS_LABELS, BREACH_STATUSES, PRIVACY_NOTE_MAX, type BreachStatus } from '../../../contract/privacy-rules';
import { useSaveBreach } from '../../../entities/privacy/save-breach';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { fromGarageLocal, GARAGE_ZONE_NOTE, toGarageLocal } from './garage-clock';

export interface BreachDialogProps {
  /** The breach to edit; absent to record a new one. */
  breach?: Breach;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** When a new breach is found by default (a story pins it). */
  now: Date;
}

type Fields = { title: string; description: string; foundAt: string; dataKinds: string; peopleAffected: string; measures: string; status: BreachStatus };
type FieldName = keyof Fields;

const statusOptions = BREACH_STATUSES.map((status) => ({ value: status, label: BREACH_STATUS_LABELS[status] }));

function fieldsOf(breach: Breach | undefined, now: Date): Fields {
  return {
    title: breach?.title ?? '',
    description: breach?.description ?? '',
    foundAt: toGarageLocal(breach?.foundAt ?? now.toISOString()),
    dataKinds: breach?.dataKinds ?? '',
    peopleAffected: breach ? String(breach.peopleAffected) : '',
    measures: breach?.measures ?? '',
    status: breach?.status ?? 'open',
  };
}

/** Records a breach (what, when found, which data, how many people, the measures) or updates one: its measures, reported, closed. */
export function BreachDialog({ breach, open, onOpenChange, now }: BreachDialogProps) {
  const toast = useToast();
  const save = useSaveBreach();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(breach, now));
  const [problems, setProblems] = useState<Partial<Record<FieldName | 'server', string>>>({});
  const set = (name: FieldName) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const showProblems = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const next: typeof problems = {};
    for (const issue of issues) {
      const field = String(issue.path[0]) as FieldName;
      next[field] ??= field === 'foundAt' ? messages.privacy.breachFoundAtRequired : issue.message;
    }
    setProblems(next);
  };

  const submit = async () => {
    const people = fields.peopleAffected.trim() === '' ? Number.NaN : Number(fields.peopleAffected);
    const base = { ...fields, foundAt: fromGarageLocal(fields.foundAt), peopleAffected: Number.isNaN(people) ? undefined : people };
    try {
      let saved: Breach;
      if (breach) {
        const parsed = breachUpdateBodySchema.safeParse({ ...base, updatedAt: breach.updatedAt });
        if (!parsed.success) return showProblems(parsed.error.issues);
        setProblems({});
        saved = await save.trigger({ id: breach._id, body: parsed.data });
      } else {
        const parsed = breachBodySchema.safeParse(base);
        if (!parsed.success) return showProblems(parsed.error.issues);
        setProblems({});
        saved = await save.trigger({ body: parsed.data });
      }
      toast.success(format(messages.privacyScreen.breachSaved, { title: saved.title }));
      onOpenChange(false);
    } catch (error) {
      setProblems({ server: refusalText(error, messages.privacyScreen.breachSaveFailed) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !save.isMutating && onOpenChange(next)}
      size="lg"
      title={breach ? 'Cập nhật sự cố' : 'Ghi sự cố dữ liệu'}
      description={`Phải báo cáo cơ quan chức năng trong ${BREACH_REPORT_HOURS} giờ kể từ khi phát hiện.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={save.isMutating}>
              Hủy
            </Button>
          </DialogClose>
          <Button onClick={() => void submit()} pending={save.isMutating} pendingLabel="Đang lưu...">
            {breach ? 'Lưu sự cố' : 'Ghi sự cố'}
          </Button>
        </>
      }
    >
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormField label="Tên sự cố" required error={problems.title} className="sm:col-span-2">
          <Input maxLength={200} value={fields.title} onChange={set('title')} />
        </FormField>
        <FormField label="Mô tả" required error={problems.description} className="sm:col-span-2">
          <Textarea minRows={2} maxRows={6} maxLength={PRIVACY_NOTE_MAX} value={fields.description} onChange={set('description')} />
        </FormField>
        <FormField label="Phát hiện lúc" required hint={GARAGE_ZONE_NOTE} error={problems.foundAt}>
          <Input type="datetime-local" value={fields.foundAt} onChange={set('foundAt')} />
        </FormField>
        <FormField label="Số người bị ảnh hưởng" required error={problems.peopleAffected}>
          <Input type="number" inputMode="numeric" min={0} value={fields.peopleAffected} onChange={set('peopleAffected')} />
        </FormField>
        <FormField label="Loại dữ liệu bị ảnh hưởng" required error={problems.dataKinds} className="sm:col-span-2">
          <Input maxLength={500} value={fields.dataKinds} onChange={set('dataKinds')} placeholder="Tên, số điện thoại, biển số..." />
        </FormField>
        <FormField label="Biện pháp đã và sẽ thực hiện" required error={problems.measures} className="sm:col-span-2">
          <Textarea minRows={2} maxRows={6} maxLength={PRIVACY_NOTE_MAX} value={fields.measures} onChange={set('measures')} />
        </FormField>
        {breach ? (
          <FormField label="Trạng thái" error={problems.status}>
            <Select options={statusOptions} value={fields.status} onChange={set('status')} />
          </FormField>
        ) : null}
        {problems.server ? (
          <p role="alert" className="text-sm text-danger sm:col-span-2">
            {problems.server}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
