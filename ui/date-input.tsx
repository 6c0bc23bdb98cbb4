import { useState, type ComponentProps } from 'react';
import { cn } from './cn';
import { controlVariants, type ControlSize } from './control-styles';
import { laterIsoDate, toIsoDate } from './date-iso';
import { useFieldControl } from './form-field-context';

export interface DateInputProps extends Omit<ComponentProps<'input'>, 'type' | 'size' | 'min' | 'max'> {
  size?: ControlSize;
  /** Earliest date, YYYY-MM-DD. */
  min?: string;
  /** Latest date, YYYY-MM-DD. */
  max?: string;
  /** Refuse days before today in the picker (the form must still validate it). */
  disablePast?: boolean;
}

/** Native date picker: the phone's own calendar, value as YYYY-MM-DD. */
export function DateInput({ className, size, id, min, max, disablePast = false, ...props }: DateInputProps) {
  const field = useFieldControl({ id, ...props });
  // Read once per mount: a page left open past midnight keeps yesterday's bound, which
  // the server-side check covers.
  const [today] = useState(() => toIsoDate(new Date()));
  return (
    <input
      type="date"
      min={disablePast ? laterIsoDate(min, today) : min}
      max={max}
      className={cn(controlVariants({ size }), 'cursor-text [&::-webkit-calendar-picker-indicator]:cursor-pointer', className)}
      {...props}
      {...field}
    />
  );
}
