import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';
import { useControllable } from './use-controllable';

export interface ConfirmDialogProps
  extends Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'title' | 'description' | 'footer' | 'children' | 'size' | 'role' | 'hideCloseButton'> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  pendingLabel?: string;
  /** Red confirm button and a line saying the action cannot be undone. */
  destructive?: boolean;
  irreversibleNote?: string;
  /**
   * Runs on confirm. While its promise is pending the dialog shows it and cannot be
   * dismissed; it closes when the promise resolves and stays open when it rejects.
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** Shown when onConfirm fails; null shows nothing (the caller reports it, by toast say). */
  failureMessage?: ReactNode;
}

export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Xác nhận',
  cancelLabel = 'Hủy',
  pendingLabel = 'Đang xử lý...',
  destructive = false,
  irreversibleNote = 'Hành động này không thể hoàn tác.',
  onConfirm,
  onCancel,
  failureMessage = 'Không thực hiện được. Vui lòng thử lại.',
  onInteractOutside,
  ...props
}: ConfirmDialogProps) {
  const [open, setOpen] = useControllable(openProp, defaultOpen, onOpenChange);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const changeOpen = (next: boolean) => {
    // Closing mid-request would hide whether it worked.
    if (pending) return;
    if (next) setFailed(false);
    else onCancel?.();
    setOpen(next);
  };

  const confirm = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onConfirm();
      setPending(false);
      setOpen(false);
    } catch {
      setPending(false);
      setFailed(true);
    }
  };

  // The confirm button was disabled while pending, which dropped the focus; once it is
  // enabled again (after the commit, not before) it takes it back for a retry.
  useEffect(() => {
    if (failed) confirmRef.current?.focus();
  }, [failed]);

  const Icon = destructive ? TriangleAlert : CircleAlert;

  return (
    <Dialog
      {...props}
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      size="sm"
      role="alertdialog"
      hideCloseButton
      title={
        <span className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className={destructive ? 'flex size-10 shrink-0 items-center justify-center rounded-pill bg-danger-soft text-danger' : 'flex size-10 shrink-0 items-center justify-center rounded-pill bg-brand-50 text-brand-700'}
          >
            <Icon className="size-5" />
          </span>
          {title}
        </span>
      }
      description={
        description || destructive ? (
          <>
            {description ? <p>{description}</p> : null}
            {destructive ? <p className="mt-1 font-semibold text-danger-ink">{irreversibleNote}</p> : null}
          </>
        ) : undefined
      }
      onInteractOutside={(event) => {
        onInteractOutside?.(event);
        if (pending) event.preventDefault();
      }}
      footer={
        <>
          <Button variant="outline" disabled={pending} onClick={() => changeOpen(false)}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={destructive ? 'danger' : 'primary'} pending={pending} pendingLabel={pendingLabel} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failed && failureMessage !== null ? (
        <p role="alert" className="flex items-start gap-2 rounded-control bg-danger-soft p-3 text-sm font-semibold text-danger-ink">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {failureMessage}
        </p>
      ) : null}
    </Dialog>
  );
}
