import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { LIVE_CHAT_LINK } from '../contract/live-events';
import { messages } from '../contract/messages';
import { useSession } from '../features/auth/session';
import { isStaffRoles } from '../features/auth/session-token';
import { LazyBoundary } from '../ui/lazy-boundary';
import { retryableLazy } from '../ui/retryable-lazy';
import { Spinner } from '../ui/spinner';
import { useRequireLogin } from '../features/auth/use-require-login';

// The chat and socket.io load when a visitor first opens the launcher, never with the page.
const ChatWidget = retryableLazy(() => import('../features/chat/chat-widget').then((module) => module.ChatWidget));

export interface ChatWidgetSlotProps {
  id: string;
  onClose: (returnFocus: boolean) => void;
  /** Straight to the live chat (the link in a mailed reply), not the choice. */
  live?: boolean;
}

/** The chat panel bound to the session: the signed-in customer, and the login dialog for the staff chat. */
export function ChatWidgetSlot({ id, onClose, live = false }: ChatWidgetSlotProps) {
  const { token, user } = useSession();
  // Signing in reloads the page: it comes back with the panel open on the live chat, as a mailed reply's link opens it.
  const { pathname, search, hash } = useLocation();
  const liveChatAddress = useMemo(() => {
    const params = new URLSearchParams(search);
    params.set(LIVE_CHAT_LINK.param, LIVE_CHAT_LINK.value);
    return `${pathname}?${params.toString()}${hash}`;
  }, [pathname, search, hash]);
  const requireLogin = useRequireLogin(liveChatAddress);
  const session = useMemo(() => (token && user ? { token, userId: user.id, fullName: user.fullName, isStaff: isStaffRoles(user.roles) } : null), [token, user]);
  return (
    <LazyBoundary
      onError={ChatWidget.retry}
      fallback={
        <div className="fixed right-5 bottom-24 z-50 rounded-card bg-surface p-4 shadow-overlay ring-1 ring-line">
          <Spinner showLabel label={messages.common.loading} />
        </div>
      }
    >
      <ChatWidget id={id} session={session} onLogin={requireLogin} onClose={onClose} initialMode={live ? 'live' : 'choice'} />
    </LazyBoundary>
  );
}

/** The panel opened by the link of a mailed chat reply: the live chat at once. */
export function LiveChatWidgetSlot(props: Omit<ChatWidgetSlotProps, 'live'>) {
  return <ChatWidgetSlot {...props} live />;
}
