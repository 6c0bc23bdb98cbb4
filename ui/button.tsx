import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Fragment, type ComponentProps, type MouseEvent } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-control font-semibold',
    'transition-[background-color,border-color,color,box-shadow] select-none',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
        secondary: 'bg-navy-800 text-white shadow-sm hover:bg-navy-900 active:bg-navy-950',
        outline: 'border border-line-strong bg-surface text-ink hover:border-navy-500 hover:bg-navy-50 active:bg-navy-100',
        ghost: 'text-ink hover:bg-navy-50 active:bg-navy-100',
        danger: 'bg-danger text-white shadow-sm hover:bg-danger-strong active:bg-danger-strong',
        link: 'text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline',
      },
      size: {
        sm: 'h-control-sm px-3 text-sm [&_svg]:size-4',
        md: 'h-control-md px-4 text-sm [&_svg]:size-5',
        lg: 'h-control-lg px-6 text-base [&_svg]:size-5',
        icon: 'size-control-md [&_svg]:size-5',
      },
      fullWidth: { true: 'w-full' },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /**
   * Renders the single child (a link, say) with the button's look instead of a <button>.
   * `disabled` and `pending` still hold: the child leaves the tab order and a click on it
   * does nothing (no navigation, no onClick), and pending shows `pendingLabel` in it.
   */
  asChild?: boolean;
  /** While true the button is disabled and says `pendingLabel`, so a form cannot be sent twice. */
  pending?: boolean;
  pendingLabel?: string;
}

export function Button({
  className,
  variant,
  size,
  fullWidth,
  asChild = false,
  pending = false,
  pendingLabel = 'Đang xử lý...',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  const pendingContent = (
    <>
      <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-[spin_1.6s_linear_infinite]" />
      {pendingLabel}
    </>
  );
  if (asChild) {
    const inactive = disabled || pending;
    return (
      <Slot
        className={classes}
        aria-disabled={inactive || undefined}
        aria-busy={pending || undefined}
        data-pending={pending || undefined}
        {...props}
        {...(inactive ? { tabIndex: -1, onClickCapture: preventActivation } : {})}
      >
        {pending ? (
          // The child stays the element (the link), its content gives way to the pending label.
          <Slottable child={children}>{() => <Fragment key="pending">{pendingContent}</Fragment>}</Slottable>
        ) : (
          children
        )}
      </Slot>
    );
  }
  return (
    <button className={classes} disabled={disabled || pending} aria-busy={pending || undefined} data-pending={pending || undefined} {...props}>
      {pending ? pendingContent : children}
    </button>
  );
}

/**
 * What `disabled` does for a <button>, for any other element: the click never arrives.
 * In the capture phase, so neither the element's own handlers (a router link's navigation)
 * nor the caller's run, and the browser does not follow the link.
 */
function preventActivation(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}
