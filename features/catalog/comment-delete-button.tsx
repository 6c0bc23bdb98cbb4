import { Trash2 } from 'lucide-react';
import { ApiError } from '../../contract/client';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { useDeleteComment } from '../../entities/comment/delete-comment';

export interface CommentDeleteButtonProps {
  commentId: string;
}

/** 'Xóa' on the customer's own comment, asked once more; the list refreshes without it. */
export function CommentDeleteButton({ commentId }: CommentDeleteButtonProps) {
  const toast = useToast();
  const { trigger } = useDeleteComment();
  return (
    <ConfirmDialog
      destructive
      title={messages.comments.deleteConfirmTitle}
      description={messages.comments.deleteConfirmDescription}
      confirmLabel={messages.common.delete}
      cancelLabel={messages.common.cancel}
      failureMessage={null}
      onConfirm={async () => {
        try {
          await trigger(commentId);
          toast.success(messages.comments.deleteSuccess);
        } catch (error) {
          toast.error(error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : messages.comments.deleteFailed);
          throw error;
        }
      }}
      trigger={
        <Button variant="ghost" size="sm" className="text-danger-ink">
          <Trash2 aria-hidden="true" />
          {messages.common.delete}
        </Button>
      }
    />
  );
}
