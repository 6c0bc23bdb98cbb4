import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import {
  CHAT_EVENTS,
  CHAT_RATE_LIMIT,
  customerSendSchema,
  deskOpenSchema,
  joinChatSchema,
  staffSendSchema,
  staffTargetSchema,
  type ChatAck,
  type ChatMessage,
} from '../../contract/chat';
import { LIVE_EVENTS, type StaffPresencePayload } from '../../contract/live-events';
import { messages } from '../../contract/messages';
import { HttpError } from '../lib/http-errors';
import { openLimiterStore } from '../lib/limiter-store';
import { accountRoom, CHAT_CUSTOMERS_ROOM, chatRoom, DESK_ROOM, deskRoom, identityOf, MASTER_ROOM, STAFF_ROOM } from '../plugins/realtime';
import * as service from '../services/chat';
import { chatAlert } from '../services/alerts';


type Reply = (answer: ChatAck) => void;

/** The deployed client sends some events without an acknowledgement; answer into the void then. */
function replyOf(ack: unknown): Reply {
  return typeof ack === 'function' ? (ack as Reply) : () => undefined;
}

function parse<S extends z.ZodType>(schema: S, payload: unknown): { ok: true; data: z.output<S> } | { ok: false; error: string } {
  const parsed = schema.safeParse(payload);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? messages.chat.sendFailed };
}

/**
 * The live chat over socket.io (docs/chat.md). The speaker is always the account the handshake
 * signed in, never a `from` or `userId` the client sends; every message is stored before any
 * socket hears of it.
 */
