import { SendHorizontal } from 'lucide-react';
import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { CHAT_MESSAGE_MAX } from '../../contract/chat';
import { CHAT_INPUT_MAX_ROWS } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { Textarea } from '../../ui/textarea';

export interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Receives the trimmed text; blank text is never sent. */
  onSend: (text: string) => void;
  /** Nothing can be typed (no one to talk to yet, or the chat ended). */
  disabled?: boolean;
  /** Typing goes on, sending waits (the previous answer is on its way). */
  busy?: boolean;
  /** Why the last message did not go, under the field. */
  error?: string | null;
  /** A status line above the field (waiting for staff...). */
  status?: ReactNode;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The message field under a chat log: Enter sends, Shift+Enter starts a new line, up to three rows then it scrolls. */
export function ChatInput({ value, onChange, onSend, disabled = false, busy = false, error, status, inputRef }: ChatInputProps) {
  const errorId = useId();
  const text = value.trim();
  const canSend = !disabled && !busy && text.length > 0;

  const send = () => {
    if (canSend) onSend(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter also confirms a word in an input method (Telex on some keyboards).
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="shrink-0 border-t border-line bg-surface px-3 pt-2 pb-3"
    >
      {status}
      <div className="mt-1 flex items-end gap-2">
        <Textarea
          ref={inputRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          aria-label={messages.chat.inputLabel}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          placeholder={messages.chat.inputPlaceholder}
          enterKeyHint="send"
          maxLength={CHAT_MESSAGE_MAX}
          minRows={1}
          maxRows={CHAT_INPUT_MAX_ROWS}
        />
        <Button type="submit" size="icon" aria-label={messages.chat.send} disabled={!canSend} className="mb-px">
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
