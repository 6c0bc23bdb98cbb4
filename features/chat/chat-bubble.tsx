import type { ReactNode } from 'react';
import { messages } from '../../contract/messages';
import { cn } from '../../ui/cn';

export interface ChatBubbleProps {
  /** The visitor's own words: on the right, in the brand colour. */
  mine: boolean;
  /** Who speaks; read out for every message, shown above the other side's messages when `showSpeaker`. */
  speaker: string;
  showSpeaker?: boolean;
  /** Sent but not yet confirmed by the server. */
  pending?: boolean;
  children: ReactNode;
}

/** One message of a conversation, as an item of the chat log's list. */
export function ChatBubble({ mine, speaker, showSpeaker = false, pending = false, children }: ChatBubbleProps) {
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
          pending && 'opacity-70',
        )}
      >
        {children}
      </p>
      {pending ? <span className="px-1 text-xs text-ink-muted">{messages.common.sending}</span> : null}
    </li>
  );
}
