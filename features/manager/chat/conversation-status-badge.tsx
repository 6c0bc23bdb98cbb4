import type { ChatConversation } from '../../../contract/chat';
import { messages } from '../../../contract/messages';
import { Badge } from '../../../ui/badge';

export interface ConversationStatusBadgeProps {
  conversation: Pick<ChatConversation, 'status' | 'staffName'>;
}

/** 'Đang chờ' in orange until someone takes it, then 'Đang hỗ trợ' with who helps, and 'Đã kết thúc' once over. */
export function ConversationStatusBadge({ conversation }: ConversationStatusBadgeProps) {
  if (conversation.status === 'waiting') {
    return (
      <Badge tone="orange" size="sm" dot>
        {messages.chat.waitingLabel}
      </Badge>
    );
  }
  if (conversation.status === 'ended') {
    return (
      <Badge tone="neutral" size="sm" dot>
        {messages.chat.endedLabel}
      </Badge>
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-1.5 text-xs text-ink-muted">
      <Badge tone="blue" size="sm" dot>
        {messages.chat.activeLabel}
      </Badge>
      {conversation.staffName ? <span className="truncate">{conversation.staffName}</span> : null}
    </span>
  );
}
