import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthArea } from '../features/auth/auth-area';
import { AuthDialogsProvider } from '../features/auth/auth-dialogs-provider';
import { useSession } from '../features/auth/session';
import { LiveSocketProvider } from '../entities/chat/live-socket';
import { ChatWidgetSlot, LiveChatWidgetSlot } from './chat-widget-slot';
import { LIVE_CHAT_LINK } from '../contract/live-events';
import { FloatingHelpers } from './layout/floating-helpers';
import { ScrollToTop } from './layout/scroll-to-top';
import { SiteShell } from './layout/site-shell';
import { HeaderCartBadge } from './header-cart-badge';
import { loadLiveSocket } from './live-socket';
import { forgetServerAnswers } from './server-data';
import { StaffAlertsSlot } from './staff-alerts-slot';

/** The layout of every public route. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const firstAddress = useRef(address);
  useEffect(() => {
    if (address !== firstAddress.current) forgetServerAnswers();
  }, [address]);
  // Staff at work need no 'call the garage' buttons, and they would cover the tables' row actions.
  const inBackOffice = /^\/(manager|admin-chat)(\/|$)/.test(pathname);
  const { token, isStaff } = useSession();
  // A mailed chat reply links here: the panel opens on the live chat.
  const openLiveChat = new URLSearchParams(search).get(LIVE_CHAT_LINK.param) === LIVE_CHAT_LINK.value;
  return (
    // One socket for the whole tab, opened only while some screen needs it (entities/chat/live-socket.tsx).
    <LiveSocketProvider token={token} factory={loadLiveSocket}>
      {/* The sign-in dialogs live inside the router: they navigate (to / after logout or verification). */}
      <AuthDialogsProvider>
        <ScrollToTop />
        <SiteShell floating={inBackOffice ? null : <FloatingHelpers chatPanel={openLiveChat ? LiveChatWidgetSlot : ChatWidgetSlot} openChatOnStart={openLiveChat} />} authSlot={<AuthArea />} mobileAuthSlot={<AuthArea placement="sheet" />} cartSlot={<HeaderCartBadge />}>
          <Outlet />
        </SiteShell>
        {isStaff ? <StaffAlertsSlot /> : null}
      </AuthDialogsProvider>
    </LiveSocketProvider>
  );
}
