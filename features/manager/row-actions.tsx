import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
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

export interface DeleteRowButtonProps {
  name: string;
  /** What is deleted, for the question: 'dịch vụ'. */
  noun: string;
  onDelete: () => Promise<unknown>;
  successMessage: string;
  /** The screen's text when the server or network failed (its own refusals show as they are), or a function of the error. */
  failureMessage: string | ((error: unknown) => string);
}

/** Deletes a row after a confirmation that says it cannot be undone; the outcome is a toast. */
export function DeleteRowButton({ name, noun, onDelete, successMessage, failureMessage }: DeleteRowButtonProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
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
        <Button variant="ghost" size="icon" aria-label={`Xóa ${noun} ${name}`} title="Xóa" className="text-danger hover:bg-danger-soft">
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
