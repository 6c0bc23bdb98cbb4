import type { ChatMessage } from '../../../contract/chat';
import { cn } from '../../../ui/cn';
import { clockTime } from '../../../entities/chat/chat-time';

export interface MessageBubbleProps {
  message: ChatMessage;
}

/** The customer's words on the left; the staff's on the right, under the name of who wrote them. */
export function MessageBubble({ message }: MessageBubbleProps) {
  const staff = message.sender === 'staff';
  return (
    <div data-sender={message.sender} className={cn('flex flex-col gap-1', staff ? 'items-end pl-8 sm:pl-16' : 'items-start pr-8 sm:pr-16')}>
      {staff ? <span className="px-1 text-xs font-semibold text-ink-muted">{message.from}</span> : null}
      <p
        className={cn(
          'max-w-full rounded-card px-3.5 py-2 text-sm leading-6 break-words whitespace-pre-wrap',
          staff ? 'rounded-br-tight bg-brand-700 text-white' : 'rounded-bl-tight bg-surface text-ink ring-1 ring-line',
        )}
      >
        {message.message}
      </p>
      <time dateTime={message.createdAt} className="px-1 text-xs text-ink-muted tabular-nums">
        {clockTime(message.createdAt)}
      </time>
    </div>
  );
}
