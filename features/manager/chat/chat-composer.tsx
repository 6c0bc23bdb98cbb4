import { LoaderCircle, SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../contract/chat';
import { CHAT_INPUT_MAX_ROWS } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { Button } from '../../../ui/button';
import { Textarea } from '../../../ui/textarea';

export interface ChatComposerProps {
  /** Sends the trimmed text; true when it went, so the box empties (a failure keeps it for another try). */
  onSend: (text: string) => Promise<boolean>;
}

/** The staff's message box: Enter sends, Shift+Enter starts a new line, it grows to three rows. */
export function ChatComposer({ onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);

  const send = async () => {
    const message = text.trim();
    if (!message || pending) return;
    setPending(true);
    try {
      if (await onSend(message)) setText('');
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word picks the word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-line bg-surface p-3">
      <Textarea
        aria-label={messages.chat.staffInputLabel}
        placeholder={messages.chat.inputPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        readOnly={pending}
        aria-busy={pending || undefined}
        minRows={1}
        maxRows={CHAT_INPUT_MAX_ROWS}
        maxLength={CHAT_MESSAGE_MAX}
        className="min-w-0 flex-1"
      />
      <Button type="submit" size="icon" disabled={pending} aria-busy={pending || undefined} aria-label={pending ? messages.common.sending : messages.chat.send} className="mb-px">
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-[spin_1.6s_linear_infinite]" /> : <SendHorizontal aria-hidden="true" />}
      </Button>
    </form>
  );
}
