import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ChatConversation, ChatMessage } from '../../../contract/chat';
import { format, messages as texts } from '../../../contract/messages';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { ChatComposer } from './chat-composer';
import { ConversationStatusBadge } from './conversation-status-badge';
import { CustomerAvatar } from './customer-avatar';
import { EndChatButton } from './end-chat-button';
import { MessageList } from './message-list';

/** Below this width the list and the conversation take turns on the whole width (spec section 9). */
export const PHONE_QUERY = '(max-width: 767.98px)';

export interface ConversationPaneProps {
  /** None selected: the pane asks to pick one. */
  conversation: ChatConversation | undefined;
  messages: readonly ChatMessage[];
  history: 'loading' | 'failed' | 'ready';
  onRetryHistory: () => void;
  onBack: () => void;
  onEnd: () => Promise<unknown>;
  onSend: (text: string) => Promise<boolean>;
}

/** The open conversation: who, its messages, the box to answer in, and the way to end it. */
export function ConversationPane({ conversation, messages, history, onRetryHistory, onBack, onEnd, onSend }: ConversationPaneProps) {
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const userId = conversation?.userId;

  // On a phone the list the person tapped in has gone: the conversation's name takes the focus,
  // and the page scrolls so the whole conversation, the message box at its foot included, shows.
  useEffect(() => {
    if (!userId || !window.matchMedia(PHONE_QUERY).matches) return;
    heading.current?.focus({ preventScroll: true });
    root.current?.scrollIntoView({ block: 'end' });
  }, [userId]);

  return (
    <div ref={root} className="flex h-full min-h-0 flex-col">
      {conversation ? (
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line px-3 py-3 sm:px-4">
          <Button variant="ghost" size="icon" className="-ml-1 md:hidden" aria-label={texts.chat.backToList} onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
          </Button>
          <CustomerAvatar name={conversation.customerName} image={conversation.customerImage} />
          <div className="min-w-0 flex-1 space-y-1">
            <h2 ref={heading} tabIndex={-1} className="truncate font-bold text-navy-900 outline-none">
              {conversation.customerName}
            </h2>
            <div className="flex">
              <ConversationStatusBadge conversation={conversation} />
            </div>
          </div>
          <EndChatButton customerName={conversation.customerName} onEnd={onEnd} />
        </header>
      ) : null}

      {!conversation ? (
        <p className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 bg-canvas px-6 text-center font-semibold text-ink-muted">
          <MessagesSquare aria-hidden="true" className="size-10" />
          {texts.chat.selectUser}
        </p>
      ) : history === 'loading' ? (
        <div className="flex min-h-0 flex-1 items-center justify-center bg-canvas">
          <Spinner showLabel />
        </div>
      ) : history === 'failed' ? (
        <div className="min-h-0 flex-1 bg-canvas p-4">
          <LoadError message={texts.chat.historyLoadFailed} onRetry={onRetryHistory} />
        </div>
      ) : (
        <MessageList messages={messages} label={format(texts.chat.messagesWith, { name: conversation.customerName })} />
      )}

      <ChatComposer key={userId} onSend={onSend} />
    </div>
  );
}
