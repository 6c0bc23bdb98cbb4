/**
 * Stories only: a fake server that answers the staff's socket events and the inbox's HTTP calls
 * as docs/chat.md says the real one does, over one shared set of made-up conversations, so what
 * the socket changes the next list read shows too. Never imported by a screen.
 */
import { http, HttpResponse } from 'msw';
import { getChatHistory, listChatConversations, type ChatAck, type ChatConversation, type ChatMessage } from '../../../contract/chat';
import { messages } from '../../../contract/messages';
import { TOTAL_COUNT_HEADER } from '../../../contract/paging';
import { demoChatStaff, type DemoChat } from '../../../mocks/data/chat';
import { mockOk } from '../../../mocks/endpoint-handlers';
import { FakeChatServer } from '../../../mocks/fake-chat-socket';
import { matchesWords } from '../../../mocks/manager-list-handler';

/** How the fake server answers one kind of event: as the real server, with this refusal, or never. */
export type Answer = 'ok' | 'never' | { refuse: string };

export interface DeskServerOptions {
  send?: Answer;
  end?: Answer;
  /** Milliseconds before the server acknowledges a message, so the pending state shows. */
  sendDelayMs?: number;
  /** Refuse the handshake (connect_error). */
  refuse?: string;
  /** The server's clock, in step with the stories' made-up times. */
  clock?: () => number;
}

/** The fake server: its socket side, and what it holds (read by the HTTP handlers). */
export interface DeskServer {
  socket: FakeChatServer;
  conversations(): ChatConversation[];
  chat(userId: string): DemoChat | undefined;
  /** Every list request's query, in order, so a story can check what was asked. */
  readonly listQueries: URLSearchParams[];
}

type Ack = ((answer: ChatAck) => void) | undefined;

const userIdOf = (payload: unknown) => (payload as { userId: string }).userId;

/**
 * A staff socket's server over `chats`: open_chat takes a waiting conversation and marks it
 * read, send_message stores and spreads the message, end_chat ends it; each change is also
 * announced as conversation_updated, before the acknowledgement, as the real server does.
 */
export function deskServer(chats: readonly DemoChat[], { send = 'ok', end = 'ok', sendDelayMs = 0, refuse, clock = Date.now }: DeskServerOptions = {}): DeskServer {
  const stamp = () => new Date(clock()).toISOString();
  const state = new Map(chats.map(({ conversation, messages: thread }) => [conversation.userId, { conversation, messages: [...thread] }]));

  const update = (server: FakeChatServer, userId: string, change: Partial<ChatConversation>) => {
    const entry = state.get(userId)!;
    entry.conversation = { ...entry.conversation, ...change, updatedAt: change.updatedAt ?? entry.conversation.updatedAt };
    server.emit('conversation_updated', entry.conversation);
    return entry.conversation;
  };

  const take = (conversation: ChatConversation): Partial<ChatConversation> =>
    conversation.status === 'waiting' ? { status: 'active', staffId: demoChatStaff._id, staffName: demoChatStaff.fullName } : {};

  /** The refusal or silence a story asked for; false when the server should do the work. */
  const refused = (answer: Answer, ack: Ack) => {
    if (answer === 'never') return true;
    if (answer === 'ok') return false;
    ack?.({ ok: false, error: answer.refuse });
    return true;
  };

  const socket = new FakeChatServer({
    refuse,
    on: {
      open_chat(payload, ack, server) {
        const entry = state.get(userIdOf(payload));
        if (!entry) return ack?.({ ok: false, error: messages.chat.conversationNotFound });
        ack?.({ ok: true, conversation: update(server, entry.conversation.userId, { ...take(entry.conversation), unreadCount: 0 }) });
      },
      send_message(payload, ack, server) {
        if (refused(send, ack)) return;
        const { userId, message, from } = payload as { userId: string; message: string; from: string };
        const entry = state.get(userId)!;
        const stored: ChatMessage = {
          _id: `${entry.conversation._id.slice(0, 16)}${String(entry.messages.length + 1).padStart(8, '0')}`,
          conversationId: entry.conversation._id,
          userId,
          seq: entry.conversation.lastSeq + 1,
          sender: 'staff',
          from,
          message,
          createdAt: stamp(),
        };
        entry.messages.push(stored);
        setTimeout(() => {
          server.emit('chat_message', stored);
          update(server, userId, { ...take(entry.conversation), lastSeq: stored.seq, lastMessage: stored, updatedAt: stored.createdAt });
          ack?.({ ok: true, message: stored });
        }, sendDelayMs);
      },
      end_chat(payload, ack, server) {
        if (refused(end, ack)) return;
        const ended = update(server, userIdOf(payload), { status: 'ended', staffId: null, staffName: null, updatedAt: stamp() });
        ack?.({ ok: true, conversation: ended });
      },
    },
  });

  return {
    socket,
    conversations: () => [...state.values()].map((entry) => entry.conversation),
    chat: (userId) => state.get(userId),
    listQueries: [],
  };
}

const time = (iso: string) => Date.parse(iso);

/**
 * GET /api/chat/conversations over what `desk()` holds, as the server answers it: the view
 * (waiting and active without one), every word of `q` in the name or e-mail, newest activity
 * first, one page with the total in X-Total-Count.
 */
export function conversationsHandler(desk: () => DeskServer) {
  return http.get(listChatConversations.path, ({ request }) => {
    const query = new URL(request.url).searchParams;
    desk().listQueries.push(query);
    const view = query.get('view');
    const found = desk()
      .conversations()
      .filter((conversation) => (view ? conversation.status === view : conversation.status !== 'ended'))
      .filter((conversation) => matchesWords(query.get('q'), conversation.customerName, conversation.customerEmail))
      .sort((a, b) => time(b.updatedAt) - time(a.updatedAt));
    const page = Number(query.get('page') ?? '0');
    const limit = Number(query.get('limit') ?? '20');
    const shown = page >= 1 ? found.slice((page - 1) * limit, page * limit) : found;
    return HttpResponse.json(listChatConversations.response.parse(shown), { headers: { [TOTAL_COUNT_HEADER]: String(found.length) } });
  });
}

/** GET /api/chat/history/:userId over what `desk()` holds. */
export function historyHandler(desk: () => DeskServer) {
  return mockOk(getChatHistory, (_request, params) => {
    const chat = desk().chat(String(params.userId));
    return { conversation: chat?.conversation ?? null, messages: chat?.messages ?? [] };
  });
}

/** A customer's message, as the server spreads it, next in the conversation. */
export function customerMessage(chat: DemoChat, message: string, createdAt: string): ChatMessage {
  const last = chat.messages.at(-1)!;
  return { ...last, _id: `${last._id.slice(0, 16)}ffffff01`, seq: chat.conversation.lastSeq + 1, sender: 'customer', from: chat.conversation.customerName, message, createdAt };
}
