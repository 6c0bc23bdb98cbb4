import { TriangleAlert } from 'lucide-react';
import { messages } from '../../contract/messages';
import { PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '../../contract/privacy-rules';
import { FormField } from '../../ui/form-field';
import { Select } from '../../ui/select';

export interface RequestKindFieldProps {
  value: PrivacyRequestKind | '';
  onChange: (kind: PrivacyRequestKind | '') => void;
  error?: string;
}

const options = PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: PRIVACY_REQUEST_KIND_LABELS[kind] }));

/** The kind of request, with what an erasure does said before it is sent. */
export function RequestKindField({ value, onChange, error }: RequestKindFieldProps) {
  return (
    <div className="grid min-w-0 gap-2">
      <FormField label="Loại yêu cầu" required error={error}>
        <Select placeholder="Chọn loại yêu cầu" options={options} value={value} onChange={(event) => onChange(event.target.value as PrivacyRequestKind | '')} />
      </FormField>
      {value === 'erasure' ? (
        <p role="note" className="flex gap-2 rounded-control border border-danger-line bg-danger-soft p-3 text-sm text-danger-ink">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{messages.privacyScreen.erasureWarning}</span>
        </p>
      ) : null}
    </div>
  );
}
