import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { Spinner } from '../../../ui/spinner';
import { useGuestMessages } from '../../../entities/chat/get-guest-messages';
import { GuestMessageCard, guestMessageCardId } from './guest-message-card';

/** Under the chat desk: the messages visitors without an account left, oldest first, until someone answers them. */
export function GuestMessageDesk() {
  const { data, error, isLoading } = useGuestMessages();
  // A staff alert links to one message (`?guest=<id>`): it is brought into sight once listed.
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('guest');
  const listed = Boolean(linked && data?.some((message) => message._id === linked));
  useEffect(() => {
    if (!listed || !linked) return;
    const card = document.getElementById(guestMessageCardId(linked));
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [listed, linked]);
  return (
    <section aria-labelledby="guest-messages-title" className="space-y-3">
      <h2 id="guest-messages-title" className="text-xl font-bold text-navy-900">
        {messages.guestMessages.deskTitle}
      </h2>
      {isLoading ? (
        <Spinner />
      ) : error && !data ? (
        <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
          {messages.guestMessages.deskLoadFailed}
        </p>
      ) : data && data.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {data.map((message) => (
            <GuestMessageCard key={message._id} message={message} />
          ))}
        </ul>
      ) : (
        <p className="rounded-card bg-surface p-4 text-ink-muted ring-1 ring-line">{messages.guestMessages.deskEmpty}</p>
      )}
    </section>
  );
}
