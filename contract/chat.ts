import { z } from 'zod';
import { hasUnstorableCharacters, objectIdSchema } from './common';
import { endpoint } from './endpoint';
import { BRANCH_IDS } from './garage';
import { choiceParam, pagingQuerySchema, searchTextParam } from './paging';
import { format, messages } from './messages';

/** Longest live-chat message; the bot's limit is the same. */
export const CHAT_MESSAGE_MAX = 2000;
/** Per account (all its sockets together, on every server process): at most this many messages in the window, then 'tooFast' until it has passed. */
export const CHAT_RATE_LIMIT = { messages: 10, windowMs: 10_000 } as const;
/**
 * A wait in which the customer wrote nothing leaves staff's waiting list (and their count) after
 * this long: they opened the panel and went. Opening it again after that is a new wait.
 */
export const CHAT_EMPTY_WAIT_MINUTES = 10;

/**
 * socket.io events. The first group is what the deployed client (API-NOTES section 16) speaks;
 * the second is this product's own, richer channel, which the deployed client ignores.
 */
export const CHAT_EVENTS = {
  startChat: 'start_chat',
  receiveMessage: 'receive_message',
  sendMessage: 'send_message',
  endChat: 'end_chat',
  chatEnded: 'chat_ended',
  /** Every stored message, with its sequence number, to everyone who may read it. */
  chatMessage: 'chat_message',
  /** Staff: a conversation's list entry changed (new, taken, read, ended). */
  conversationUpdated: 'conversation_updated',
  /** Staff opens a conversation: takes it if it waits, and marks it read. */
  openChat: 'open_chat',
  /**
   * Customer, on a socket whose handshake said `deferChat`: opens the live chat (`{ lastSeq? }`,
   * acknowledged with the conversation); sent again after every reconnection.
   */
  joinChat: 'join_chat',
  /** Customer: closes the live chat in this tab; the customer shows offline once no tab has it open. */
  leaveChat: 'leave_chat',
  /**
   * Staff, from the chat desk (`{ branch? }`): this tab answers customers now, which is what
   * 'Nhân viên đang trực tuyến' means; any other back-office tab does not count. The deployed
   * admin client's socket (no `deferChat`) is a desk by itself.
   */
  deskOpen: 'desk_open',
  /** Staff: the chat desk closed in this tab. */
  deskClose: 'desk_close',
} as const;

