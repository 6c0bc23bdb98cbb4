import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Shared look of text-like controls (input, textarea, select, date, password, search),
 * so every field on a form lines up and shows the invalid state the same way.
 * 16 px text keeps iOS from zooming into the field on focus.
 */
export const controlVariants = cva(
  [
    'w-full min-w-0 rounded-control border border-line-strong bg-surface px-3 text-base text-ink shadow-xs',
    'placeholder:text-ink-subtle transition-[border-color,box-shadow]',
    'outline-none focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-500/25',
    'aria-invalid:border-danger aria-invalid:focus-visible:border-danger aria-invalid:focus-visible:ring-danger/20',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted',
    'read-only:bg-surface-muted',
  ],
  {
    variants: {
      size: {
        sm: 'h-control-sm text-sm',
        md: 'h-control-md',
        lg: 'h-control-lg text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ControlSize = NonNullable<VariantProps<typeof controlVariants>['size']>;
