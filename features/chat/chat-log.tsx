import { useEffect, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
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
  const list = useRef<HTMLOListElement>(null);
  /** Whether the newest message is in view: then the log follows what grows below it. */
  const pinned = useRef(true);

  useLayoutEffect(() => {
    const log = own.current;
    if (!log) return;
    log.scrollTop = log.scrollHeight;
    pinned.current = true;
  }, [scrollKey]);

  // Messages grow after they are drawn (the web font arriving, a picture loading, a long history
  // wrapping on a slow phone): a log showing its newest stays at the bottom, one read higher up stays put.
  useEffect(() => {
    const log = own.current;
    const items = list.current;
    if (!log || !items || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) log.scrollTop = log.scrollHeight;
    });
    observer.observe(items);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={mergeRefs(own, ref)}
      onScroll={(event) => {
        const log = event.currentTarget;
        pinned.current = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
      }}
      role="log"
      aria-live="polite"
      aria-label={messages.chat.messagesLabel}
      tabIndex={0}
      className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain bg-surface px-4 py-4', focusRing, 'focus-visible:outline-offset-[-2px]', className)}
    >
      <ol ref={list} className="flex flex-col gap-3">
        {children}
      </ol>
    </div>
  );
}
