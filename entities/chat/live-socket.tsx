import { createContext, useMemo, type ReactNode } from 'react';
import type { ChatSocketFactory } from '../../contract/chat';

/**
 * The tab's one socket (docs/chat.md): staff alerts, the customer's own pages and the live chat
 * share it. This provider is on every page, so it holds only what the socket is made with; the
 * socket itself, and socket.io, come with the first screen that asks for it
 * (`use-live-socket.ts`), which lives in that screen's own chunk.
 */
export type ChatSocketLoader = () => Promise<ChatSocketFactory>;

export interface LiveSocketSettings {
  /** The stored token; without one no socket is opened. */
  token: string | null;
  /** Makes the socket: the real one (loaded lazily, see app/live-socket.ts) or a story's fake. */
  factory: ChatSocketFactory | ChatSocketLoader;
  /** How long the socket stays open after the last screen that needed it has gone (a page change). */
  graceMs: number;
}

export const LiveSocketContext = createContext<LiveSocketSettings | null>(null);

/** How long the socket stays open after the last screen that needed it has gone. */
export const LIVE_SOCKET_GRACE_MS = 3000;

export interface LiveSocketProviderProps extends Omit<LiveSocketSettings, 'graceMs'> {
  /** Tests shorten it. */
  graceMs?: number;
  children: ReactNode;
}

/** Gives every screen below it the tab's socket settings; a new token is a new socket. */
export function LiveSocketProvider({ token, factory, graceMs = LIVE_SOCKET_GRACE_MS, children }: LiveSocketProviderProps) {
  const settings = useMemo(() => ({ token, factory, graceMs }), [token, factory, graceMs]);
  return <LiveSocketContext.Provider value={settings}>{children}</LiveSocketContext.Provider>;
}
