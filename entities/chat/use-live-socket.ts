import { useContext, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { ChatSocket, ChatSocketFactory } from '../../contract/chat';
import { LiveSocketContext, type ChatSocketLoader, type LiveSocketSettings } from './live-socket';

/**
 * What socket.io reports when the server itself closed the connection: a lock, a logout, a
 * password reset, the token's expiry, or a change of roles (server/plugins/realtime.ts). A lost
 * network ('transport close'), a server restarting (it says 'server_restarting', then drops the
 * connection) and the tab letting its socket go ('io client disconnect') are not: socket.io
 * reconnects by itself after the first two.
 */
const SERVER_ENDED = 'io server disconnect';

/**
 * The socket of one set of settings (one token): opened when the first screen acquires it,
 * closed the grace period after the last one lets go, so moving between pages keeps it.
 */
class LiveSocketStore {
  private socket: ChatSocket | null = null;
  private users = 0;
  private releaseTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped on every open and close, so a factory that arrives late for an old open is dropped. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly settings: LiveSocketSettings) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly getSocket = () => this.socket;

  /** A screen that needs the socket; the answer lets it go. */
  acquire(): () => void {
    this.users += 1;
    clearTimeout(this.releaseTimer);
    if (this.users === 1 && !this.socket) this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users > 0) return;
      this.releaseTimer = setTimeout(() => this.close(), this.settings.graceMs);
    };
  }

  private open() {
    const { token, factory } = this.settings;
    if (!token) return;
    const generation = ++this.generation;
    // A loader takes no arguments; a factory takes the connection's options.
    const made = factory.length === 0 ? (factory as ChatSocketLoader)() : Promise.resolve(factory as ChatSocketFactory);
    made.then(
      (make) => {
        if (generation !== this.generation || this.users === 0) return;
        const socket = make({ token, deferChat: true });
        socket.on('disconnect', (reason) => {
          if (reason === SERVER_ENDED) void this.ended(socket);
        });
        this.socket = socket;
        this.notify();
      },
      // The chunk could not be fetched (offline, an old tab after a deploy): the next screen tries again.
      () => undefined,
    );
  }

  /**
   * The server ended the socket. Only a session that is over ends the page's sign-in (the check
   * does that, with its message); if the session still holds (the roles changed, say), a new
   * socket replaces the dead one, which socket.io would never reconnect.
   */
  private async ended(socket: ChatSocket) {
    const answers = await Promise.all([...this.settings.sessionChecks].map((check) => check().catch(() => false)));
    if (!answers.includes(true) || this.socket !== socket || this.users === 0) return;
    this.close();
    this.open();
  }

  private close() {
    this.generation += 1;
    const socket = this.socket;
    this.socket = null;
    socket?.disconnect();
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

/** One store per settings object: every screen of the tab shares it. */
const stores = new WeakMap<LiveSocketSettings, LiveSocketStore>();
function storeOf(settings: LiveSocketSettings): LiveSocketStore {
  let store = stores.get(settings);
  if (!store) {
    store = new LiveSocketStore(settings);
    stores.set(settings, store);
  }
  return store;
}

/** The tab's socket, once it is open (null before, and outside a provider). Mounting asks for it. */
export function useLiveSocket(): ChatSocket | null {
  const settings = useContext(LiveSocketContext);
  const store = settings ? storeOf(settings) : null;
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

/**
 * `refresh` when the tab's socket hears `event`, and again when the socket comes back after losing
 * its connection (a restart, a network gap): events sent while it was away are not replayed, so a
 * screen that shows live data reads it again then. `matches` picks the events about this screen.
 */
export function useLiveRefresh(event: string, refresh: () => void, matches: (payload: unknown) => boolean = () => true): ChatSocket | null {
  const socket = useLiveEvent(event, (payload) => {
    if (matches(payload)) refresh();
  });
  const onBack = useEffectEvent(refresh);
  useEffect(() => {
    if (!socket) return;
    let lost = false;
    const dropped = () => void (lost = true);
    const connected = () => {
      if (lost) onBack();
      lost = false;
    };
    socket.on('disconnect', dropped);
    socket.on('connect', connected);
    return () => {
      socket.off('disconnect', dropped);
      socket.off('connect', connected);
    };
  }, [socket]);
  return socket;
}

const noSubscribe = () => () => undefined;
const noSocket = () => null;
