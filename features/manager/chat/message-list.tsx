import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../../../contract/chat';
import { messages as texts } from '../../../contract/messages';
import { dayLabel, messageDay } from '../../../entities/chat/chat-time';
import { MessageBubble } from './message-bubble';

export interface MessageListProps {
  messages: readonly ChatMessage[];
  /** Names the log for screen readers: 'Tin nhắn với Nguyễn Văn Hùng'. */
  label: string;
}

/** A conversation's messages, a line with the day wherever the day changes; it keeps the newest in view. */
export function MessageList({ messages, label }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.seq;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest, label]);

  return (
    <div ref={scroller} role="log" aria-label={label} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-canvas px-3 py-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset sm:px-5">
      {messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-ink-muted">{texts.chat.noMessages}</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message, index) => {
            const day = messageDay(message.createdAt);
            const newDay = index === 0 || messageDay(messages[index - 1]!.createdAt) !== day;
            return (
              <li key={message.seq} className="space-y-3">
                {newDay ? (
                  <p className="flex items-center gap-3 text-xs font-semibold text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
                    {dayLabel(message.createdAt)}
                  </p>
                ) : null}
                <MessageBubble message={message} />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
