import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { BACK_TO_TOP_AFTER_PX } from '../../ui/ui-values';
import { HOTLINE } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { BackToTop } from '../../ui/back-to-top';
import { ChatLauncher } from '../../ui/chat-launcher';
import { cn } from '../../ui/cn';
import { FloatingActions } from '../../ui/floating-actions';
import { ZALO_HREF } from '../site-info';

export interface FloatingChatPanelProps {
  id: string;
  /** `returnFocus`: give the focus back to the launcher (closed from the keyboard or the close button). */
  onClose: (returnFocus: boolean) => void;
}

export interface FloatingHelpersProps {
  /** The chat panel, rendered while the launcher has it open. Without it there is no launcher. */
  chatPanel?: ComponentType<FloatingChatPanelProps>;
  /** Open the panel once the page is up (a link that leads to the chat). */
  openChatOnStart?: boolean;
}

/** A field that brings up a phone's keyboard. */
function opensKeyboard(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image'].includes(target.type);
}

/** True while the focus is in a text field (on a phone: while the on-screen keyboard is up). */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => setTyping(opensKeyboard(document.activeElement));
    // focusout fires before the next element has the focus: read it once the move is done.
    const later = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return typing;
}

/**
 * From 768 px: one column in the room SiteShell keeps free at the right of the page and its
 * footer (back to top, Zalo, phone, chat), held at the bottom of the screen while the page
 * scrolls, so it never covers a link, a label or the footer's text. Below 768 px they are
 * one bar across the bottom of the screen instead, and SiteShell ends the page with as much
 * room, so they never sit over a price, a total or a button; the bar steps aside while the
 * keyboard is up.
 */
export function FloatingHelpers({ chatPanel: ChatPanel, openChatOnStart = false }: FloatingHelpersProps) {
  const [chatOpen, setChatOpen] = useState(false);
  // After hydration, so the server's page and the browser's first one are the same.
  useEffect(() => {
    if (!openChatOnStart) return;
    const timer = setTimeout(() => setChatOpen(true), 0);
    return () => clearTimeout(timer);
  }, [openChatOnStart]);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const typing = useTyping();
  const closeChat = useCallback((returnFocus: boolean) => {
    setChatOpen(false);
    if (returnFocus) launcherRef.current?.focus();
  }, []);

  return (
    // Clipped sideways: the hotline's pulsing ring grows past the page's right edge, which would let the page scroll sideways by a few pixels.
    <aside aria-label="Liên hệ nhanh" className="md:absolute md:inset-y-0 md:right-0 md:flex md:w-20 md:flex-col md:justify-end md:overflow-x-clip md:pb-5">
      <div
        className={cn(
          'md:sticky md:bottom-5 md:flex md:flex-col md:items-center md:gap-3',
          'max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-40 max-md:flex max-md:h-[calc(4rem+env(safe-area-inset-bottom))] max-md:items-center max-md:justify-around',
          'max-md:border-t max-md:border-line max-md:bg-surface max-md:pb-[env(safe-area-inset-bottom)] max-md:shadow-overlay',
          typing && 'max-md:hidden',
        )}
      >
        <FloatingActions
          messageHref={ZALO_HREF}
          messageLabel="Nhắn tin Zalo (mở trong thẻ mới)"
          phone={HOTLINE.display}
          phoneLabel={`Gọi hotline ${HOTLINE.display}`}
          messageCaption={messages.chat.zaloCaption}
          phoneCaption={messages.chat.callCaption}
          side="left"
          className="contents"
        />
        {/* First in the column: hidden, it leaves its room above the others, not a gap between them. */}
        <BackToTop threshold={BACK_TO_TOP_AFTER_PX} focusTargetId="noi-dung" className="static max-md:not-data-shown:hidden md:order-first" />
        {ChatPanel ? (
          <ChatLauncher
            ref={launcherRef}
            open={chatOpen}
            aria-haspopup="dialog"
            aria-controls={chatOpen ? panelId : undefined}
            onClick={() => setChatOpen((open) => !open)}
            caption={messages.chat.chatCaption}
            className="static"
          />
        ) : null}
      </div>
      {/* Closed, the panel is not rendered at all: it covers nothing and its conversation ends. */}
      {ChatPanel && chatOpen ? <ChatPanel id={panelId} onClose={closeChat} /> : null}
    </aside>
  );
}
