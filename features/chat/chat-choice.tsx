import { Bot, ChevronRight, Headset, LogIn, Mail, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';

export interface ChatChoiceProps {
  signedIn: boolean;
  /** Staff: instead of the live chat, the way to their own chat screen. */
  staffDeskHref?: string;
  onBot: () => void;
  onLive: () => void;
  /** Signed out: the live chat needs an account, so this opens the login. */
  onLogin: () => void;
  /** Signed out: leave the garage a message without an account, answered by mail or phone. */
  onGuestMessage: () => void;
}

const choiceClass = cn(
  'flex w-full cursor-pointer items-center gap-3 rounded-card bg-surface px-3.5 py-3 text-left ring-1 ring-line transition-colors hover:bg-brand-50 hover:ring-brand-600',
  focusRing,
);

function ChoiceContent({ icon, title, note }: { icon: ReactNode; title: string; note: string }) {
  return (
    <>
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-pill bg-brand-50 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-sm text-ink-muted">{note}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-subtle" />
    </>
  );
}

function Choice({ onClick, ...content }: { icon: ReactNode; title: string; note: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={choiceClass}>
      <ChoiceContent {...content} />
    </button>
  );
}

/** What the chat panel opens on: the bot for everyone, staff for signed-in customers, a message left for the garage for visitors without an account. */
export function ChatChoice({ signedIn, staffDeskHref, onBot, onLive, onLogin, onGuestMessage }: ChatChoiceProps) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto bg-canvas p-4">
      <p className="text-sm text-ink-muted">{messages.chat.widgetIntro}</p>
      <Choice icon={<Bot />} title={messages.chat.chatWithBot} note={messages.chat.botChoiceNote} onClick={onBot} />
      {staffDeskHref ? (
        <Link to={staffDeskHref} className={choiceClass}>
          <ChoiceContent icon={<MessagesSquare />} title={messages.chat.openStaffDesk} note={messages.chat.staffDeskNote} />
        </Link>
      ) : signedIn ? (
        <Choice icon={<Headset />} title={messages.chat.chatWithAdmin} note={messages.chat.liveChoiceNote} onClick={onLive} />
      ) : (
        <>
          <Choice icon={<LogIn />} title={messages.chat.loginToChatWithAdmin} note={messages.chat.liveChoiceNote} onClick={onLogin} />
          <Choice icon={<Mail />} title={messages.guestMessages.formLabel} note={messages.guestMessages.choiceNote} onClick={onGuestMessage} />
        </>
      )}
    </div>
  );
}
