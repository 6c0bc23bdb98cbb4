import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { useOverflowing } from './use-overflowing';

const panelVariants = cva('fixed z-50 flex flex-col bg-surface text-ink shadow-overlay outline-none', {
  variants: {
    side: {
      right: 'inset-y-0 right-0 h-full w-[min(22rem,calc(100%-3rem))] motion-safe:data-[state=open]:animate-slide-in-right motion-safe:data-[state=closed]:animate-slide-out-right',
      left: 'inset-y-0 left-0 h-full w-[min(22rem,calc(100%-3rem))] motion-safe:data-[state=open]:animate-slide-in-left motion-safe:data-[state=closed]:animate-slide-out-left',
      top: 'inset-x-0 top-0 max-h-[85dvh] motion-safe:data-[state=open]:animate-slide-in-top motion-safe:data-[state=closed]:animate-slide-out-top',
      bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-card motion-safe:data-[state=open]:animate-slide-in-bottom motion-safe:data-[state=closed]:animate-slide-out-bottom',
    },
  },
  defaultVariants: { side: 'right' },
});

export interface SheetProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'>, VariantProps<typeof panelVariants> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the panel (a menu button, say); focus returns to it on close. */
  trigger?: ReactElement;
  /** Required: it names the panel for screen readers. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
  children?: ReactNode;
}

/** A panel sliding in from an edge over a dimmed page: the mobile menu, a filter drawer. */
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  footer,
  closeLabel = 'Đóng',
  side,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetProps) {
  const hasDescription = description !== undefined && description !== null;
  const returnFocus = useRef<HTMLElement | null>(null);
  const [bodyRef, bodyScrolls] = useOverflowing<HTMLDivElement>();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out" />
        <DialogPrimitive.Content
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
          className={cn(panelVariants({ side }), className)}
          {...props}
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
            <div className={cn('flex flex-col gap-1', hideTitle && !hasDescription && 'sr-only')}>
              <DialogPrimitive.Title className={cn('text-lg font-bold text-navy-900', hideTitle && 'sr-only')}>{title}</DialogPrimitive.Title>
              {hasDescription ? <DialogPrimitive.Description className="text-sm text-ink-muted">{description}</DialogPrimitive.Description> : null}
            </div>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className={cn(
                '-mr-2 ml-auto flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-control text-ink-muted hover:bg-navy-50 hover:text-ink',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined} className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-4', focusRing, 'focus-visible:outline-offset-[-2px]')}>
            {children}
          </div>
          {footer ? <div className="flex flex-col gap-2 border-t border-line px-5 py-4">{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const SheetClose = DialogPrimitive.Close;
