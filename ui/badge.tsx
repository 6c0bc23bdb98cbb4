import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const badgeVariants = cva('inline-flex w-fit shrink-0 items-center gap-1.5 rounded-pill font-semibold whitespace-nowrap', {
  variants: {
    tone: {
      orange: '',
      green: '',
      red: '',
      blue: '',
      neutral: '',
    },
    variant: {
      soft: 'ring-1 ring-inset',
      solid: 'text-white',
    },
    size: {
      sm: 'px-2 py-0.5 text-xs',
      md: 'px-2.5 py-1 text-sm',
    },
  },
  compoundVariants: [
    { tone: 'orange', variant: 'soft', className: 'bg-brand-50 text-brand-800 ring-brand-200' },
    { tone: 'green', variant: 'soft', className: 'bg-success-soft text-success-ink ring-success-line' },
    { tone: 'red', variant: 'soft', className: 'bg-danger-soft text-danger-ink ring-danger-line' },
    { tone: 'blue', variant: 'soft', className: 'bg-info-soft text-info-ink ring-info-line' },
    { tone: 'neutral', variant: 'soft', className: 'bg-navy-50 text-navy-800 ring-navy-200' },
    { tone: 'orange', variant: 'solid', className: 'bg-brand-600' },
    { tone: 'green', variant: 'solid', className: 'bg-success' },
    { tone: 'red', variant: 'solid', className: 'bg-danger' },
    { tone: 'blue', variant: 'solid', className: 'bg-info' },
    { tone: 'neutral', variant: 'solid', className: 'bg-navy-700' },
  ],
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'md' },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  /** A leading dot, so the tone reads even for colour-blind users next to the text. */
  dot?: boolean;
}

/** A short status label: colour plus text, never colour alone. */
export function Badge({ tone, variant, size, dot = false, className, children, ...props }: BadgeProps) {
  return (
    <span className={cn(badgeVariants({ tone, variant, size }), className)} {...props}>
      {dot ? <span aria-hidden="true" className="size-1.5 rounded-pill bg-current" /> : null}
      {children}
    </span>
  );
}
