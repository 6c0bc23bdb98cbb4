import { ArrowLeft, Lock, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ChatConversation, ChatMessage } from '../../../contract/chat';
import { format, messages as texts } from '../../../contract/messages';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { ChatComposer } from './chat-composer';
import { ConversationStatusBadge } from './conversation-status-badge';
import { CustomerAvatar } from './customer-avatar';
import { CustomerPresence } from './customer-presence';
import { EndChatButton } from './end-chat-button';
import { MessageList } from './message-list';

/** Below this width the list and the conversation take turns on the whole width (spec section 9). */
export const PHONE_QUERY = '(max-width: 767.98px)';

export interface ConversationPaneProps {
  /** The conversation open, once known; undefined with nothing chosen, or while a chosen one is looked up. */
  conversation: ChatConversation | undefined;
  /** A customer was chosen (from the list or the address), whether or not their conversation is known yet. */
  chosen: boolean;
  messages: readonly ChatMessage[];
  history: 'loading' | 'failed' | 'ready';
  onRetryHistory: () => void;
  onBack: () => void;
  onEnd: () => Promise<unknown>;
  onSend: (text: string) => Promise<boolean>;
}

/**
 * The open conversation: who, whether they are there now, its messages, the box to answer in
 * and the way to end it. An ended conversation is shown to read only.
 */
export function ConversationPane({ conversation, chosen, messages, history, onRetryHistory, onBack, onEnd, onSend }: ConversationPaneProps) {
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const userId = conversation?.userId;
  const ended = conversation?.status === 'ended';

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
        <header className="border-b border-line px-3 py-3 sm:px-4">
          <div className="flex items-center gap-3">
            <Button variant="ghost" size="icon" className="-ml-1 shrink-0 md:hidden" aria-label={texts.chat.backToList} onClick={onBack}>
              <ArrowLeft aria-hidden="true" />
            </Button>
            {/* Below the two-column width the back button stands where the photo would: the name keeps the room for it and the end button's words. */}
            <CustomerAvatar name={conversation.customerName} image={conversation.customerImage} className="max-md:hidden" />
            <div className="min-w-0 flex-1">
              <h2 ref={heading} tabIndex={-1} className="truncate font-bold text-navy-900 outline-none">
                {conversation.customerName}
              </h2>
              {conversation.customerEmail ? <p className="truncate text-xs text-ink-muted">{conversation.customerEmail}</p> : null}
            </div>
            {ended ? null : <EndChatButton customerName={conversation.customerName} onEnd={onEnd} />}
          </div>
          {/* Under the name, on their own line: the end button never squeezes who helps out of sight. */}
          <div className="mt-2 flex flex-wrap items-center gap-1.5 pl-12 md:pl-13">
            <ConversationStatusBadge conversation={conversation} />
            <CustomerPresence online={conversation.customerOnline} />
          </div>
        </header>
      ) : chosen ? (
        // Still looked up, or not found: a phone still needs the way back to the list.
        <div className="border-b border-line px-3 py-2 md:hidden">
          <Button variant="ghost" size="icon" className="-ml-1" aria-label={texts.chat.backToList} onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
          </Button>
        </div>
      ) : null}

      {!conversation && !chosen ? (
        <p className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 bg-canvas px-6 text-center font-semibold text-ink-muted">
          <MessagesSquare aria-hidden="true" className="size-10" />
          {texts.chat.selectCustomer}
        </p>
      ) : history === 'loading' ? (
        <div className="flex min-h-0 flex-1 items-center justify-center bg-canvas">
          <Spinner showLabel />
        </div>
      ) : history === 'failed' ? (
        <div className="min-h-0 flex-1 bg-canvas p-4">
          <LoadError message={texts.chat.historyLoadFailed} onRetry={onRetryHistory} />
        </div>
      ) : !conversation ? (
        <p className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 bg-canvas px-6 text-center font-semibold text-ink-muted">
          <MessagesSquare aria-hidden="true" className="size-10" />
          {texts.chat.conversationNotFound}
        </p>
      ) : (
        <MessageList messages={messages} label={format(texts.chat.messagesWith, { name: conversation.customerName })} />
      )}

      {chosen && !conversation ? null : ended ? (
        <p className="flex items-center gap-2 border-t border-line bg-surface-muted px-4 py-3 text-sm font-semibold text-ink-muted">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          {texts.chat.endedReadOnly}
        </p>
      ) : (
        <ChatComposer key={userId} onSend={onSend} />
      )}
    </div>
  );
}
