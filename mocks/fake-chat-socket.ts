import type { ChatSocket, ChatSocketFactory, ChatSocketOptions } from '../contract/chat';

type Handler = (...args: unknown[]) => void;
/** What the fake server does with an event a screen emits; `ack` is the socket.io acknowledgement, if one was passed. */
export type ClientEventHandler = (payload: unknown, ack: ((answer: unknown) => void) | undefined, server: FakeChatServer) => void;

export interface FakeChatServerOptions {
  /** Refuse the connection: the screen gets connect_error with this message. */
  refuse?: string;
  /** Connect, or stay 'connecting' forever (null). Default: connect at once. */
  connectAfterMs?: number | null;
  /**
   * What the server does when the screen emits an event (join_chat, send_message, end_chat,
   * open_chat...). Without a join_chat handler, join_chat is acknowledged `{ ok: true }`.
   */
  on?: Record<string, ClientEventHandler>;
  /** Runs once the socket is connected: emit start_chat, history and so on. */
  onConnect?: (server: FakeChatServer) => void;
}

/**
 * A socket.io server in memory for stories and browser tests: the chat screens get a socket
 * that behaves like the real one (connect, connect_error, events, acknowledgements, disconnect)
 * without a network. `server.emit` plays an event from the server; `server.sent` records what
 * the screen emitted, so a play function can check it.
 */
export class FakeChatServer {
  readonly sent: Array<{ event: string; payload: unknown }> = [];
  readonly connections: ChatSocketOptions[] = [];
  private sockets: FakeSocket[] = [];

  constructor(private readonly options: FakeChatServerOptions = {}) {}

  readonly factory: ChatSocketFactory = (connection) => {
    this.connections.push(connection);
    const socket = new FakeSocket(this);
    this.sockets.push(socket);
    const { refuse, connectAfterMs = 0 } = this.options;
    if (connectAfterMs !== null) {
      setTimeout(() => {
        if (socket.closed) return;
        if (refuse) {
          socket.receive('connect_error', new Error(refuse));
          return;
        }
        socket.connected = true;
        socket.receive('connect');
        this.options.onConnect?.(this);
      }, connectAfterMs);
    }
    return socket;
  };

  /** An event from the server to every open socket. */
  emit(event: string, payload?: unknown) {
    for (const socket of this.sockets) if (!socket.closed) socket.receive(event, payload);
  }

  /** The server goes away: every socket hears 'disconnect'. */
  drop(reason = 'transport close') {
    for (const socket of this.sockets) {
      if (!socket.connected) continue;
      socket.connected = false;
      socket.receive('disconnect', reason);
    }
  }

  /** The server is back: dropped sockets connect again. */
  restore() {
    for (const socket of this.sockets) {
      if (socket.closed || socket.connected) continue;
      socket.connected = true;
      socket.receive('connect');
      this.options.onConnect?.(this);
    }
  }

  handle(event: string, payload: unknown, ack: ((answer: unknown) => void) | undefined) {
    this.sent.push({ event, payload });
    const handler = this.options.on?.[event];
    if (handler) handler(payload, ack, this);
    else if (event === 'join_chat') ack?.({ ok: true });
  }
}

class FakeSocket implements ChatSocket {
  connected = false;
  closed = false;
  private listeners = new Map<string, Set<Handler>>();

  constructor(private readonly server: FakeChatServer) {}

  on(event: string, listener: Handler) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener?: Handler) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : undefined;
    const payload = args[0];
    // Like socket.io, an emit while disconnected is buffered; the fake simply drops it and never acknowledges.
    if (!this.connected) return this;
    setTimeout(() => this.server.handle(event, payload, ack), 0);
    return this;
  }

  disconnect() {
    this.closed = true;
    if (this.connected) {
      this.connected = false;
      this.receive('disconnect', 'io client disconnect');
    }
    return this;
  }

  receive(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}
