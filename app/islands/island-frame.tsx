import type { ReactNode } from 'react';
import { Router, type Navigator } from 'react-router-dom';
import type { Middleware } from 'swr';
import { LiveSocketProvider } from '../../entities/chat/live-socket';
import { AuthDialogsProvider } from '../../features/auth/auth-dialogs-provider';
import { useSession } from '../../features/auth/session';
import { loadLiveSocket } from '../live-socket';
import { AppProviders } from '../providers';

export interface IslandFrameProps {
  /** The page's address (path and query). */
  location: string;
  /** What the page before handed to this one (ui/island-attributes.ts, HANDED_STATE_KEY); the server knows none. */
  state?: unknown;
  /** Where a link or a navigation inside the island goes: in the browser, a new page load. */
  navigator: Navigator;
  /** The answers the server drew the page with, for swr. */
  fallback?: Record<string, unknown>;
  use?: Middleware[];
  /** On the server: nothing navigates there. */
  server?: boolean;
  children: ReactNode;
}

function SessionSocket({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return (
    <LiveSocketProvider token={token} factory={loadLiveSocket}>
      {children}
    </LiveSocketProvider>
  );
}

/**
 * What an island has around it, the same on the server that draws it and in the browser that
 * hydrates it (the same tree, so the same HTML and the same ids): swr with the page's answers,
 * the toasts, the router at the page's address, the socket's settings and the sign-in dialogs.
 */
export function IslandFrame({ location, state = null, navigator, fallback, use, server = false, children }: IslandFrameProps) {
  const url = new URL(location, 'http://localhost');
  return (
    <AppProviders fallback={fallback} use={use}>
      <Router location={{ pathname: url.pathname, search: url.search, hash: url.hash, state }} navigator={navigator} static={server}>
        <SessionSocket>
          <AuthDialogsProvider>{children}</AuthDialogsProvider>
        </SessionSocket>
      </Router>
    </AppProviders>
  );
}
