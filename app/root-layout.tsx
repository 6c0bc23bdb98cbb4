import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthDialogsProvider } from '../features/auth/auth-dialogs-provider';
import { useSession } from '../features/auth/session';
import { LiveSocketProvider } from '../entities/chat/live-socket';
import { LIVE_CHAT_LINK } from '../contract/live-events';
import { ScrollToTop } from './layout/scroll-to-top';
import { SiteShell } from './layout/site-shell';
import { Island } from '../ui/island';
import { FloatingHelpersIsland } from './islands/floating-helpers-island';
import { HeaderIsland } from './islands/header-island';
import { loadLiveSocket } from './live-socket';
import { forgetServerAnswers } from './server-data';

/** The layout of every public route. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const firstAddress = useRef(address);
  useEffect(() => {
    if (address !== firstAddress.current) forgetServerAnswers();
  }, [address]);
  // Staff at work need no 'call the garage' buttons, and they would cover the tables' row actions (or the tablet's clock buttons).
  const inBackOffice = /^\/(manager|admin-chat|xuong)(\/|$)/.test(pathname);
  const { token } = useSession();
  // A mailed chat reply links here: the panel opens on the live chat.
  const openLiveChat = new URLSearchParams(search).get(LIVE_CHAT_LINK.param) === LIVE_CHAT_LINK.value;
  return (
    // One socket for the whole tab, opened only while some screen needs it (entities/chat/live-socket.tsx).
    <LiveSocketProvider token={token} factory={loadLiveSocket}>
      {/* The sign-in dialogs live inside the router: they navigate (to / after logout or verification). */}
      <AuthDialogsProvider>
        <ScrollToTop />
        {/* Header and helpers are islands: on a page the server draws as islands, they are all its layout hydrates. */}
        <SiteShell
          // Before a visitor touches them they are links and HTML; signed in, the account corner and the cart's count need the session at once.
          header={<Island name="site-header" component={HeaderIsland} props={{}} load="interaction" eagerWithSession />}
          floating={inBackOffice ? null : <Island name="floating-helpers" component={FloatingHelpersIsland} props={{ openLiveChat }} load={openLiveChat ? 'idle' : 'scroll'} />}
        >
          <Outlet />
        </SiteShell>
      </AuthDialogsProvider>
    </LiveSocketProvider>
  );
}
