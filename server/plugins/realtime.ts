import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { chatHandshakeSchema } from '../../contract/chat';
import type { StaffAlert } from '../../contract/alerts';
import { BRANCH_IDS, type BranchId } from '../../contract/garage';
import { LIVE_EVENTS } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { REPAIR_WATCH_NAMESPACE } from '../../contract/repair-steps';
import type { RepairUpdatedPayload } from '../../contract/repairs';
import { verifyWatchToken } from '../lib/watch-token';
import type { AuthUser } from './auth';

/** What the handshake established about a socket; the chat handlers trust only this. */
export interface SocketIdentity {
  user: AuthUser;
  token: string;
  sessionId: string;
  /** When the token expires: the socket is ended then (endAtExpiry). */
  expiresAt: Date;
  /** The last message number the client says it holds (resume after a dropped connection). */
  lastSeq: number | undefined;
  /** The tab's shared socket: the customer's chat opens only on join_chat. */
  deferChat: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    realtime: {
      /**
       * Checks the sockets of an account again (after a logout, a lock, a role change, a password
       * reset): a socket whose session has ended, or whose staff role has changed, is disconnected.
       */
      recheckAccount(accountId: string): Promise<void>;
      /** The server is shutting down: sockets leaving now are not customers going offline. */
      readonly closing: boolean;
      /** Shutting down begins: /api/ready answers 503 and new sockets are refused; the rest still serves. */
      beginShutdown(): void;
      /** Whether the Redis the sockets span processes through answers (true without Redis). */
      redisReady(): Promise<boolean>;
      /** Sockets connected to this process. */
      localSocketCount(): number;
    };
    live: LiveEvents;
  }
}

/**
 * What services tell open screens after a write commits (contract/live-events.ts). Through the
 * Redis adapter every process's sockets hear it. Screens read the data again from the API, so
 * an event only says that something changed.
 */
export interface LiveEvents {
  /** Every staff socket: a new booking, order or waiting customer; their counts changed too. */
  staffAlert(alert: StaffAlert): void;
  /** Staff counts may have changed: for every staff member, or only for one (their seen marks). */
  alertsChanged(accountId?: string): void;
  /** One account's sockets (every tab, every process). */
  toAccount(accountId: string, event: string, payload: unknown): void;
  /** Whether a staff member has the chat desk open now, on any process. */
  staffOnline(): Promise<boolean>;
  /** The branches whose chat desk someone has open now (any process); a desk that names none answers for its staff member's usual branch, or both; the deployed admin client's socket counts as online but for no branch. */
  deskPresence(): Promise<{ online: boolean; branches: BranchId[] }>;
  /** A repair order moved or changed: every staff board, the job's customer, and guests watching it by its watch token. */
  repairUpdated(payload: RepairUpdatedPayload, accountId: string | null): void;
}

export const accountRoom = (accountId: string) => `account:${accountId}`;
export const STAFF_ROOM = 'staff';
/** Masters only: alerts about what only a master may open (personal data requests). */
export const MASTER_ROOM = 'masters';
/** Alert types only masters are told of; the others go to every staff member. */
const MASTER_ALERT_TYPES: ReadonlySet<StaffAlert['type']> = new Set(['privacy']);
/** Staff sockets with the chat desk open: presence counts these, not every back-office tab. */
export const DESK_ROOM = 'desk';
/** The desks answering for one branch. */
export const deskRoom = (branch: BranchId) => `desk:${branch}`;
/** A customer's tabs that have the chat open (presence counts these, not every socket of the account). */
export const chatRoom = (customerId: string) => `chat:${customerId}`;
/** Every customer socket with the chat open: they hear whether staff are online. */
export const CHAT_CUSTOMERS_ROOM = 'chat-customers';
/** The guests of one job in the REPAIR_WATCH_NAMESPACE (the tracking page, signed in or not). */
export const repairWatchRoom = (repairId: string) => `repair:${repairId}`;

export function identityOf(socket: Pick<Socket, 'data'>): SocketIdentity {
  return socket.data as SocketIdentity;
}

