import { Search, X } from 'lucide-react';
import { useState } from 'react';
import type { BranchId } from '../../../contract/garage';
import { formatPrice } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { usePartChoices } from '../../../entities/stock/get-part-choices';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { availableAt, branchLabel, pickedFrom, type PickedPart } from './picked-part';

export interface PartPickerProps {
  label: string;
  value: PickedPart | null;
  onChange: (part: PickedPart | null) => void;
  /** The branch whose available stock each choice shows. */
  branch?: BranchId | '';
  error?: string;
}

/** Finds a part by name, brand or SKU (2 characters or more) and keeps the one chosen. */
export function PartPicker({ label, value, onChange, branch = '', error }: PartPickerProps) {
  const [text, setText] = useState('');
  const { data, error: loadError, isLoading } = usePartChoices(text, branch || undefined);
  const choices = data?.items ?? [];

  if (value) {
    return (
      <FormField label={label} required error={error}>
        {(control) => (
          <div id={control.id} className="flex min-w-0 items-center gap-2 rounded-control bg-surface-muted px-3 py-2 ring-1 ring-line">
            <p className="min-w-0 flex-1 text-sm">
              <span className="font-mono font-semibold">{value.sku}</span> · <span className="break-words">{value.name}</span>
              {branch ? <span className="block text-ink-muted">{`Còn dùng được ở ${branchLabel(branch)}: ${availableAt(value, branch)} ${value.unit}`}</span> : null}
            </p>
            <Button type="button" variant="ghost" size="sm" aria-label={`Đổi phụ tùng ${value.sku}`} onClick={() => onChange(null)}>
              <X aria-hidden="true" />
              Đổi
            </Button>
          </div>
        )}
      </FormField>
    );
  }

  const trimmed = text.trim();
  return (
    <div className="min-w-0 space-y-2">
      <FormField label={label} required error={error} hint="Gõ tên, hãng hoặc mã phụ tùng (ít nhất 2 ký tự).">
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
          <Input type="search" autoComplete="off" className="pl-9" value={text} onChange={(event) => setText(event.target.value)} />
        </div>
      </FormField>
      {trimmed.length >= 2 ? (
        loadError ? (
          <p role="alert" className="text-sm font-semibold text-danger-ink">
            {messages.stockManager.partsLoadFailed}
          </p>
        ) : isLoading && !data ? (
          <p role="status" className="text-sm text-ink-muted">
            {messages.common.loading}
          </p>
        ) : choices.length === 0 ? (
          <p className="text-sm text-ink-muted">{messages.partsManager.noSearchResults}</p>
        ) : (
          <ul aria-label={`Kết quả tìm: ${label}`} className="divide-y divide-line rounded-control ring-1 ring-line">
            {choices.map((part) => (
              <li key={part._id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none"
                  onClick={() => {
                    onChange(pickedFrom(part));
                    setText('');
                  }}
                >
                  <span className="font-mono font-semibold">{part.sku}</span> · {part.name}
                  <span className="block text-ink-muted">
                    {branch ? `Còn ${availableAt(part, branch)} ${part.unit} · ` : ''}
                    {`Giá vốn ${formatPrice(part.costPrice)}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
