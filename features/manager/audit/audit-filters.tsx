import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_ENTITY_KEYS, auditQuerySchema, type AuditAction, type AuditEntity } from '../../../contract/audit';
import { messages } from '../../../contract/messages';
import { Button } from '../../../ui/button';
import { DateInput } from '../../../ui/date-input';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';

export interface AuditFilterValues {
  actor?: string;
  entity?: AuditEntity;
  entityId?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

export interface AuditFiltersProps {
  value: AuditFilterValues;
  onApply: (value: AuditFilterValues) => void;
}

type Draft = Record<keyof AuditFilterValues, string>;

const entityOptions = [{ value: '', label: 'Mọi loại bản ghi' }, ...AUDIT_ENTITY_KEYS.map((key) => ({ value: key, label: AUDIT_ENTITIES[key] }))];
const actionOptions = [{ value: '', label: 'Mọi thay đổi' }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }))];

const draftOf = (value: AuditFilterValues): Draft => ({
  actor: value.actor ?? '',
  entity: value.entity ?? '',
  entityId: value.entityId ?? '',
  action: value.action ?? '',
  from: value.from ?? '',
  to: value.to ?? '',
});

/** Who, which record (kind and id), which change and which days; applied with 'Lọc', checked as the server would. */
export function AuditFilters({ value, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [shown, setShown] = useState(value);
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  // The filters changed from outside (a click on a person in the list): the fields follow.
  if (shown !== value) {
    setShown(value);
    setDraft(draftOf(value));
    setProblems({});
  }
  const set = (name: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const present = Object.fromEntries(Object.entries(draft).map(([key, text]) => [key, text.trim() || undefined]));
    const parsed = auditQuerySchema.safeParse({ ...present, page: 1 });
    if (!parsed.success) {
      const next: typeof problems = {};
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] as keyof Draft | undefined) ?? 'to';
        next[field] ??= field === 'actor' ? messages.auditScreen.actorInvalid : issue.message;
      }
      return setProblems(next);
    }
    setProblems({});
    const { actor, entity, entityId, action, from, to } = parsed.data;
    onApply({ actor, entity, entityId: entityId || undefined, action, from, to });
  };

  return (
    <form role="search" aria-label="Lọc nhật ký" noValidate onSubmit={submit} className="grid min-w-0 gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:grid-cols-2 lg:grid-cols-3">
      <FormField label="Người thực hiện (mã tài khoản)" error={problems.actor} hint="Bấm tên một người trong danh sách để lọc theo người đó.">
        <Input value={draft.actor} onChange={set('actor')} maxLength={24} spellCheck={false} autoComplete="off" />
      </FormField>
      <FormField label="Loại bản ghi" error={problems.entity}>
        <Select options={entityOptions} value={draft.entity} onChange={set('entity')} />
      </FormField>
      <FormField label="Mã bản ghi" error={problems.entityId}>
        <Input value={draft.entityId} onChange={set('entityId')} maxLength={64} spellCheck={false} autoComplete="off" />
      </FormField>
      <FormField label="Loại thay đổi" error={problems.action}>
        <Select options={actionOptions} value={draft.action} onChange={set('action')} />
      </FormField>
      <FormField label="Từ ngày" error={problems.from}>
        <DateInput value={draft.from} onChange={set('from')} />
      </FormField>
      <FormField label="Đến ngày" error={problems.to}>
        <DateInput value={draft.to} onChange={set('to')} />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">
          <Search aria-hidden="true" />
          Lọc
        </Button>
        <Button type="button" variant="ghost" onClick={() => onApply({})}>
          <X aria-hidden="true" />
          Bỏ lọc
        </Button>
      </div>
    </form>
  );
}