/** A browser's Origin must be this site's own (the Host it asked) or one of CORS_ORIGINS; tools without one pass on their token alone. */
export function originAllowed(origin: string | undefined, host: string | undefined, corsOrigins: string[]): boolean {
  if (!origin) return true;
  if (corsOrigins.includes(origin)) return true;
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A Redis that takes longer than this to answer a ping counts as not ready. */
const READY_TIMEOUT_MS = 1000;
/** Told to clients at shutdown: about when to reconnect (socket.io adds its own jitter). */
const RECONNECT_HINT_MS = 1000;

/** setTimeout's longest wait (about 24.8 days): a later expiry is reached in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * A socket lives no longer than the token it signed in with: at its expiry it is ended the way a
 * lock or a logout ends it (recheckAccount), by a server disconnect, which the client takes as
 * the session being over rather than trying again with the dead token.
 */
function endAtExpiry(socket: Socket, expiresAt: Date) {
  const wait = () => {
    const left = expiresAt.getTime() - Date.now();
    if (left > 0) timer = setTimeout(wait, Math.min(left, LONGEST_TIMER_MS));
    else socket.disconnect(true);
  };
  // Never at once: the other 'connection' listeners (the chat's) run first on a live socket.
  let timer = setTimeout(wait, 0);
  socket.once('disconnect', () => clearTimeout(timer));
}

function refusal(message: string, status: number) {
  // socket.io hands `message` to the client's connect_error; `data` says why in numbers.
  return Object.assign(new Error(message), { data: { status, message } });
}

/**
 * socket.io on the same HTTP server as the API. Every connection is signed in through the
 * same session check as HTTP and comes from an allowed Origin. With REDIS_URL set, rooms
 * span server processes through the Redis adapter.
 */
export const realtimePlugin = fp<{ redisUrl: string | undefined; redisPrefix: string; corsOrigins: string[]; watchSecret: string }>(
  async (app, options) => {
    let closing = false;
    const io = new Server(app.server, {
      path: '/socket.io',
      // A connection begun while this process shuts down would hold it open: refused, the
      // client tries again, and by then this process no longer accepts and the proxy sends it on.
      allowRequest: (_request, answer) => answer(closing ? 'Máy chủ đang khởi động lại' : null, !closing),
      cors: options.corsOrigins.length ? { origin: options.corsOrigins, credentials: true } : undefined,
      // A chat message is at most 2,000 characters; nothing legitimate is bigger than this.
      maxHttpBufferSize: 64 * 1024,
    });
    const closers: Array<() => Promise<unknown>> = [];
    let redisReady = async () => true;
    if (options.redisUrl) {
      const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
      const pub = createClient({ url: options.redisUrl });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      // The channel carries the deployment's prefix: another site on the same Redis hears nothing of this one.
      io.adapter(createAdapter(pub, sub, { key: `${options.redisPrefix}:socket.io` }));
      pub.on('error', (error: Error) => app.log.warn({ err: error }, 'socket.io Redis error'));
      sub.on('error', (error: Error) => app.log.warn({ err: error }, 'socket.io Redis error'));
      redisReady = async () => {
        if (!pub.isReady || !sub.isReady) return false;
        try {
          return (await Promise.race([pub.ping(), new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS).unref())])) === 'PONG';
        } catch {
          return false;
        }
      };
      closers.push(
        () => pub.quit(),
        () => sub.quit(),
      );
      app.log.info('socket.io uses the Redis adapter');
    }

    io.use(async (socket, next) => {
      const { headers } = socket.handshake;
      if (!originAllowed(headers.origin, headers.host, options.corsOrigins)) return next(refusal(messages.chat.originRefused, 403));
      const handshake = chatHandshakeSchema.safeParse(socket.handshake.auth ?? {});
      if (!handshake.success) return next(refusal(messages.common.unauthorized, 401));
      try {
        const session = await app.auth.resolve(handshake.data.token);
        if (session.locked) return next(refusal(messages.auth.accountLocked, 403));
        if (!session.user || !session.sessionId || !session.expiresAt) return next(refusal(messages.common.unauthorized, 401));
        const identity: SocketIdentity = {
          user: session.user,
          token: handshake.data.token,
          sessionId: session.sessionId,
          expiresAt: session.expiresAt,
          lastSeq: handshake.data.lastSeq,
          deferChat: handshake.data.deferChat === true,
        };
        socket.data = identity;
        next();
      } catch (error) {
        app.log.error({ err: error }, 'socket handshake failed');
        next(refusal(messages.chat.cannotConnect, 500));
      }
    });

    io.on('connection', (socket) => endAtExpiry(socket, identityOf(socket).expiresAt));

    // The tracking page of a guest: no session, only the watch token its lookup returned, good
    // for one job and a few hours; it hears that job's repair_updated and nothing else.
    const repairWatch = io.of(REPAIR_WATCH_NAMESPACE);
    repairWatch.use(async (socket, next) => {
      const { headers } = socket.handshake;
      if (!originAllowed(headers.origin, headers.host, options.corsOrigins)) return next(refusal(messages.chat.originRefused, 403));
      const watch = await verifyWatchToken(options.watchSecret, (socket.handshake.auth as { watchToken?: unknown } | undefined)?.watchToken);
      if (!watch) return next(refusal(messages.repairs.watchRefused, 401));
      socket.data = watch;
      next();
    });
    repairWatch.on('connection', (socket) => {
      const { repairId, expiresAt } = socket.data as { repairId: string; expiresAt: Date };
      void socket.join(repairWatchRoom(repairId));
      endAtExpiry(socket, expiresAt);
    });

    app.decorate('io', io);
    app.decorate('realtime', {
      get closing() {
        return closing;
      },
      beginShutdown() {
        closing = true;
      },
      redisReady: () => redisReady(),
      localSocketCount: () => io.of('/').sockets.size,
      async recheckAccount(accountId: string) {
        try {
          // fetchSockets reaches every process through the adapter; disconnect() travels back the same way.
          const sockets = await io.in(accountRoom(accountId)).fetchSockets();
          await Promise.all(
            sockets.map(async (socket) => {
              const identity = identityOf(socket);
              const session = await app.auth.resolve(identity.token);
              if (!session.user || session.user.isStaff !== identity.user.isStaff) socket.disconnect(true);
            }),
          );
        } catch (error) {
          // The change itself is done; a socket left over still fails its next session check.
          app.log.error({ err: error, accountId }, 'rechecking chat sockets failed');
        }
      },
    });
    const live: LiveEvents = {
      staffAlert(alert) {
        const room = MASTER_ALERT_TYPES.has(alert.type) ? MASTER_ROOM : STAFF_ROOM;
        io.to(room).emit(LIVE_EVENTS.staffAlert, alert);
        io.to(room).emit(LIVE_EVENTS.alertsChanged);
      },
      alertsChanged(accountId) {
        io.to(accountId ? accountRoom(accountId) : STAFF_ROOM).emit(LIVE_EVENTS.alertsChanged);
      },
      toAccount(accountId, event, payload) {
        io.to(accountRoom(accountId)).emit(event, payload);
      },
      repairUpdated(payload, accountId) {
        io.to(STAFF_ROOM).emit(LIVE_EVENTS.repairUpdated, payload);
        if (accountId) io.to(accountRoom(accountId)).emit(LIVE_EVENTS.repairUpdated, payload);
        repairWatch.to(repairWatchRoom(payload.id)).emit(LIVE_EVENTS.repairUpdated, payload);
      },
      async staffOnline() {
        return (await live.deskPresence()).online;
      },
      async deskPresence() {
        try {
          // Rooms live in the adapter, so the desks of every process are counted, not this one's memory.
          const desks = await io.in(DESK_ROOM).fetchSockets();
          return { online: desks.length > 0, branches: BRANCH_IDS.filter((branch) => desks.some((desk) => desk.rooms.has(deskRoom(branch)))) };
        } catch (error) {
          // A process that does not answer in time: say offline rather than fail the caller.
          app.log.warn({ err: error }, 'counting chat desks failed');
          return { online: false, branches: [] };
        }
      },
    };
    app.decorate('live', live);
    app.addHook('preClose', async () => {
      closing = true;
      // Only this process's sockets (io.disconnectSockets would reach every process through the
      // adapter). The hint goes first, then the connection is dropped rather than disconnected:
      // socket.io clients reconnect by themselves after a lost connection, to a process still
      // running, whereas a server disconnect tells them to stay away.
      const retryAfterMs = RECONNECT_HINT_MS;
      for (const namespace of [io.of('/'), repairWatch]) {
        for (const socket of namespace.sockets.values()) socket.emit(LIVE_EVENTS.serverRestarting, { retryAfterMs });
      }
      // Every connection of the engine, those still signing in too (not yet a socket above);
      // each sends what it holds (the hint) before it closes.
      // engine.io keeps them in `clients`, public in its docs though typed protected.
      const connections = (io.engine as unknown as { clients: Record<string, { close(): void }> }).clients;
      for (const connection of Object.values(connections)) connection.close();
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(closers.map((close) => close()));
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
