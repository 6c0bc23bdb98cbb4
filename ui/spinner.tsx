import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const spinnerVariants = cva('shrink-0 animate-spin motion-reduce:animate-[spin_1.6s_linear_infinite]', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps extends ComponentProps<'span'>, VariantProps<typeof spinnerVariants> {
  /** Announced to screen readers; shown next to the wheel when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
}

export function Spinner({ label = 'Đang tải...', showLabel = false, size, className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-brand-600', className)} {...props}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={spinnerVariants({ size })}>
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {showLabel ? <span className="text-sm font-semibold text-ink-muted">{label}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}
