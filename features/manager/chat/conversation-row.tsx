import type { ChatConversation } from '../../../contract/chat';
import { format, messages } from '../../../contract/messages';
import { Badge } from '../../../ui/badge';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';
import { listTime } from '../../../entities/chat/chat-time';
import { ConversationStatusBadge } from './conversation-status-badge';
import { CustomerAvatar } from './customer-avatar';
import { CustomerPresence } from './customer-presence';

export interface ConversationRowProps {
  conversation: ChatConversation;
  selected: boolean;
  onSelect: (userId: string) => void;
}

/** One customer in the list: who, their last message, when, how many unread, who helps them, and whether they are there now. */
export function ConversationRow({ conversation, selected, onSelect }: ConversationRowProps) {
  const { customerName, customerImage, lastMessage, unreadCount, updatedAt } = conversation;
  const unread = unreadCount > 0;
  return (
    <button
      type="button"
      data-user-id={conversation.userId}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(conversation.userId)}
      className={cn(
        'flex w-full cursor-pointer items-start gap-3 rounded-control px-3 py-3 text-left transition-colors',
        selected ? 'bg-brand-50 ring-1 ring-brand-200 ring-inset' : 'hover:bg-navy-50',
        focusRing,
      )}
    >
      <CustomerAvatar name={customerName} image={customerImage} />
      <span className="min-w-0 flex-1 space-y-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-ink', unread ? 'font-bold' : 'font-semibold')}>{customerName}</span>
          <time dateTime={updatedAt} className={cn('shrink-0 text-xs tabular-nums', unread ? 'font-semibold text-brand-700' : 'text-ink-muted')}>
            {listTime(updatedAt)}
          </time>
        </span>
        <span className="flex items-center gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'font-semibold text-ink' : 'text-ink-muted')}>
            {lastMessage ? (lastMessage.sender === 'staff' ? `${lastMessage.from}: ${lastMessage.message}` : lastMessage.message) : messages.chat.noMessages}
          </span>
          {unread ? (
            <Badge tone="orange" variant="solid" size="sm" className="min-w-5 justify-center bg-brand-700 tabular-nums">
              <span aria-hidden="true">{unreadCount}</span>
              <span className="sr-only">{format(messages.chat.unreadCount, { count: unreadCount })}</span>
            </Badge>
          ) : null}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          <ConversationStatusBadge conversation={conversation} />
          <CustomerPresence online={conversation.customerOnline} />
        </span>
      </span>
    </button>
  );
}
