import { Search, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { BranchId } from '../../contract/garage';
import { messages } from '../../contract/messages';
import type { Part } from '../../contract/parts';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { usePartChoices } from './get-part-choices';

/** The least a chosen part keeps to be shown again without asking. */
export interface ChosenPart {
  _id: string;
  sku: string;
  name: string;
}

export interface PartPickerProps<P extends ChosenPart> {
  label: string;
  value: P | null;
  onChange: (part: P | null) => void;
  /** What the line keeps of the part chosen. */
  pick: (part: Part) => P;
  /** A line under each choice (its stock, its cost: what the form needs to choose). */
  choiceDetail: (part: Part) => ReactNode;
  /** A line under the part chosen; none by default. */
  valueDetail?: (part: P) => ReactNode;
  /** The branch the choices are asked for (their stock there). */
  branch?: BranchId;
  error?: string;
}

/**
 * Finds a part of the store by name, brand or SKU (2 characters or more) and keeps the one chosen:
 * the purchase order's, transfer's, return's and count's lines, and a service package's part lines.
 */
export function PartPicker<P extends ChosenPart>({ label, value, onChange, pick, choiceDetail, valueDetail, branch, error }: PartPickerProps<P>) {
  const [text, setText] = useState('');
  const { data, error: loadError, isLoading } = usePartChoices(text, branch);
  const choices = data?.items ?? [];

  if (value) {
    const detail = valueDetail?.(value);
    return (
      <FormField label={label} required error={error}>
        {(control) => (
          <div id={control.id} aria-describedby={control['aria-describedby']} className="flex min-w-0 items-center gap-2 rounded-control bg-surface-muted px-3 py-2 ring-1 ring-line">
            <p className="min-w-0 flex-1 text-sm">
              <span className="font-mono font-semibold">{value.sku}</span> · <span className="break-words">{value.name}</span>
              {detail ? <span className="block text-ink-muted">{detail}</span> : null}
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
                    onChange(pick(part));
                    setText('');
                  }}
                >
                  <span className="font-mono font-semibold">{part.sku}</span> · <span className="break-words">{part.name}</span>
                  <span className="block text-ink-muted">{choiceDetail(part)}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
