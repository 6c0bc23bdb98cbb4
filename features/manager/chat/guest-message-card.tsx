import { Mail, Phone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../contract/chat';
import { refusalText } from '../../../contract/client';
import { formatDateTime } from '../../../contract/format';
import type { GuestMessage } from '../../../contract/guest-messages';
import { format, messages } from '../../../contract/messages';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Textarea } from '../../../ui/textarea';
import { useToast } from '../../../ui/toast';
import { useAnswerGuestMessage } from '../../../entities/chat/answer-guest-message';

/** The card's element id, which the desk brings into sight when an alert links to it. */
export const guestMessageCardId = (id: string) => `guest-message-${id}`;

/** The phone as the desk dials it: '0912 345 678'. */
const spacedPhone = (phone: string) => phone.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');

/**
 * One visitor's message: with an e-mail, a reply form whose answer goes by mail; with only a
 * phone, the number to call and the mark that it was answered.
 */
export function GuestMessageCard({ message }: { message: GuestMessage }) {
  const toast = useToast();
  const { reply, markAnswered } = useAnswerGuestMessage();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const titleId = useId();

  const run = async (action: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(refusalText(error, messages.guestMessages.deskActionFailed));
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const answer = text.trim();
    if (!answer || pending) return;
    void run(() => reply(message._id, answer), messages.guestMessages.deskReplied);
  };

  return (
    <li id={guestMessageCardId(message._id)} tabIndex={-1} aria-labelledby={titleId} className="flex flex-col outline-none focus-visible:ring-2 focus-visible:ring-brand-600 gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-ink">
          {message.fullName}
        </h3>
        <time dateTime={message.createdAt} className="text-sm text-ink-muted">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {message.phone ? (
          <a href={`tel:${message.phone}`} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
            <Phone aria-hidden="true" className="size-4" />
            {format(messages.guestMessages.deskCall, { phone: spacedPhone(message.phone) })}
          </a>
        ) : null}
        {message.email ? (
          <span className="inline-flex items-center gap-1.5 text-ink-muted">
            <Mail aria-hidden="true" className="size-4" />
            {message.email}
          </span>
        ) : null}
      </div>
      <p className="whitespace-pre-line break-words text-ink">{message.message}</p>
      {message.email ? (
        <form onSubmit={onSubmit} className="flex flex-col gap-2">
          <FormField label={messages.guestMessages.deskReplyLabel}>
            <Textarea value={text} onChange={(event) => setText(event.target.value)} readOnly={pending} minRows={2} maxRows={6} maxLength={CHAT_MESSAGE_MAX} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" pending={pending} pendingLabel={messages.common.sending} disabled={!text.trim()}>
              {messages.guestMessages.deskReplySend}
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => void run(() => markAnswered(message._id), messages.guestMessages.deskMarked)}>
              {messages.guestMessages.deskMarkAnswered}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-ink-muted">{messages.guestMessages.noEmail}</p>
          <Button type="button" size="sm" variant="outline" pending={pending} onClick={() => void run(() => markAnswered(message._id), messages.guestMessages.deskMarked)}>
            {messages.guestMessages.deskMarkAnswered}
          </Button>
        </div>
      )}
    </li>
  );
}
