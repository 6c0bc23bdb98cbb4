import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { CHAT_EVENTS, CHAT_RATE_LIMIT, customerSendSchema, staffSendSchema, staffTargetSchema, type ChatAck, type ChatMessage } from '../../contract/chat';
import { messages } from '../../contract/messages';
import { HttpError } from '../lib/http-errors';
import { accountRoom, identityOf, STAFF_ROOM } from '../plugins/realtime';
import * as service from '../services/chat';

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
export async function chatSocketRoutes(app: FastifyInstance) {
  const { io } = app;
  const limiter = new RateLimiterMemory({ points: CHAT_RATE_LIMIT.messages, duration: CHAT_RATE_LIMIT.windowMs / 1000 });

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

  async function allowed(socket: Socket): Promise<boolean> {
    try {
      await limiter.consume(socket.id);
      return true;
    } catch {
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

  async function connectCustomer(socket: Socket) {
    const { user, lastSeq } = identityOf(socket);
    const { conversation, started } = await service.startConversation(app.db, user.id);
    if (lastSeq !== undefined) {
      const history = await service.conversationHistory(app.db, user.id, lastSeq);
      for (const message of history.messages) socket.emit(CHAT_EVENTS.chatMessage, message);
    }
    if (conversation.status === 'active' && conversation.staffId) socket.emit(CHAT_EVENTS.startChat, { adminSocketId: conversation.staffId });
    // The conversation id stands for the customer's socket: it stays the same across reconnections.
    io.to(STAFF_ROOM).emit(CHAT_EVENTS.startChat, { userId: user.id, socketId: conversation.id });
    if (started) await tellStaff(conversation.id);
  }

  async function connectStaff(socket: Socket) {
    await socket.join(STAFF_ROOM);
    for (const conversation of await service.openConversationRows(app.db)) {
      socket.emit(CHAT_EVENTS.startChat, { userId: conversation.customerId, socketId: conversation.id });
    }
  }

  function customerEvents(socket: Socket, ready: Promise<void>) {
    const { user } = identityOf(socket);
    socket.on(CHAT_EVENTS.sendMessage, (payload: unknown, ack: unknown) => {
      const reply = replyOf(ack);
      void answer(
        reply,
        async () => {
          await ready;
          if (!(await allowed(socket))) return { ok: false, error: messages.chat.tooFast };
          const parsed = parse(customerSendSchema, payload);
          if (!parsed.ok) return parsed;
          const { message, conversation } = await service.appendMessage(app.db, user.id, { id: user.id, fullName: user.fullName, isStaff: false }, parsed.data.message);
          deliver(message, socket.id);
          io.to(STAFF_ROOM).emit(CHAT_EVENTS.conversationUpdated, await service.conversationDtoAfter(app.db, conversation, message));
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
    socket.on(CHAT_EVENTS.sendMessage, (payload: unknown, ack: unknown) => {
      void answer(
        replyOf(ack),
        async () => {
          await ready;
          if (!(await allowed(socket))) return { ok: false, error: messages.chat.tooFast };
          const parsed = parse(staffSendSchema, payload);
          if (!parsed.ok) return parsed;
          const { message, conversation, taken } = await service.appendMessage(app.db, parsed.data.userId, speaker, parsed.data.message);
          if (taken) announceTaken(parsed.data.userId, user.id);
          deliver(message);
          io.to(STAFF_ROOM).emit(CHAT_EVENTS.conversationUpdated, await service.conversationDtoAfter(app.db, conversation, message));
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
      return { ok: true, conversation: await tellStaff(conversation.id) };
    });
    onTarget(CHAT_EVENTS.endChat, messages.chat.endFailed, async (userId) => {
      const conversation = await service.endConversation(app.db, userId);
      io.to(accountRoom(userId)).emit(CHAT_EVENTS.chatEnded, { message: messages.chat.ended });
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
    socket.on('disconnect', () => void limiter.delete(socket.id));
  });
}
