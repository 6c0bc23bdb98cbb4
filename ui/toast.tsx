import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LazyBoundary } from './lazy-boundary';
import { retryableLazy, type RetryableLazy } from './retryable-lazy';
import type { ToastRegionProps } from './toast-region';
import type { ToastAction, ToastItem, ToastSeverity } from './toast-types';

export type { ToastAction, ToastSeverity } from './toast-types';

export interface ToastInput {
  message: string;
  severity?: ToastSeverity;
  title?: string;
  /** Milliseconds for this toast only; the provider's duration otherwise. */
  duration?: number;
  /** A link or button under the message. */
  action?: ToastAction;
}

export interface ToastApi {
  show(input: ToastInput | string): void;
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds before a toast hides itself. */
  duration?: number;
  /** Distance of the stack from the top of the viewport, in pixels (clears a fixed header). */
  topOffset?: number;
  /**
   * Below 768 px, the stack sits this many pixels above the bottom of the viewport instead (clear
   * of a bar fixed there), where it covers no page heading. Unset, phones keep the top offset.
   */
  phoneBottomOffset?: number;
  /** Most toasts on screen at once; the oldest makes way for a new one. */
  limit?: number;
  closeLabel?: string;
}

/**
 * Builds a provider around a lazily loaded toast region. The app uses `ToastProvider`;
 * this exists so a story can give it a region whose chunk fails to load.
 */
export function createToastProvider(ToastRegion: RetryableLazy<ToastRegionProps>) {
  return function ToastProvider({ children, duration = 3000, topOffset = 110, phoneBottomOffset, limit = 5, closeLabel = 'Đóng thông báo' }: ToastProviderProps) {
    const [items, setItems] = useState<ToastItem[]>([]);
    // Id of the latest toast asked for. From the first one on the region stays, for the F8
    // hotkey and the exit animations; a new one after a failed load is the cue to retry.
    const [latestId, setLatestId] = useState(0);
    const nextId = useRef(1);

    const show = useCallback(
      (input: ToastInput | string) => {
        const normalized = typeof input === 'string' ? { message: input } : input;
        const id = nextId.current++;
        setLatestId(id);
        setItems((current) => {
          const next = [...current, { id, message: normalized.message, severity: normalized.severity ?? 'info', title: normalized.title, duration: normalized.duration, action: normalized.action, open: true }];
          let excess = next.filter((item) => item.open).length - limit;
          return next.map((item) => {
            if (excess > 0 && item.open) {
              excess -= 1;
              return { ...item, open: false };
            }
            return item;
          });
        });
      },
      [limit],
    );

    const api = useMemo<ToastApi>(
      () => ({
        show,
        success: (message) => show({ message, severity: 'success' }),
        error: (message) => show({ message, severity: 'error' }),
        warning: (message) => show({ message, severity: 'warning' }),
        info: (message) => show({ message, severity: 'info' }),
      }),
      [show],
    );

    // Closed toasts stay in the list while Radix plays their exit animation, then go.
    useEffect(() => {
      if (!items.some((item) => !item.open)) return;
      const timer = window.setTimeout(() => setItems((current) => current.filter((item) => item.open)), 1000);
      return () => window.clearTimeout(timer);
    }, [items]);

    // The region's chunk failed to load: the page lives on without those toasts (shown late they
    // would mislead), and the next toast tries the import again.
    const dropUnshown = () => {
      ToastRegion.retry();
      setItems([]);
    };

    const close = (id: number) => setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));

    return (
      <ToastContext.Provider value={api}>
        {children}
        {latestId > 0 ? (
          <LazyBoundary retryKey={latestId} onError={dropUnshown}>
            <ToastRegion items={items} duration={duration} topOffset={topOffset} phoneBottomOffset={phoneBottomOffset} closeLabel={closeLabel} onClose={close} />
          </LazyBoundary>
        ) : null}
      </ToastContext.Provider>
    );
  };
}

// Radix toast and the toasts' markup load with the first toast a visitor sees.
export const ToastProvider = createToastProvider(retryableLazy(() => import('./toast-region').then((module) => module.ToastRegion)));

/** Shows toasts from anywhere below <ToastProvider>; calling it elsewhere is a programming error. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast() phải được dùng bên trong <ToastProvider>.');
  return context;
}
