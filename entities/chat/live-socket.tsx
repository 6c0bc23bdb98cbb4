import { createContext, useContext, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import type { ChatSocketFactory } from '../../contract/chat';

/**
 * The tab's one socket (docs/chat.md): staff alerts, the customer's own pages and the live chat
 * share it. This provider is on every page, so it holds only what the socket is made with; the
 * socket itself, and socket.io, come with the first screen that asks for it
 * (`use-live-socket.ts`), which lives in that screen's own chunk.
 */
export type ChatSocketLoader = () => Promise<ChatSocketFactory>;

/**
 * Asked when the server ends the tab's socket: whether the session still holds. False (or a
 * failure) leaves the socket closed; true opens a new one in its place (use-live-socket.ts).
 */
export type SessionCheck = () => Promise<boolean>;

export interface LiveSocketSettings {
  /** The stored token; without one no socket is opened. */
  token: string | null;
  /** Makes the socket: the real one (loaded lazily, see app/live-socket.ts) or a story's fake. */
  factory: ChatSocketFactory | ChatSocketLoader;
  /** How long the socket stays open after the last screen that needed it has gone (a page change). */
  graceMs: number;
  /** What to ask when the server ends the socket (see useLiveSocketEnded); the same set for every token. */
  sessionChecks: Set<SessionCheck>;
}

export const LiveSocketContext = createContext<LiveSocketSettings | null>(null);

/** How long the socket stays open after the last screen that needed it has gone. */
export const LIVE_SOCKET_GRACE_MS = 3000;

export interface LiveSocketProviderProps extends Omit<LiveSocketSettings, 'graceMs' | 'sessionChecks'> {
  /** Tests shorten it. */
  graceMs?: number;
  children: ReactNode;
}

/** Gives every screen below it the tab's socket settings; a new token is a new socket. */
export function LiveSocketProvider({ token, factory, graceMs = LIVE_SOCKET_GRACE_MS, children }: LiveSocketProviderProps) {
  const [sessionChecks] = useState(() => new Set<SessionCheck>());
  const settings = useMemo(() => ({ token, factory, graceMs, sessionChecks }), [token, factory, graceMs, sessionChecks]);
  return <LiveSocketContext.Provider value={settings}>{children}</LiveSocketContext.Provider>;
}

/**
 * While mounted, `check` is asked whether the session still holds each time the server ends the
 * tab's socket, and only then. It opens no socket, and costs a page without one nothing: it
 * lives here, on every page, while the socket comes with the screens that need it.
 */
export function useLiveSocketEnded(check: SessionCheck) {
  const checks = useContext(LiveSocketContext)?.sessionChecks;
  const onEnd = useEffectEvent(check);
  useEffect(() => {
    if (!checks) return;
    const ask = () => onEnd();
    checks.add(ask);
    return () => void checks.delete(ask);
  }, [checks]);
}
