import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { refusalText } from '../../contract/client';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';

export interface EditRowButtonProps {
  /** Names the row for screen readers: 'Sửa Thay dầu'. */
  name: string;
  onEdit: () => void;
}

export function EditRowButton({ name, onEdit }: EditRowButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Sửa ${name}`} title="Sửa" onClick={onEdit}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

export interface RefusedRowButtonProps {
  /** The action's name for screen readers: 'Xóa danh mục Bảo dưỡng'. */
  label: string;
  /** Why it cannot be done, in the server's words. */
  refusal: string;
  className?: string;
  children: ReactNode;
}

/**
 * A row action refused before asking, because the row already says the server would refuse it
 * (yourself, a Master, a category that still has services): the button keeps its place, dimmed,
 * names the reason on hover, and pressing it says why instead of opening the question. The
 * server still checks: the list may be older than the data.
 */
export function RefusedRowButton({ label, refusal, className, children }: RefusedRowButtonProps) {
  const toast = useToast();
  return (
    <Button variant="ghost" size="icon" aria-label={label} aria-disabled title={refusal} className={className} onClick={() => toast.error(refusal)}>
      {children}
    </Button>
  );
}

export interface DeleteRowButtonProps {
  name: string;
  /** What is deleted, for the question: 'dịch vụ'. */
  noun: string;
  onDelete: () => Promise<unknown>;
  successMessage: string;
  /** The screen's text when the server or network failed (its own refusals show as they are), or a function of the error. */
  failureMessage: string | ((error: unknown) => string);
  /** Known before asking (see RefusedRowButton): pressing the button says so, no question. */
  refusal?: string | null;
}

/** Deletes a row after a confirmation that says it cannot be undone; the outcome is a toast. */
export function DeleteRowButton({ name, noun, onDelete, successMessage, failureMessage, refusal }: DeleteRowButtonProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const label = `Xóa ${noun} ${name}`;
  const danger = 'text-danger hover:bg-danger-soft';
  if (refusal) {
    return (
      <RefusedRowButton label={label} refusal={refusal} className={danger}>
        <Trash2 aria-hidden="true" />
      </RefusedRowButton>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      destructive
      title={`Xóa ${noun}?`}
      description={`Bạn có chắc muốn xóa ${noun} "${name}"?`}
      confirmLabel="Xóa"
      failureMessage={null}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} title="Xóa" className={danger}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      onConfirm={async () => {
        try {
          await onDelete();
          toast.success(successMessage);
        } catch (error) {
          toast.error(typeof failureMessage === 'function' ? failureMessage(error) : refusalText(error, failureMessage));
          // Nothing was deleted: close, the row is still there and the toast says why.
          setOpen(false);
        }
      }}
    />
  );
}
