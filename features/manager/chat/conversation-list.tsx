import { MessagesSquare } from 'lucide-react';
import type { Ref } from 'react';
import type { ChatConversation } from '../../../contract/chat';
import { messages } from '../../../contract/messages';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { ConversationRow } from './conversation-row';

export interface ConversationListProps {
  /** Already in display order; undefined while the first load is on its way. */
  conversations: readonly ChatConversation[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  selectedUserId: string | null;
  onSelect: (userId: string) => void;
  /** What an empty list says: nobody waiting, no match for the search... */
  emptyText: string;
  /** The server holds more than is shown: a button asks for the next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  ref?: Ref<HTMLUListElement>;
}

/** One view of the inbox, with what it may be instead: loading, failed, empty; and more to load. */
export function ConversationList({
  conversations,
  loadFailed,
  onRetry,
  selectedUserId,
  onSelect,
  emptyText,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  ref,
}: ConversationListProps) {
  if (!conversations) {
    if (loadFailed) return <LoadError message={messages.chat.conversationsLoadFailed} onRetry={onRetry} className="m-3" />;
    return (
      <div className="flex justify-center py-12">
        <Spinner showLabel />
      </div>
    );
  }
  if (conversations.length === 0) {
    return (
      <p className="flex flex-col items-center gap-3 px-6 py-12 text-center text-ink-muted">
        <MessagesSquare aria-hidden="true" className="size-8" />
        {emptyText}
      </p>
    );
  }
  return (
    <div className="p-2">
      <ul ref={ref} aria-label={messages.chat.conversationsTitle} className="space-y-1">
        {conversations.map((conversation) => (
          <li key={conversation.userId}>
            <ConversationRow conversation={conversation} selected={conversation.userId === selectedUserId} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="flex justify-center pt-2 pb-1">
          <Button variant="outline" size="sm" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore || undefined}>
            {loadingMore ? <Spinner size="sm" label={messages.common.loading} /> : null}
            {messages.chat.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
