import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlVariants, type ControlSize } from './control-styles';
import { useFieldControl } from './form-field-context';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'size'> {
  size?: ControlSize;
  /** Shortcut for simple lists; `children` <option>s are rendered after these. */
  options?: readonly SelectOption[];
  /** An empty first choice, e.g. 'Chọn danh mục'; it cannot be chosen back once left. */
  placeholder?: string;
}

/**
 * The native <select>: the best picker on phones, and free keyboard and screen-reader
 * support. `className` sizes the wrapper (which also holds the chevron).
 */
export function Select({ className, size, id, options, placeholder, children, defaultValue, ...props }: SelectProps) {
  const field = useFieldControl({ id, ...props });
  // A disabled first option is skipped by the browser unless the value is '': start on
  // the placeholder when the caller gave no value.
  const initial = defaultValue === undefined && props.value === undefined && placeholder !== undefined ? '' : defaultValue;
  return (
    <div className={cn('relative w-full', className)}>
      <select className={cn(controlVariants({ size }), 'cursor-pointer appearance-none pr-10')} defaultValue={initial} {...props} {...field}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}
