import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { BACK_TO_TOP_AFTER_PX } from '../../contract/constants';
import { HOTLINE } from '../../contract/garage';
import { BackToTop } from '../../ui/back-to-top';
import { ChatLauncher } from '../../ui/chat-launcher';
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
}

/** Zalo and phone at the bottom left; back to top (after 300 px) and the chat launcher at the bottom right. */
export function FloatingHelpers({ chatPanel: ChatPanel }: FloatingHelpersProps) {
  const [chatOpen, setChatOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const closeChat = useCallback((returnFocus: boolean) => {
    setChatOpen(false);
    if (returnFocus) launcherRef.current?.focus();
  }, []);

  return (
    <aside aria-label="Liên hệ nhanh">
      <FloatingActions messageHref={ZALO_HREF} messageLabel="Nhắn tin Zalo (mở trong thẻ mới)" phone={HOTLINE.display} phoneLabel={`Gọi hotline ${HOTLINE.display}`} side="left" />
      <BackToTop threshold={BACK_TO_TOP_AFTER_PX} focusTargetId="noi-dung" />
      {ChatPanel ? (
        <>
          <ChatLauncher
            ref={launcherRef}
            open={chatOpen}
            aria-haspopup="dialog"
            aria-controls={chatOpen ? panelId : undefined}
            onClick={() => setChatOpen((open) => !open)}
          />
          {/* Closed, the panel is not rendered at all: it covers nothing and its conversation ends. */}
          {chatOpen ? <ChatPanel id={panelId} onClose={closeChat} /> : null}
        </>
      ) : null}
    </aside>
  );
}
