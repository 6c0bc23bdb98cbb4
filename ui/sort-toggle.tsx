import type { ComponentProps } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export interface SortToggleProps<T extends string> extends Omit<ComponentProps<'div'>, 'onChange' | 'children' | 'defaultValue'> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** Two to four mutually exclusive sort orders as pressed/unpressed buttons; on a narrow screen they wrap. */
export function SortToggle<T extends string>({ label, options, value, onChange, className, ...props }: SortToggleProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex flex-wrap items-center gap-2', className)} {...props}>
      <span aria-hidden="true" className="text-sm font-semibold text-ink-muted">
        {label}:
      </span>
      <div className="inline-flex flex-wrap rounded-control bg-navy-50 p-1 ring-1 ring-line">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={cn(
              'cursor-pointer rounded-inset px-3 py-1.5 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:bg-surface aria-pressed:text-brand-700 aria-pressed:shadow-card',
              focusRing,
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
