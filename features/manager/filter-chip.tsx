import { X } from 'lucide-react';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

export interface FilterChipProps {
  /** The filter in words: 'Tồn kho ≤ 5'. */
  label: string;
  onRemove: () => void;
}

/** A filter that came with the link (from the start page), shown so staff know the list is narrowed, and removable. */
export function FilterChip({ label, onRemove }: FilterChipProps) {
  return (
    <span className="inline-flex items-center gap-1 rounded-pill bg-brand-50 py-1 pr-1 pl-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Bỏ lọc: ${label}`}
        className={cn('flex size-7 cursor-pointer items-center justify-center rounded-pill hover:bg-brand-100', focusRing)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
