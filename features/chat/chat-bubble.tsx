import type { ReactNode } from 'react';
import { format, messages } from '../../contract/messages';
import { clockTime } from '../../entities/chat/chat-time';
import { cn } from '../../ui/cn';

export interface ChatBubbleProps {
  /** The visitor's own words: on the right, in the brand colour. */
  mine: boolean;
  /** Who speaks; read out for every message, shown above the other side's messages when `showSpeaker`. */
  speaker: string;
  showSpeaker?: boolean;
  /** Sent but not yet confirmed by the server: 'Đang gửi...' under it (fading it would fail the contrast). */
  pending?: boolean;
  /** When the server stored it (ISO): shown as its hour under the bubble. */
  time?: string;
  children: ReactNode;
}

/** One message of a conversation, as an item of the chat log's list. */
export function ChatBubble({ mine, speaker, showSpeaker = false, pending = false, time, children }: ChatBubbleProps) {
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className={showSpeaker && !mine ? 'px-1 text-xs font-semibold text-ink-muted' : 'sr-only'}>
        {speaker}
        <span className="sr-only">:</span>
      </span>
      <p
        className={cn(
          'max-w-[85%] rounded-card px-3.5 py-2 text-sm leading-6 break-words whitespace-pre-line',
          mine ? 'rounded-br-tight bg-brand-600 text-white' : 'rounded-bl-tight bg-surface-muted text-ink ring-1 ring-line',
        )}
      >
        {children}
      </p>
      {pending ? (
        <span className="px-1 text-xs text-ink-muted">{messages.common.sending}</span>
      ) : time ? (
        <span className="px-1 text-xs text-ink-muted tabular-nums">
          {/* The bare hour for the eye; 'Gửi lúc 14:05' for screen readers. */}
          <time dateTime={time} aria-hidden="true">
            {clockTime(time)}
          </time>
          <span className="sr-only">{format(messages.chat.sentAt, { time: clockTime(time) })}</span>
        </span>
      ) : null}
    </li>
  );
}
