import { createContext, useContext, useEffect, useEffectEvent, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ChatSocket, ChatSocketFactory } from '../../contract/chat';

/**
 * The tab's one socket (docs/chat.md): staff alerts, the customer's own pages and the live chat
 * share it. It is opened when the first screen that needs it mounts and closed a moment after
 * the last one goes, so moving between pages keeps the connection. This module does not load
 * socket.io: the provider is handed a factory, or a loader of one, and calls it only then.
 */
class LiveSocketStore {
  private socket: ChatSocket | null = null;
  private users = 0;
  private wanted = false;
  private releaseTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private graceMs = LIVE_SOCKET_GRACE_MS;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly getSocket = () => this.socket;
  /** Someone needs the socket, or the last one left less than the grace period ago. */
  readonly getWanted = () => this.wanted;

  set(socket: ChatSocket | null) {
    this.socket = socket;
    this.notify();
  }

  /** A screen that needs the socket; the answer lets it go. */
  acquire(): () => void {
    this.users += 1;
    clearTimeout(this.releaseTimer);
    if (!this.wanted) {
      this.wanted = true;
      this.notify();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users > 0) return;
      // Wanted at once when someone needs it; unwanted only after the grace period (a page change).
      this.releaseTimer = setTimeout(() => {
        this.wanted = false;
        this.notify();
      }, this.graceMs);
    };
  }

  /** The provider's `graceMs`. */
  setGrace(graceMs: number) {
    this.graceMs = graceMs;
  }

  dispose() {
    clearTimeout(this.releaseTimer);
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

const LiveSocketContext = createContext<LiveSocketStore | null>(null);

/** How long the socket stays open after the last screen that needed it has gone (a page change). */
export const LIVE_SOCKET_GRACE_MS = 3000;

export type ChatSocketLoader = () => Promise<ChatSocketFactory>;

export interface LiveSocketProviderProps {
  /** The stored token; without one no socket is opened. */
  token: string | null;
  /** Makes the socket: the real one (loaded lazily, see app/live-socket.ts) or a story's fake. */
  factory: ChatSocketFactory | ChatSocketLoader;
  /** Tests shorten it. */
  graceMs?: number;
  children: ReactNode;
}

/** Holds the tab's socket for every screen below it. */
export function LiveSocketProvider({ token, factory, graceMs = LIVE_SOCKET_GRACE_MS, children }: LiveSocketProviderProps) {
  const store = useMemo(() => new LiveSocketStore(), []);
  const wanted = useSyncExternalStore(store.subscribe, store.getWanted, () => false);

  useEffect(() => {
    store.setGrace(graceMs);
  }, [store, graceMs]);
  useEffect(() => () => store.dispose(), [store]);

  const makeFactory = useEffectEvent(async (): Promise<ChatSocketFactory> => {
    // A loader takes no arguments; a factory takes the connection's options.
    return factory.length === 0 ? (factory as ChatSocketLoader)() : (factory as ChatSocketFactory);
  });

  useEffect(() => {
    if (!wanted || !token) return;
    let socket: ChatSocket | null = null;
    let cancelled = false;
    void makeFactory().then(
      (make) => {
        if (cancelled) return;
        socket = make({ token, deferChat: true });
        store.set(socket);
      },
      // The chunk could not be fetched (offline, an old tab after a deploy): the next page tries again.
      () => undefined,
    );
    return () => {
      cancelled = true;
      store.set(null);
      socket?.disconnect();
    };
  }, [wanted, token, store]);

  return <LiveSocketContext.Provider value={store}>{children}</LiveSocketContext.Provider>;
}

/** The tab's socket, once it is open (null before, and outside a provider). Mounting asks for it. */
export function useLiveSocket(): ChatSocket | null {
  const store = useContext(LiveSocketContext);
  useEffect(() => store?.acquire(), [store]);
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getSocket ?? noSocket, noSocket);
}

/** Runs `handler` for every `event` the tab's socket hears while the calling screen is mounted. */
export function useLiveEvent(event: string, handler: (payload: unknown) => void): ChatSocket | null {
  const socket = useLiveSocket();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = (payload?: unknown) => onEvent(payload);
    socket.on(event, listener);
    return () => void socket.off(event, listener);
  }, [socket, event]);
  return socket;
}

const noSubscribe = () => () => undefined;
const noSocket = () => null;
