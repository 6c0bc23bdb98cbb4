import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  message: string;
  severity?: ToastSeverity;
  title?: string;
}

interface ToastItem extends Required<Pick<ToastInput, 'message' | 'severity'>> {
  id: number;
  title?: string;
  open: boolean;
}

export interface ToastApi {
  show(input: ToastInput | string): void;
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 bg-white p-4 text-sm shadow-lg ring-1 ring-black/5 data-[state=closed]:animate-out data-[state=open]:animate-in',
  {
    variants: {
      severity: {
        success: 'border-green-600',
        error: 'border-red-600',
        warning: 'border-amber-500',
        info: 'border-sky-600',
      },
    },
    defaultVariants: { severity: 'info' },
  },
);

const severityLabel: Record<ToastSeverity, string> = {
  success: 'Thành công',
  error: 'Lỗi',
  warning: 'Cảnh báo',
  info: 'Thông báo',
};

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds before a toast hides itself. */
  duration?: number;
  /** Distance of the stack from the top of the viewport, in pixels. */
  topOffset?: number;
}

export function ToastProvider({ children, duration = 3000, topOffset = 110 }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback((input: ToastInput | string) => {
    const normalized = typeof input === 'string' ? { message: input } : input;
    const id = nextId.current++;
    setItems((current) => [
      ...current,
      { id, message: normalized.message, severity: normalized.severity ?? 'info', title: normalized.title, open: true },
    ]);
  }, []);

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

  const close = (id: number) => setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id));

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={duration} swipeDirection="right" label="Thông báo">
        {children}
        {items.map((item) => (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            type={item.severity === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) {
                close(item.id);
                // Leave time for the exit animation before the item leaves the queue.
                window.setTimeout(() => remove(item.id), 200);
              }
            }}
            className={toastVariants({ severity: item.severity })}
            data-severity={item.severity}
          >
            <div className="flex-1">
              <ToastPrimitive.Title className="font-semibold text-slate-900">{item.title ?? severityLabel[item.severity]}</ToastPrimitive.Title>
              <ToastPrimitive.Description className="mt-0.5 text-slate-700">{item.message}</ToastPrimitive.Description>
            </div>
            <ToastPrimitive.Close aria-label="Đóng thông báo" className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
              <span aria-hidden="true">×</span>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport
          style={{ top: topOffset }}
          className={cn('fixed right-4 z-[100] flex w-[360px] max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none')}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast() phải được dùng bên trong <ToastProvider>.');
  return context;
}
