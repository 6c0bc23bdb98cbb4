import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface LabelProps extends ComponentProps<'label'> {
  /** Adds a red asterisk; the control itself should carry `required`/`aria-required`. */
  required?: boolean;
}

export function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    <label className={cn('inline-flex items-center gap-1 text-sm font-semibold text-ink', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}
