import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { BotChat } from './bot-chat';
import { ChatChoice } from './chat-choice';
import { GuestMessageForm } from './guest-message-form';
import type { ChatSession } from './chat-session';
import { LiveChat } from './live-chat';
import { usePhoneSheet } from './use-phone-sheet';

export type ChatMode = 'choice' | 'bot' | 'live' | 'guest';

export interface ChatWidgetProps {
  id?: string;
  /** The signed-in customer, or null: the live chat is for signed-in customers only. */
  session: ChatSession | null;
  /** Opens the login (the live chat's choice when signed out). */
  onLogin: () => void;
  /** `returnFocus`: give the focus back to the launcher (closed from the keyboard or the close button). */
  onClose: (returnFocus: boolean) => void;
  /** Where it opens; the choice unless a story shows a conversation straight away. */
  initialMode?: ChatMode;
  /** YYYY-MM-DD, the first day the bot's booking form offers; the garage's today by default. */
  today?: string;
  /** Where staff answer customers; the choice links there for a signed-in admin or master. */
  staffDeskHref?: string;
  /** How long a live message waits for the server's acknowledgement (stories shorten it). */
  ackTimeoutMs?: number;
}

const iconButton = cn(
  'flex size-control-md shrink-0 cursor-pointer items-center justify-center rounded-control text-white/85 hover:bg-white/10 hover:text-white [&_svg]:size-5',
  focusRing,
);

/**
 * The chat panel the launcher opens: beside the page on wider screens (not a modal, the page
 * stays usable), a full sheet on phones. It starts at the choice between the bot and staff;
 * closing it ends whatever conversation was open.
 */
export function ChatWidget({ id, session, onLogin, onClose, initialMode = 'choice', today, staffDeskHref = '/admin-chat', ackTimeoutMs }: ChatWidgetProps) {
  const [chosen, setChosen] = useState<ChatMode>(initialMode);
  // A visitor picked this conversation just now (not a story opening on it): it takes the focus.
  const [picked, setPicked] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  usePhoneSheet(panelRef);
  // Signed out in another tab meanwhile: the live chat is not theirs any more.
  // Signed in meanwhile: the live chat is theirs now, no message form.
  const mode = (chosen === 'live' && (!session || session.isStaff)) || (chosen === 'guest' && session) ? 'choice' : chosen;

  // Keyboard and screen-reader users land in the panel, which reads its title.
  useEffect(() => panelRef.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Escape in a dialog above the page (the login) closes that dialog, not the chat.
      const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"], [role="alertdialog"]') : null;
      if (dialog && dialog !== panelRef.current) return;
      onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const choose = (next: ChatMode) => {
    setChosen(next);
    setPicked(next !== 'choice');
    if (next === 'choice') panelRef.current?.focus();
  };

  const title =
    mode === 'bot' ? messages.chat.botName : mode === 'live' ? messages.chat.staffName : mode === 'guest' ? messages.guestMessages.formLabel : messages.chat.widgetTitle;

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'fixed z-50 flex flex-col overflow-clip bg-surface text-ink shadow-overlay outline-none motion-safe:animate-rise-in',
        // Phones: the whole width and the visible height (usePhoneSheet follows the keyboard).
        'inset-x-0 top-0 h-dvh',
        'sm:inset-x-auto sm:top-auto sm:right-5 sm:bottom-24 sm:h-[min(38rem,calc(100dvh-11rem))] sm:w-96 sm:rounded-card sm:ring-1 sm:ring-line',
      )}
    >
      <div className="flex shrink-0 items-center gap-1 bg-navy-900 px-2 py-2 text-white">
        {mode === 'choice' ? (
          <span aria-hidden="true" className="w-2" />
        ) : (
          <button type="button" aria-label={messages.common.back} onClick={() => choose('choice')} className={iconButton}>
            <ArrowLeft aria-hidden="true" />
          </button>
        )}
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-bold">
          {title}
        </h2>
        <button type="button" aria-label={messages.common.close} onClick={() => onClose(true)} className={iconButton}>
          <X aria-hidden="true" />
        </button>
      </div>
      {mode === 'bot' ? (
        <BotChat userId={session?.userId ?? 'guest'} fullName={session?.fullName} today={today} autoFocus={picked} />
      ) : mode === 'live' && session ? (
        <LiveChat session={session} autoFocus={picked} ackTimeoutMs={ackTimeoutMs} />
      ) : mode === 'guest' ? (
        <GuestMessageForm autoFocus={picked} />
      ) : (
        <ChatChoice
          signedIn={session !== null}
          staffDeskHref={session?.isStaff ? staffDeskHref : undefined}
          onBot={() => choose('bot')}
          onLive={() => choose('live')}
          onGuestMessage={() => choose('guest')}
          onLogin={() => {
            // Signed in where the panel stays (no reload), it goes on to the staff chat asked for.
            setChosen('live');
            setPicked(true);
            onLogin();
          }}
        />
      )}
    </div>
  );
}
