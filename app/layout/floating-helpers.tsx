import { useCallback, useId, useRef, useState } from 'react';
import { BACK_TO_TOP_AFTER_PX } from '../../contract/constants';
import { HOTLINE } from '../../contract/garage';
import { BackToTop } from '../../ui/back-to-top';
import { ChatLauncher } from '../../ui/chat-launcher';
import { FloatingActions } from '../../ui/floating-actions';
import { ZALO_HREF } from '../site-info';
import { QuickContactPanel } from './quick-contact-panel';

export interface FloatingHelpersProps {
  /** Opens or closes the chat panel. Without it the launcher opens the quick-contact panel. */
  onToggleChat?: () => void;
  chatOpen?: boolean;
  chatUnreadCount?: number;
}

/** Zalo and phone at the bottom left; back to top (after 300 px) and the chat launcher at the bottom right. */
export function FloatingHelpers({ onToggleChat, chatOpen = false, chatUnreadCount = 0 }: FloatingHelpersProps) {
  const [contactOpen, setContactOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const closeContact = useCallback((returnFocus: boolean) => {
    setContactOpen(false);
    if (returnFocus) launcherRef.current?.focus();
  }, []);

  return (
    <aside aria-label="Liên hệ nhanh">
      <FloatingActions messageHref={ZALO_HREF} messageLabel="Nhắn tin Zalo (mở trong thẻ mới)" phone={HOTLINE.display} phoneLabel={`Gọi hotline ${HOTLINE.display}`} side="left" />
      <BackToTop threshold={BACK_TO_TOP_AFTER_PX} focusTargetId="noi-dung" />
      {onToggleChat ? (
        <ChatLauncher open={chatOpen} unreadCount={chatUnreadCount} onClick={onToggleChat} />
      ) : (
        <>
          {/* Until the live chat exists, the launcher offers the ways to reach the garage that work today. */}
          <ChatLauncher
            ref={launcherRef}
            open={contactOpen}
            label="Mở hộp liên hệ nhanh"
            closeLabel="Đóng hộp liên hệ nhanh"
            aria-haspopup="dialog"
            aria-controls={contactOpen ? panelId : undefined}
            onClick={() => setContactOpen((open) => !open)}
          />
          {contactOpen ? <QuickContactPanel id={panelId} onClose={closeContact} /> : null}
        </>
      )}
    </aside>
  );
}
