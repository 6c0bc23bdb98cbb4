import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../contract/client';
import { COMMENT_MAX_LENGTH, commentLength } from '../../contract/comment-rules';
import { format, messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';
import { useToast } from '../../ui/toast';
import { useCreateComment } from '../../entities/comment/create-comment';

export interface CommentFormProps {
  productId: string;
}

const tooLongMessage = format(messages.comments.commentTooLong, { max: COMMENT_MAX_LENGTH });

/**
 * A signed-in customer's comment on a service: plain text, 1 to 1,000 characters, counted as
 * they type. Sent, it appears on top of the list; refused, the server's reason shows under the
 * field (a rate limit included).
 */
export function CommentForm({ productId }: CommentFormProps) {
  const toast = useToast();
  const countId = useId();
  const [text, setText] = useState('');
  // Empty text is only pointed out once they try to send; too long shows as soon as it is.
  const [triedEmpty, setTriedEmpty] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const { trigger, isMutating } = useCreateComment(productId);

  const length = commentLength(text);
  const tooLong = length > COMMENT_MAX_LENGTH;
  const error = tooLong ? tooLongMessage : triedEmpty && length === 0 ? messages.comments.commentRequired : serverError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    setServerError(undefined);
    if (length === 0) {
      setTriedEmpty(true);
      return;
    }
    if (tooLong) return;
    try {
      await trigger(text.trim());
      setText('');
      setTriedEmpty(false);
      toast.success(messages.comments.createSuccess);
    } catch (failure) {
      setServerError(failure instanceof ApiError ? failure.message : messages.comments.createFailed);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={messages.comments.fieldLabel}>
      <FormField label={messages.comments.fieldLabel} hideLabel error={error}>
        <Textarea
          aria-describedby={countId}
          name="comment"
          value={text}
          placeholder={messages.comments.placeholder}
          minRows={3}
          maxRows={10}
          readOnly={isMutating}
          onChange={(event) => {
            setText(event.target.value);
            setServerError(undefined);
            if (event.target.value.trim()) setTriedEmpty(false);
          }}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={countId} className={cn('text-sm tabular-nums', tooLong ? 'font-semibold text-danger-ink' : 'text-ink-muted')}>
          {length}/{COMMENT_MAX_LENGTH}
        </p>
        <Button type="submit" pending={isMutating} pendingLabel={messages.common.sending}>
          <Send aria-hidden="true" />
          {messages.comments.submit}
        </Button>
      </div>
    </form>
  );
}
