import { MessagesSquare } from 'lucide-react';
import type { Ref } from 'react';
import type { ChatConversation } from '../../../contract/chat';
import { messages } from '../../../contract/messages';
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
  ref?: Ref<HTMLUListElement>;
}

/** The customers waiting or being helped, with what their list may be instead: loading, failed, empty. */
export function ConversationList({ conversations, loadFailed, onRetry, selectedUserId, onSelect, ref }: ConversationListProps) {
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
        {messages.chat.noConversations}
      </p>
    );
  }
  return (
    <ul ref={ref} aria-label={messages.chat.conversationsTitle} className="space-y-1 p-2">
      {conversations.map((conversation) => (
        <li key={conversation.userId}>
          <ConversationRow conversation={conversation} selected={conversation.userId === selectedUserId} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
