import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { mergeRefs } from '../../ui/merge-refs';

export interface ChatLogProps {
  /** List items: ChatBubble, ChatNotice, ChatTyping, or an <li> of one's own. */
  children: ReactNode;
  /** Changes whenever something is added at the end: the log then scrolls to the newest. */
  scrollKey: unknown;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The conversation: a scrolling log that screen readers follow politely. It takes the focus
 * (tab) so the keyboard can scroll it when nothing inside it can be focused.
 */
export function ChatLog({ children, scrollKey, className, ref }: ChatLogProps) {
  const own = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const log = own.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [scrollKey]);

  return (
    <div
      ref={mergeRefs(own, ref)}
      role="log"
      aria-live="polite"
      aria-label={messages.chat.messagesLabel}
      tabIndex={0}
      className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain bg-surface px-4 py-4', focusRing, 'focus-visible:outline-offset-[-2px]', className)}
    >
      <ol className="flex flex-col gap-3">{children}</ol>
    </div>
  );
}