export const chatSenderSchema = z.enum(['customer', 'staff']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

export const chatConversationStatusSchema = z.enum(['waiting', 'active', 'ended']);
export type ChatConversationStatus = z.infer<typeof chatConversationStatusSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  /** The customer the conversation belongs to. */
  userId: z.string(),
  /** 1, 2, 3... within the conversation, never reused: a client that has n asks for what follows n. */
  seq: z.number().int().positive(),
  sender: chatSenderSchema,
  from: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  customerName: z.string(),
  customerImage: z.string().nullable(),
  status: chatConversationStatusSchema,
  /** The staff account that took it, while it is active. */
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  lastSeq: z.number().int().nonnegative(),
  lastMessage: chatMessageSchema.nullable(),
  /** Customer messages staff have not yet opened. */
  unreadCount: z.number().int().nonnegative(),
  /** Whether the customer has the chat open in some tab right now. */
  customerOnline: z.boolean(),
  /** The account's e-mail, for staff to recognise and search the customer. */
  customerEmail: z.string(),
  updatedAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** What a message must be, on both sides: trimmed, not blank, at most CHAT_MESSAGE_MAX characters. */
export const chatTextSchema = z
  .string({ error: messages.chat.messageEmpty })
  .trim()
  .min(1, messages.chat.messageEmpty)
  .max(CHAT_MESSAGE_MAX, format(messages.chat.messageTooLong, { max: CHAT_MESSAGE_MAX }))
  .refine((text) => !hasUnstorableCharacters(text), messages.common.invalidCharacters);

/** Customer → server. `from`, `userId` and `adminSocketId` may be sent (the deployed client does) and are ignored. */
export const customerSendSchema = z.object({ message: chatTextSchema });
/** Staff → server: the target is the customer's account id. */
export const staffSendSchema = z.object({ userId: objectIdSchema, message: chatTextSchema });
export const staffTargetSchema = z.object({ userId: objectIdSchema });

/** Acknowledgement of send_message, end_chat and open_chat. */
export type ChatAck = { ok: true; message?: ChatMessage; conversation?: ChatConversation } | { ok: false; error: string };

/**
 * The handshake's `auth`: the raw token, and optionally the last sequence number the client
 * holds. `deferChat`: this socket serves the whole tab (alerts, the customer's own pages) and
 * opens the chat only with `join_chat`; without it (the deployed client) connecting opens it.
 */
export const chatHandshakeSchema = z.object({
  token: z.string().min(1),
  lastSeq: z.coerce.number().int().nonnegative().optional(),
  deferChat: z.boolean().optional(),
});

/** `desk_open`'s payload: the branch the desk answers for, when it says. */
export const deskOpenSchema = z.object({ branch: z.enum(BRANCH_IDS).optional() }).catch({});

/** `join_chat`'s payload. */
export const joinChatSchema = z.object({ lastSeq: z.coerce.number().int().nonnegative().optional() }).catch({});

/** The inbox's three views. */
export const CHAT_VIEWS = ['waiting', 'active', 'ended'] as const;
export type ChatView = (typeof CHAT_VIEWS)[number];

export const chatConversationQuerySchema = pagingQuerySchema.extend({
  /** Without it: waiting and active together, as before the views existed. */
  view: choiceParam(CHAT_VIEWS, messages.chat.viewInvalid),
  /** Every word in the customer's name or e-mail (accents ignored). */
  q: searchTextParam,
});
export type ChatConversationQuery = z.output<typeof chatConversationQuerySchema>;

export const listChatConversations = endpoint({
  method: 'GET',
  path: '/api/chat/conversations',
  access: 'staff',
  summary:
    'Nhân viên: các cuộc trò chuyện theo trạng thái (view=waiting, active, ended; mặc định đang chờ và đang hỗ trợ), tìm theo tên hoặc e-mail khách (q), hoạt động mới nhất trước; với page và limit là một trang và tổng số ở X-Total-Count',
  query: chatConversationQuerySchema,
  response: z.array(chatConversationSchema),
});

export const chatStatusSchema = z.object({
  /** Some staff member has the site open now (any server process). */
  staffOnline: z.boolean(),
  /** The garage is within its opening hours now, by the server's clock (Vietnam time), and today is no closed day or lunar holiday. */
  withinHours: z.boolean(),
  /** The branches whose chat desk someone has open now. */
  onlineBranches: z.array(z.enum(BRANCH_IDS)),
  /** When closed: when the garage opens next (an instant), for 'Gara mở cửa lại lúc…'. */
  opensAt: z.string().nullable(),
  /** When closed on a holiday or closed day: its name ('Tết Nguyên Đán'). */
  closedReason: z.string().nullable(),
  /** How long a reply waits for the customer to come back before it goes by mail. */
  offlineMailDelaySeconds: z.number().int().nonnegative(),
});
export type ChatStatus = z.infer<typeof chatStatusSchema>;

export const getChatStatus = endpoint({
  method: 'GET',
  path: '/api/chat/status',
  access: 'public',
  summary: 'Trạng thái hỗ trợ trực tuyến: có nhân viên đang trực tuyến không, gara có đang trong giờ làm việc không',
  response: chatStatusSchema,
});

export const getChatHistory = endpoint({
  method: 'GET',
  path: '/api/chat/history/:userId',
  access: 'user',
  summary:
    'Lịch sử trò chuyện trực tuyến của một khách hàng (khách chỉ xem của chính mình, nhân viên xem mọi cuộc), theo thứ tự; afterSeq chỉ lấy các tin sau số thứ tự đó',
  params: z.object({ userId: objectIdSchema }),
  query: z.object({ afterSeq: z.coerce.number().int().nonnegative().optional() }),
  response: z.object({ conversation: chatConversationSchema.nullable(), messages: z.array(chatMessageSchema) }),
});

// Listeners take whatever the event carries, as socket.io's own typing does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void;

/** The part of a socket.io client socket the chat screens use, so a story can hand them a fake (mocks/fake-chat-socket.ts). */
export interface ChatSocket {
  readonly connected: boolean;
  on(event: string, listener: Listener): unknown;
  off(event: string, listener?: Listener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

export interface ChatSocketOptions {
  /** The stored raw JWT (no 'Bearer'), as the deployed client sends it. */
  token: string;
  /** Asked again on every (re)connection: the last message sequence number this screen holds. */
  lastSeq?: () => number;
  /** The tab's shared socket: the chat opens only on `join_chat` (see chatHandshakeSchema). */
  deferChat?: boolean;
}

export type ChatSocketFactory = (options: ChatSocketOptions) => ChatSocket;
