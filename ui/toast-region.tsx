import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useRef, type CSSProperties, type MouseEvent } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { TOAST_EDGE_GAP_PX, useToastAway } from './toast-placement';
import type { ToastAction, ToastItem, ToastSeverity } from './toast-types';

const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-card border border-line border-l-4 bg-surface p-4 pr-3 text-sm shadow-overlay',
    'motion-safe:data-[state=open]:animate-slide-in-right motion-safe:data-[state=closed]:animate-fade-out',
    // Swiping right dismisses: follow the finger, snap back on cancel, fly out on end.
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
    'motion-safe:data-[swipe=end]:animate-slide-out-right',
  ],
  {
    variants: {
      severity: {
        success: 'border-l-success',
        error: 'border-l-danger',
        warning: 'border-l-warning',
        info: 'border-l-info',
      },
    },
    defaultVariants: { severity: 'info' },
  },
);

const severityMeta: Record<ToastSeverity, { label: string; icon: LucideIcon; iconClass: string }> = {
  success: { label: 'Thành công', icon: CircleCheck, iconClass: 'text-success' },
  error: { label: 'Lỗi', icon: CircleAlert, iconClass: 'text-danger' },
  warning: { label: 'Cảnh báo', icon: TriangleAlert, iconClass: 'text-warning' },
  info: { label: 'Thông báo', icon: Info, iconClass: 'text-info' },
};

const actionClass = cn(
  'mt-2 inline-flex min-h-9 cursor-pointer items-center rounded-control px-3 text-sm font-semibold text-brand-800 ring-1 ring-line-strong ring-inset hover:bg-navy-50',
  focusRing,
);

/** The toast's link or button; choosing it closes the toast. */
function ToastActionControl({ action, onDone }: { action: ToastAction; onDone: () => void }) {
  const { label, altText = label, href, onClick } = action;
  // Radix closes the toast only when the click's default is left alone, and a link routed
  // inside the page prevents it: close it here either way.
  const choose = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    onDone();
  };
  return (
    <ToastPrimitive.Action altText={altText} asChild>
      {href === undefined ? (
        <button type="button" className={actionClass} onClick={choose}>
          {label}
        </button>
      ) : (
        <a href={href} className={actionClass} onClick={choose}>
          {label}
        </a>
      )}
    </ToastPrimitive.Action>
  );
}

export interface ToastRegionProps {
  items: readonly ToastItem[];
  duration: number;
  topOffset: number;
  phoneBottomOffset?: number;
  closeLabel: string;
  onClose: (id: number) => void;
}

/**
 * The toasts on screen and their region (Radix toast: timers, swipe, F8). Loaded by
 * <ToastProvider> with the first toast, so pages that never show one do not download it.
 */
export function ToastRegion({ items, duration, topOffset, phoneBottomOffset, closeLabel, onClose: close }: ToastRegionProps) {
  const viewport = useRef<HTMLOListElement>(null);
  // Never over the screen's own buttons (a move, a save): the stack takes the other edge then.
  const away = useToastAway(viewport, items, topOffset, phoneBottomOffset);
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right" label="Thông báo">
      {items.map((item) => {
        const meta = severityMeta[item.severity];
        const Icon = meta.icon;
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            // Errors interrupt the screen reader; the rest wait their turn.
            type={item.severity === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) close(item.id);
            }}
            className={toastVariants({ severity: item.severity })}
            data-severity={item.severity}
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', meta.iconClass)} />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="font-semibold text-ink">{item.title ?? meta.label}</ToastPrimitive.Title>
              <ToastPrimitive.Description className="mt-0.5 break-words text-ink-muted">{item.message}</ToastPrimitive.Description>
              {item.action ? <ToastActionControl action={item.action} onDone={() => close(item.id)} /> : null}
            </div>
            <ToastPrimitive.Close
              aria-label={closeLabel}
              className={cn('-mt-1 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-control text-ink-muted hover:bg-navy-50 hover:text-ink', focusRing)}
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        ref={viewport}
        label="Thông báo ({hotkey})"
        data-placement={away ? 'away' : 'home'}
        style={
          {
            '--toast-top': `${topOffset}px`,
            '--toast-phone-bottom': phoneBottomOffset === undefined ? undefined : `${phoneBottomOffset}px`,
            '--toast-edge': `${TOAST_EDGE_GAP_PX}px`,
          } as CSSProperties
        }
        className={cn(
          'fixed top-(--toast-top) right-4 z-[100] m-0 flex w-[380px] max-w-[calc(100vw-2rem)] list-none flex-col gap-2 p-0 outline-none',
          away
            ? ['md:top-auto md:bottom-[calc(var(--toast-edge)+env(safe-area-inset-bottom))]', phoneBottomOffset === undefined && 'max-md:top-auto max-md:bottom-[calc(var(--toast-edge)+env(safe-area-inset-bottom))]']
            : phoneBottomOffset !== undefined && 'max-md:top-auto max-md:bottom-[calc(var(--toast-phone-bottom)+env(safe-area-inset-bottom))]',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
