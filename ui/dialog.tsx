import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { useOverflowing } from './use-overflowing';

const contentVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
    'rounded-card bg-surface text-ink shadow-overlay outline-none',
    'motion-safe:data-[state=open]:animate-pop-in motion-safe:data-[state=closed]:animate-pop-out',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
        xl: 'max-w-4xl',
        full: 'max-w-[min(72rem,calc(100%-2rem))]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface DialogProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'>, VariantProps<typeof contentVariants> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button, say); focus returns to it on close. */
  trigger?: ReactElement;
  /** Required: it names the dialog for screen readers. */
  title: ReactNode;
  /** Keep the title for screen readers only, e.g. for an image viewer. */
  hideTitle?: boolean;
  description?: ReactNode;
  hideDescription?: boolean;
  /** Actions row at the bottom, usually a DialogClose-wrapped cancel and a confirm. */
  footer?: ReactNode;
  closeLabel?: string;
  hideCloseButton?: boolean;
  children?: ReactNode;
}

/** A modal window: focus is trapped inside, Escape and the backdrop close it. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  hideDescription = false,
  footer,
  closeLabel = 'Đóng',
  hideCloseButton = false,
  size,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogProps) {
  const hasDescription = description !== undefined && description !== null;
  const returnFocus = useRef<HTMLElement | null>(null);
  const [bodyRef, bodyScrolls] = useOverflowing<HTMLDivElement>();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out" />
        <DialogPrimitive.Content
          // Without a description Radix wants the attribute explicitly absent.
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            // Radix returns focus to its Trigger only; an app-controlled dialog has none,
            // so focus goes back to whatever opened it.
            if (trigger || event.defaultPrevented) return;
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          className={cn(contentVariants({ size }), className)}
          {...props}
        >
          <div className={cn('flex flex-col gap-1.5 px-6 pt-6', hideTitle && !hasDescription && 'pt-0', !hideCloseButton && 'pr-14')}>
            <DialogPrimitive.Title className={cn('text-title font-bold text-navy-900', hideTitle && 'sr-only')}>{title}</DialogPrimitive.Title>
            {hasDescription ? (
              <DialogPrimitive.Description asChild>
                <div className={cn('text-sm text-ink-muted', hideDescription && 'sr-only')}>{description}</div>
              </DialogPrimitive.Description>
            ) : null}
          </div>
          {children ? (
            <div ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined} className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-4', focusRing, 'focus-visible:outline-offset-[-2px]')}>
              {children}
            </div>
          ) : (
            <div className="h-4" />
          )}
          {footer ? <div className="flex flex-col-reverse gap-2 border-t border-line px-6 py-4 sm:flex-row sm:justify-end">{footer}</div> : null}
          {hideCloseButton ? null : (
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className={cn(
                'absolute top-4 right-4 flex size-9 cursor-pointer items-center justify-center rounded-control text-ink-muted hover:bg-navy-50 hover:text-ink',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap a footer button with this (asChild) to make it close the dialog. */
export const DialogClose = DialogPrimitive.Close;
