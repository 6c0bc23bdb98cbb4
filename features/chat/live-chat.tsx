import { CircleAlert, LoaderCircle, PencilLine, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { messages } from '../../contract/messages';
import { Spinner } from '../../ui/spinner';
import { ChatBubble } from './chat-bubble';
import { ChatConsent, useChatConsent } from './chat-consent';
import { ChatDayBreak } from './chat-day-break';
import { ChatInput } from './chat-input';
import { ChatLog } from './chat-log';
import { ChatNotice } from './chat-notice';
import type { ChatSession } from './chat-session';
import { LiveChatPresence } from './live-chat-presence';
import { needsTodayBreak, withDayBreaks } from './live-chat-logic';
import { SEND_ACK_TIMEOUT_MS, useLiveChat } from './use-live-chat';

export interface LiveChatProps {
  session: ChatSession;
  /** Put the focus on the conversation at once (the customer just chose it). */
  autoFocus?: boolean;
  /** How long a message waits for the server's acknowledgement (stories shorten it). */
  ackTimeoutMs?: number;
}

/**
 * The signed-in customer's conversation with the garage's staff over the tab's socket. The
 * customer can write at once, whether staff are online or not: what they send is stored and
 * read when staff take the conversation, or answered by e-mail.
 */
export function LiveChat({ session, autoFocus = false, ackTimeoutMs = SEND_ACK_TIMEOUT_MS }: LiveChatProps) {
  const chat = useLiveChat(session, ackTimeoutMs);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const entries = useMemo(() => withDayBreaks(chat.timeline), [chat.timeline]);
  // Greeting someone with 'please wait a moment' is only true while staff are there to come.
  const greet = chat.presence === 'online' || chat.status === 'active';
  // The first message waits for the customer's consent, asked once (issue 43); the text stays in the field meanwhile.
  const consent = useChatConsent(session.isStaff ? undefined : session.userId);
  const [held, setHeld] = useState<string | null>(null);
  const send = (text: string) => {
    if (consent.needed) setHeld(text);
    else chat.send(text);
  };
  const accept = async () => {
    if (!(await consent.give())) return;
    if (held !== null) chat.send(held);
    setHeld(null);
    inputRef.current?.focus();
  };

  // The field takes the focus: there is nothing to wait for before writing.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  return (
    <>
      {chat.problem ? (
        <div role="alert" className="flex shrink-0 items-start gap-2 border-b border-danger-line bg-danger-soft px-4 py-2.5 text-sm text-danger-ink">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">{chat.problem.title}</span>
            {chat.problem.reason ? <span className="block">{chat.problem.reason}</span> : null}
          </p>
        </div>
      ) : chat.reconnecting ? (
        <p role="status" className="flex shrink-0 items-center gap-2 border-b border-warning-line bg-warning-soft px-4 py-2 text-sm font-semibold text-warning-ink">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {messages.chat.reconnecting}
        </p>
      ) : null}
      <LiveChatPresence presence={chat.presence} opensAt={chat.opensAt} closedReason={chat.closedReason} />
      <ChatLog ref={logRef} scrollKey={`${chat.timeline.length}-${chat.pending.length}-${chat.historyLoading}`}>
        {greet ? (
          <ChatBubble mine={false} speaker={messages.chat.staffName}>
            {messages.chat.waitingGreeting}
          </ChatBubble>
        ) : null}
        {chat.historyLoading ? (
          <li className="flex justify-center">
            <Spinner size="sm" showLabel label={messages.common.loading} />
          </li>
        ) : null}
        {chat.historyFailed ? <ChatNotice tone="warning">{messages.chat.historyLoadFailed}</ChatNotice> : null}
        {entries.map((entry) =>
          entry.kind === 'day' ? (
            <ChatDayBreak key={`d${entry.day}`} label={entry.label} />
          ) : entry.kind === 'notice' ? (
            <ChatNotice key={`n${entry.notice.id}`}>{entry.notice.text}</ChatNotice>
          ) : (
            <ChatBubble
              key={`m${entry.message.seq}`}
              mine={entry.message.sender === 'customer'}
              speaker={entry.message.sender === 'customer' ? messages.chat.you : entry.message.from || messages.chat.staffName}
              showSpeaker
              time={entry.message.createdAt}
            >
              {entry.message.message}
            </ChatBubble>
          ),
        )}
        {chat.pending.length > 0 && needsTodayBreak(chat.held) ? <ChatDayBreak label={messages.chat.today} /> : null}
        {chat.pending.map((message) => (
          <ChatBubble key={`p${message.id}`} mine speaker={messages.chat.you} pending>
            {message.text}
          </ChatBubble>
        ))}
      </ChatLog>
      {held !== null && consent.needed ? (
        <ChatConsent noticeVersion={consent.noticeVersion} pending={consent.pending} failed={consent.failed} onAccept={() => void accept()} />
      ) : null}
      <ChatInput
        value={chat.draft}
        onChange={chat.setDraft}
        onSend={send}
        disabled={chat.problem !== null}
        error={chat.sendError}
        inputRef={inputRef}
        status={
          chat.problem ? null : chat.status === 'waiting' ? (
            <p role="status" className="flex items-center gap-2 py-1 text-sm text-ink-muted">
              {chat.presence === 'online' ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-brand-600 motion-reduce:animate-none" />
                  {messages.chat.waitingForAdmin}
                </>
              ) : (
                <>
                  <PencilLine aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  {messages.chat.typeWhileWaiting}
                </>
              )}
            </p>
          ) : chat.status === 'ended' ? (
            <p role="status" className="flex items-center gap-2 py-1 text-sm text-ink-muted">
              <PencilLine aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {messages.chat.writeToRestart}
            </p>
          ) : null
        }
      />
    </>
  );
}
