import { CircleAlert, LoaderCircle, WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { messages } from '../../contract/messages';
import { Spinner } from '../../ui/spinner';
import { ChatBubble } from './chat-bubble';
import { ChatInput } from './chat-input';
import { ChatLog } from './chat-log';
import { ChatNotice } from './chat-notice';
import type { ChatSession } from './chat-session';
import { SEND_ACK_TIMEOUT_MS, useLiveChat } from './use-live-chat';

export interface LiveChatProps {
  session: ChatSession;
  /** Put the focus on the conversation at once (the customer just chose it). */
  autoFocus?: boolean;
  /** How long a message waits for the server's acknowledgement (stories shorten it). */
  ackTimeoutMs?: number;
}

/** The signed-in customer's conversation with the garage's staff over the socket. */
export function LiveChat({ session, autoFocus = false, ackTimeoutMs = SEND_ACK_TIMEOUT_MS }: LiveChatProps) {
  const chat = useLiveChat(session, ackTimeoutMs);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const active = chat.status === 'active';

  useEffect(() => {
    if (autoFocus) logRef.current?.focus();
  }, [autoFocus]);

  // Whoever waited on the conversation can type as soon as staff arrive.
  useEffect(() => {
    if (active && document.activeElement === logRef.current) inputRef.current?.focus();
  }, [active]);

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
      <ChatLog ref={logRef} scrollKey={`${chat.timeline.length}-${chat.pending.length}-${chat.historyLoading}`}>
        <ChatBubble mine={false} speaker={messages.chat.staffName}>
          {messages.chat.waitingGreeting}
        </ChatBubble>
        {chat.historyLoading ? (
          <li className="flex justify-center">
            <Spinner size="sm" showLabel label={messages.common.loading} />
          </li>
        ) : null}
        {chat.historyFailed ? <ChatNotice tone="warning">{messages.chat.historyLoadFailed}</ChatNotice> : null}
        {chat.timeline.map((entry) =>
          entry.kind === 'notice' ? (
            <ChatNotice key={`n${entry.notice.id}`}>{entry.notice.text}</ChatNotice>
          ) : (
            <ChatBubble
              key={`m${entry.message.seq}`}
              mine={entry.message.sender === 'customer'}
              speaker={entry.message.sender === 'customer' ? messages.chat.you : entry.message.from || messages.chat.staffName}
              showSpeaker
            >
              {entry.message.message}
            </ChatBubble>
          ),
        )}
        {chat.pending.map((message) => (
          <ChatBubble key={`p${message.id}`} mine speaker={messages.chat.you} pending>
            {message.text}
          </ChatBubble>
        ))}
      </ChatLog>
      <ChatInput
        value={chat.draft}
        onChange={chat.setDraft}
        onSend={chat.send}
        disabled={!active}
        error={chat.sendError}
        inputRef={inputRef}
        status={
          chat.status === 'waiting' ? (
            <p role="status" className="flex items-center gap-2 py-1 text-sm text-ink-muted">
              <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-brand-600 motion-reduce:animate-none" />
              {messages.chat.waitingForAdmin}
            </p>
          ) : null
        }
      />
    </>
  );
}