export async function chatSocketRoutes(
  app: FastifyInstance,
  options: { offlineMailDelaySeconds: number; redisUrl: string | undefined; limitKeyPrefix: string },
) {
  const { io } = app;
  // Counted per account, over all its sockets and every process (in Redis when there is one).
  const limiterStore = await openLimiterStore(options.redisUrl, (error) => app.log.warn({ err: error }, 'chat limit store error'));
  app.addHook('onClose', () => limiterStore.close());
  const limiter = limiterStore.make({ points: CHAT_RATE_LIMIT.messages, duration: CHAT_RATE_LIMIT.windowMs / 1000, keyPrefix: options.limitKeyPrefix });
  // Joining reads history, writes presence and may tell staff: a loop of joins costs like a loop of messages.
  const joinLimiter = limiterStore.make({ points: CHAT_RATE_LIMIT.messages, duration: CHAT_RATE_LIMIT.windowMs / 1000, keyPrefix: `${options.limitKeyPrefix}:join` });

  /** Runs an event's work and answers its acknowledgement; a refusal is said, a fault is logged. */
  async function answer(reply: Reply, work: () => Promise<ChatAck>, fallback: string) {
    try {
      reply(await work());
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return reply({ ok: false, error: error.message });
      app.log.error({ err: error }, 'chat event failed');
      reply({ ok: false, error: fallback });
    }
  }

  /** One more message of the socket's account within CHAT_RATE_LIMIT, whichever of its sockets sends it. */
  async function allowed(socket: Socket, by = limiter): Promise<boolean> {
    try {
      await by.consume(identityOf(socket).user.id);
      return true;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return false;
    }
  }

  /** Staff hear a conversation's new list entry; the caller gets it too, for its acknowledgement. */
  async function tellStaff(conversationId: string) {
    const entry = await service.conversationDto(app.db, conversationId);
    io.to(STAFF_ROOM).emit(CHAT_EVENTS.conversationUpdated, entry);
    return entry;
  }

  function deliver(message: ChatMessage, exceptSocketId?: string) {
    const customer = io.to(accountRoom(message.userId));
    (exceptSocketId ? customer.except(exceptSocketId) : customer).emit(CHAT_EVENTS.chatMessage, message);
    io.to(STAFF_ROOM).emit(CHAT_EVENTS.chatMessage, message);
    // The deployed client's events: each side hears the other's words.
    if (message.sender === 'staff') io.to(accountRoom(message.userId)).emit(CHAT_EVENTS.receiveMessage, { message: message.message, from: message.from });
    else io.to(STAFF_ROOM).emit(CHAT_EVENTS.receiveMessage, { message: message.message, from: message.from, userId: message.userId });
  }

  /** The customer hears that staff took the conversation; the id is the staff account's (the client only echoes it). */
  function announceTaken(customerId: string, staffId: string) {
    io.to(accountRoom(customerId)).emit(CHAT_EVENTS.startChat, { adminSocketId: staffId });
  }

  /**
   * The customer opens the chat in this tab: their conversation waits (new, or reopened), the
   * messages after `lastSeq` are replayed, and the tab counts for their presence. Staff hear
   * of a new wait through their alerts.
   */
  async function joinChat(socket: Socket, lastSeq: number | undefined) {
    const { user } = identityOf(socket);
    const { conversation, started } = await service.startConversation(app.db, user.id);
    await socket.join([chatRoom(user.id), CHAT_CUSTOMERS_ROOM]);
    (socket.data as ChatSocketState).inChat = true;
    if (lastSeq !== undefined) {
      const history = await service.conversationHistory(app.db, user.id, lastSeq);
      for (const message of history.messages) socket.emit(CHAT_EVENTS.chatMessage, message);
    }
    if (conversation.status === 'active' && conversation.staffId) socket.emit(CHAT_EVENTS.startChat, { adminSocketId: conversation.staffId });
    socket.emit(LIVE_EVENTS.staffPresence, { online: await app.live.staffOnline() } satisfies StaffPresencePayload);
    // An ended conversation waits for nobody until the customer writes (announceWait then).
    if (conversation.status !== 'ended') announceConversation(user.id, conversation.id);
    const cameOnline = await service.setCustomerPresence(app.db, user.id, true);
    const entry = started || cameOnline ? await tellStaff(conversation.id) : await service.conversationDto(app.db, conversation.id);
    if (started) app.live.staffAlert(chatAlert(user, new Date()));
    return entry;
  }

  /** The deployed admin client builds its list from start_chat; the conversation id stands for the customer's socket, the same across reconnections. */
  function announceConversation(customerId: string, conversationId: string) {
    io.to(STAFF_ROOM).emit(CHAT_EVENTS.startChat, { userId: customerId, socketId: conversationId });
  }

  /** This tab closed the chat (or went away): the customer is offline once no tab of theirs has it open. */
  async function leaveChat(socket: Socket) {
    const state = socket.data as ChatSocketState;
    if (!state.inChat) return;
    state.inChat = false;
    const { user } = identityOf(socket);
    await socket.leave(chatRoom(user.id));
    await socket.leave(CHAT_CUSTOMERS_ROOM);
    // Every process's sockets, through the adapter: another tab may still have it open.
    const others = await io.in(chatRoom(user.id)).fetchSockets();
    if (others.length > 0) return;
    const row = await service.setCustomerPresence(app.db, user.id, false);
    if (row) await tellStaff(row.id);
  }

  /** Customers with the chat open hear whether anyone is there to answer. */
  async function announceStaffPresence() {
    io.to(CHAT_CUSTOMERS_ROOM).emit(LIVE_EVENTS.staffPresence, { online: await app.live.staffOnline() } satisfies StaffPresencePayload);
  }

  async function connectCustomer(socket: Socket) {
    const { lastSeq, deferChat } = identityOf(socket);
    // The deployed client's socket is the chat itself; ours serves the whole tab and joins on request.
    if (!deferChat) await joinChat(socket, lastSeq);
  }

  async function connectStaff(socket: Socket) {
    await socket.join(identityOf(socket).user.isMaster ? [STAFF_ROOM, MASTER_ROOM] : STAFF_ROOM);
    // The deployed admin client's socket is its chat screen; ours serves every back-office page and says when the desk opens.
    if (!identityOf(socket).deferChat) await socket.join(DESK_ROOM);
    for (const conversation of await service.openConversationRows(app.db)) {
      socket.emit(CHAT_EVENTS.startChat, { userId: conversation.customerId, socketId: conversation.id });
    }
    if (!identityOf(socket).deferChat) await announceStaffPresence();
  }

  function customerEvents(socket: Socket, ready: Promise<void>) {
    const { user } = identityOf(socket);
    socket.on(CHAT_EVENTS.joinChat, (payload: unknown, ack: unknown) => {
      void answer(
        replyOf(ack),
        async () => {
          await ready;
          if (!(await allowed(socket, joinLimiter))) return { ok: false, error: messages.chat.joinTooFast };
          return { ok: true, conversation: await joinChat(socket, joinChatSchema.parse(payload ?? {}).lastSeq) };
        },
        messages.chat.cannotConnect,
      );
    });
    socket.on(CHAT_EVENTS.leaveChat, (_payload: unknown, ack: unknown) => {
      void answer(
        replyOf(ack),
        async () => {
          await ready;
          await leaveChat(socket);
          return { ok: true };
        },
        messages.chat.sendFailed,
      );
    });
    socket.on(CHAT_EVENTS.sendMessage, (payload: unknown, ack: unknown) => {
      const reply = replyOf(ack);
      void answer(
        reply,
        async () => {
          await ready;
          if (!(await allowed(socket))) return { ok: false, error: messages.chat.tooFast };
          const parsed = parse(customerSendSchema, payload);
          if (!parsed.ok) return parsed;
          const { message, conversation, startsWait } = await service.appendMessage(
            app.db,
            user.id,
            { id: user.id, fullName: user.fullName, isStaff: false },
            parsed.data.message,
          );
          if (startsWait) announceConversation(user.id, conversation.id);
          deliver(message, socket.id);
          io.to(STAFF_ROOM).emit(CHAT_EVENTS.conversationUpdated, await service.conversationDtoAfter(app.db, conversation, message));
          if (startsWait) app.live.staffAlert(chatAlert(user, new Date()));
          else app.live.alertsChanged();
          return { ok: true, message };
        },
        messages.chat.sendFailed,
      );
    });
    for (const staffOnly of [CHAT_EVENTS.endChat, CHAT_EVENTS.openChat]) {
      socket.on(staffOnly, (_payload: unknown, ack: unknown) => replyOf(ack)({ ok: false, error: messages.common.forbidden }));
    }
  }

  function staffEvents(socket: Socket, ready: Promise<void>) {
    const { user } = identityOf(socket);
    const speaker = { id: user.id, fullName: user.fullName, isStaff: true };
    socket.on(CHAT_EVENTS.deskOpen, (payload: unknown, ack: unknown) => {
      void answer(
        replyOf(ack),
        async () => {
          await ready;
          const { branch } = deskOpenSchema.parse(payload ?? {});
          // A desk that names no branch answers for the staff member's usual one, or for both.
          const branches = branch ? [branch] : await service.deskBranchesOf(app.db, user.id);
          for (const room of [...socket.rooms]) if (room.startsWith(`${DESK_ROOM}:`)) await socket.leave(room);
          await socket.join([DESK_ROOM, ...branches.map(deskRoom)]);
          await announceStaffPresence();
          return { ok: true };
        },
        messages.chat.cannotConnect,
      );
    });
    socket.on(CHAT_EVENTS.deskClose, (_payload: unknown, ack: unknown) => {
      void answer(
        replyOf(ack),
        async () => {
          await ready;
          for (const room of [...socket.rooms]) if (room === DESK_ROOM || room.startsWith(`${DESK_ROOM}:`)) await socket.leave(room);
          await announceStaffPresence();
          return { ok: true };
        },
        messages.chat.cannotConnect,
      );
    });
    socket.on(CHAT_EVENTS.sendMessage, (payload: unknown, ack: unknown) => {
      void answer(
        replyOf(ack),
        async () => {
          await ready;
          if (!(await allowed(socket))) return { ok: false, error: messages.chat.tooFast };
          const parsed = parse(staffSendSchema, payload);
          if (!parsed.ok) return parsed;
          const { message, conversation, taken } = await service.appendMessage(app.db, parsed.data.userId, speaker, parsed.data.message, options.offlineMailDelaySeconds);
          if (taken) announceTaken(parsed.data.userId, user.id);
          deliver(message);
          io.to(STAFF_ROOM).emit(CHAT_EVENTS.conversationUpdated, await service.conversationDtoAfter(app.db, conversation, message));
          app.live.alertsChanged();
          return { ok: true, message };
        },
        messages.chat.sendFailed,
      );
    });
    /** open_chat and end_chat: one customer named by `userId`, acknowledged with the new list entry. */
    const onTarget = (event: string, fallback: string, work: (userId: string) => Promise<ChatAck>) =>
      socket.on(event, (payload: unknown, ack: unknown) => {
        void answer(
          replyOf(ack),
          async () => {
            await ready;
            const parsed = parse(staffTargetSchema, payload);
            return parsed.ok ? work(parsed.data.userId) : parsed;
          },
          fallback,
        );
      });
    onTarget(CHAT_EVENTS.openChat, messages.chat.conversationNotFound, async (userId) => {
      const { conversation, taken } = await service.openConversation(app.db, userId, speaker);
      if (taken) announceTaken(userId, user.id);
      app.live.alertsChanged();
      return { ok: true, conversation: await tellStaff(conversation.id) };
    });
    onTarget(CHAT_EVENTS.endChat, messages.chat.endFailed, async (userId) => {
      const conversation = await service.endConversation(app.db, userId);
      io.to(accountRoom(userId)).emit(CHAT_EVENTS.chatEnded, { message: messages.chat.ended });
      app.live.alertsChanged();
      return { ok: true, conversation: await tellStaff(conversation.id) };
    });
  }

  io.on('connection', (socket) => {
    const { user } = identityOf(socket);
    // Listeners first, so nothing sent while the conversation is being prepared is lost; they wait for it.
    const ready = (async () => {
      await socket.join(accountRoom(user.id));
      await (user.isStaff ? connectStaff(socket) : connectCustomer(socket));
    })();
    ready.catch((error: unknown) => {
      app.log.error({ err: error }, 'chat connection set-up failed');
      socket.disconnect(true);
    });
    if (user.isStaff) staffEvents(socket, ready);
    else customerEvents(socket, ready);
    socket.on('disconnect', () => {
      // A shutdown is not everyone going offline: the next process start finds them as they were.
      if (app.realtime.closing) return;
      const gone = (user.isStaff ? announceStaffPresence() : leaveChat(socket)).catch((error: unknown) =>
        app.log.error({ err: error }, 'chat disconnect handling failed'),
      );
      leaving.add(gone);
      void gone.finally(() => leaving.delete(gone));
    });
  });
  // Sockets that left just before a shutdown finish their presence work before the database closes.
  const leaving = new Set<Promise<unknown>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...leaving]);
  });
}

interface ChatSocketState {
  /** This socket has the customer's chat open (joined its room). */
  inChat?: boolean;
}
