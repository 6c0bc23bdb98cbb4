import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../app';

export function baseUrlOf(app: App): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server not listening');
  return `http://127.0.0.1:${address.port}`;
}

export interface ChatClient {
  socket: Socket;
  /** Every event received, in order, for assertions on what arrived and what did not. */
  received: Array<{ event: string; payload: unknown }>;
  /** Resolves with the next payload of `event` that satisfies `match` (already received ones count). */
  next<T = unknown>(event: string, match?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Emits with an acknowledgement and resolves with the answer. */
  call<T = unknown>(event: string, payload: unknown): Promise<T>;
  close(): void;
}

/** A socket.io client as the browser opens it (token in the handshake), connected or refused. */
export async function openChat(
  app: App,
  auth: Record<string, unknown> | undefined,
  options: { origin?: string } = {},
): Promise<{ client: ChatClient; error?: undefined } | { client?: undefined; error: Error & { data?: { status: number } } }> {
  const socket = connect(baseUrlOf(app), {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
    extraHeaders: options.origin ? { origin: options.origin } : undefined,
  });
  const received: ChatClient['received'] = [];
  const waiters = new Set<{ event: string; match: (payload: unknown) => boolean; resolve: (payload: unknown) => void }>();
  const consumed = new WeakSet<object>();
  socket.onAny((event: string, payload: unknown) => {
    const entry = { event, payload };
    received.push(entry);
    for (const waiter of [...waiters]) {
      if (waiter.event === event && waiter.match(payload)) {
        waiters.delete(waiter);
        consumed.add(entry);
        waiter.resolve(payload);
        break;
      }
    }
  });
  const outcome = await new Promise<Error | null>((resolve) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', (error) => resolve(error));
  });
  if (outcome) {
    socket.close();
    return { error: outcome };
  }
  const client: ChatClient = {
    socket,
    received,
    next(event, match = () => true, timeoutMs = 5000) {
      const earlier = received.find((entry) => entry.event === event && !consumed.has(entry) && match(entry.payload as never));
      if (earlier) {
        consumed.add(earlier);
        return Promise.resolve(earlier.payload as never);
      }
      return new Promise((resolve, reject) => {
        const waiter = { event, match: match as (payload: unknown) => boolean, resolve: resolve as (payload: unknown) => void };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no ${event} within ${timeoutMs} ms`));
        }, timeoutMs);
      });
    },
    call(event, payload) {
      return socket.timeout(5000).emitWithAck(event, payload);
    },
    close: () => socket.close(),
  };
  return { client };
}

export async function openChatOrThrow(app: App, auth: Record<string, unknown>): Promise<ChatClient> {
  const result = await openChat(app, auth);
  if (!result.client) throw result.error;
  return result.client;
}
