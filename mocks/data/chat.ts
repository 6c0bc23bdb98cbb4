import type { ChatAck, ChatConversation, ChatMessage, ChatStatus } from '../../contract/chat';
import { messages } from '../../contract/messages';
import type { ClientEventHandler, FakeChatServer } from '../fake-chat-socket';
import { demoAdmin, demoCustomer, demoMaster, makeToken } from './accounts';
import { objectIdAt } from './ids';

/** An ISO time `minutes` before `now` (milliseconds). */
export function minutesBefore(now: number, minutes: number): string {
  return new Date(now - minutes * 60_000).toISOString();
}

// ---------------------------------------------------------------- staff desk (/admin-chat)

/** The staff member signed in to the desk stories. */
export const demoChatStaff = demoAdmin;

/** One customer's conversation with its stored messages, as the history endpoint answers it. */
export interface DemoChat {
  conversation: ChatConversation;
  messages: ChatMessage[];
}

type Line = [sender: ChatMessage['sender'], text: string, minutesAgo: number];

interface DemoChatSpec {
  index: number;
  customerName: string;
  customerEmail: string;
  status: ChatConversation['status'];
  /** Who holds it while active (and who answered, for the staff's lines). */
  staff: { _id: string; fullName: string } | null;
  unreadCount: number;
  /** Whether the customer has the chat open in some tab now. */
  online: boolean;
  lines: Line[];
}

function demoChat(now: number, { index, customerName, customerEmail, status, staff, unreadCount, online, lines }: DemoChatSpec): DemoChat {
  const userId = objectIdAt(new Date(Date.UTC(2025, 8, index + 1)), 0xa100 + index);
  const conversationId = objectIdAt(new Date(Date.UTC(2025, 8, index + 1)), 0xa200 + index);
  const thread = lines.map(([sender, message, minutesAgo], position): ChatMessage => ({
    _id: objectIdAt(new Date(now - minutesAgo * 60_000), 0xa300 + index * 100 + position),
    conversationId,
    userId,
    seq: position + 1,
    sender,
    from: sender === 'customer' ? customerName : (staff?.fullName ?? demoChatStaff.fullName),
    message,
    createdAt: minutesBefore(now, minutesAgo),
  }));
  const last = thread.at(-1) ?? null;
  const holder = status === 'active' ? staff : null;
  return {
    conversation: {
      _id: conversationId,
      userId,
      customerName,
      customerImage: null,
      status,
      staffId: holder?._id ?? null,
      staffName: holder?.fullName ?? null,
      lastSeq: last?.seq ?? 0,
      lastMessage: last,
      unreadCount,
      customerOnline: online,
      customerEmail,
      updatedAt: last?.createdAt ?? minutesBefore(now, 0),
    },
    messages: thread,
  };
}

/**
 * The desk's open conversations, newest activity first: Hùng waits with 3 unread (online),
 * Bích is helped by the signed-in staff (1 unread, her first message from days ago; she closed
 * the page), Tuấn by another staff member (online), Kim waits since yesterday (offline).
 */
export function demoStaffChats(now: number): DemoChat[] {
  return [
    demoChat(now, {
      index: 0,
      customerName: 'Nguyễn Văn Hùng',
      customerEmail: 'vanhung.nguyen@gmail.com',
      status: 'waiting',
      staff: null,
      unreadCount: 3,
      online: true,
      lines: [
        ['customer', 'Chào gara, xe Vios của em bị kêu ở bánh trước.', 6],
        ['customer', 'Nhất là khi đánh lái hết cỡ ạ.', 5],
        ['customer', 'Chiều nay em mang xe qua kiểm tra được không ạ?', 4],
      ],
    }),
    demoChat(now, {
      index: 1,
      customerName: 'Trần Thị Bích',
      customerEmail: 'bich.tran@yahoo.com',
      status: 'active',
      staff: demoChatStaff,
      unreadCount: 1,
      online: false,
      lines: [
        ['customer', 'Gara có thay dầu cho xe Mazda 3 không em?', 3 * 24 * 60],
        ['staff', 'Dạ có chị, thay dầu và kiểm tra tổng quát khoảng 45 phút ạ.', 3 * 24 * 60 - 5],
        ['customer', 'Mai 9 giờ mình qua được không?', 20],
        ['staff', 'Dạ được chị, em đã giữ chỗ 09:00 sáng mai cho chị.', 15],
        ['customer', 'Cảm ơn em nhé.', 12],
      ],
    }),
    demoChat(now, {
      index: 2,
      customerName: 'Phạm Minh Tuấn',
      customerEmail: 'minhtuan.pham@outlook.com',
      status: 'active',
      staff: demoMaster,
      unreadCount: 0,
      online: true,
      lines: [
        ['customer', 'Điều hòa xe em không mát, gara xem giúp được không?', 60],
        ['staff', 'Anh mang xe qua chi nhánh Gò Vấp, bên em kiểm tra gas và lọc gió cho anh nhé.', 50],
      ],
    }),
    demoChat(now, {
      index: 3,
      customerName: 'Võ Thị Kim',
      customerEmail: 'kimvo1988@gmail.com',
      status: 'waiting',
      staff: null,
      unreadCount: 1,
      online: false,
      lines: [['customer', 'Cho chị hỏi giá làm lại sơn cản trước.', 24 * 60]],
    }),
  ];
}

const endedNames = [
  ['Lê Văn Toàn', 'toan.le@gmail.com'],
  ['Đỗ Thị Hạnh', 'hanhdo.kt@gmail.com'],
  ['Hoàng Gia Bảo', 'giabao.hoang@outlook.com'],
  ['Bùi Thanh Tâm', 'tam.bui@yahoo.com'],
  ['Đặng Quốc Huy', 'quochuy.dang@gmail.com'],
] as const;

/** The n-th ended customer: the five above, then other pairings of their family and given names, all different. */
function endedCustomer(position: number): [name: string, email: string] {
  const round = Math.floor(position / endedNames.length);
  if (round === 0) return [...endedNames[position]!];
  const family = endedNames[position % endedNames.length]![0].split(' ')[0]!;
  const given = endedNames[(position + round) % endedNames.length]![0].split(' ').slice(1).join(' ');
  return [`${family} ${given}`, `khachhang.${position + 1}@gmail.com`];
}

/**
 * `count` ended conversations, newest first, an hour apart from two hours ago: a question, the
 * staff's answer and the customer's thanks. The first is Lê Văn Toàn's, about brake pads.
 */
export function demoEndedChats(now: number, count: number = endedNames.length): DemoChat[] {
  return Array.from({ length: count }, (_, position) => {
    const [customerName, customerEmail] = endedCustomer(position);
    const start = 120 + position * 60;
    return demoChat(now, {
      index: 10 + position,
      customerName,
      customerEmail,
      status: 'ended',
      staff: demoChatStaff,
      unreadCount: 0,
      online: false,
      lines: [
        ['customer', position === 0 ? 'Má phanh xe Innova của tôi kêu rít, thay hết bao nhiêu?' : `Cho tôi hỏi lịch bảo dưỡng xe (lần ${position + 1}).`, start],
        ['staff', position === 0 ? 'Dạ má phanh trước Innova khoảng 1.200.000 ₫ cả công anh nhé.' : 'Dạ anh ghé chi nhánh gần nhất, bên em kiểm tra miễn phí ạ.', start - 5],
        ['customer', 'Cảm ơn gara.', start - 8],
      ],
    });
  });
}

// ---------------------------------------------------------------- customer chat widget

/** The signed-in customer of the widget stories, as the app hands the session to the chat. */
export const chatCustomer = { token: makeToken(demoCustomer._id), userId: demoCustomer._id, fullName: demoCustomer.fullName };

const widgetConversationId = objectIdAt(new Date(Date.UTC(2026, 2, 1)), 0x9000);
const widgetStart = Date.UTC(2026, 2, 1, 2, 0);

/** One stored message of the widget customer's conversation; `seq` decides its place and time. */
export function makeChatMessage(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const sender = overrides.sender ?? 'customer';
  const created = new Date(widgetStart + seq * 60_000);
  return {
    _id: objectIdAt(created, 0x9100 + seq),
    conversationId: widgetConversationId,
    userId: chatCustomer.userId,
    seq,
    sender,
    from: sender === 'customer' ? chatCustomer.fullName : demoChatStaff.fullName,
    message: `Tin nhắn ${seq}`,
    createdAt: created.toISOString(),
    ...overrides,
  };
}

/** The widget customer's conversation as the server describes it, holding `stored`. */
export function widgetConversation(stored: ChatMessage[] = [], status: ChatConversation['status'] = 'waiting'): ChatConversation {
  const last = stored.at(-1) ?? null;
  const staff = status === 'active' ? demoChatStaff : null;
  return {
    _id: widgetConversationId,
    userId: chatCustomer.userId,
    customerName: chatCustomer.fullName,
    customerImage: null,
    status,
    staffId: staff?._id ?? null,
    staffName: staff?.fullName ?? null,
    lastSeq: last?.seq ?? 0,
    lastMessage: last,
    unreadCount: 0,
    customerOnline: true,
    customerEmail: demoCustomer.email,
    updatedAt: last?.createdAt ?? new Date(widgetStart).toISOString(),
  };
}

/** GET /api/chat/history/:userId's answer for the widget customer's stored messages. */
export function chatHistoryAnswer(stored: ChatMessage[] = []) {
  return { conversation: stored.length > 0 ? widgetConversation(stored) : null, messages: stored };
}

export interface JoinChatOptions {
  /** What the server holds: every message after the `lastSeq` the client sends is replayed. */
  stored?: ChatMessage[];
  /** Staff already hold the conversation: start_chat follows the answer, as the real server does. */
  staffHold?: boolean;
  /** Staff ended it earlier (the customer came back by the mail's link): it stays ended until they write. */
  ended?: boolean;
}

/**
 * join_chat as the real server answers it (docs/chat.md): acknowledged with the conversation,
 * then each stored message after the client's `lastSeq` as chat_message, then start_chat when
 * staff hold it. Sent again after every reconnection, so it replays again then.
 */
export function joinChat({ stored = [], staffHold = false, ended = false }: JoinChatOptions = {}): ClientEventHandler {
  return (payload, ack, server) => {
    const lastSeq = Number((payload as { lastSeq?: unknown } | undefined)?.lastSeq ?? 0) || 0;
    const answer: ChatAck = { ok: true, conversation: widgetConversation(stored, ended ? 'ended' : staffHold ? 'active' : 'waiting') };
    ack?.(answer);
    for (const message of stored) if (message.seq > lastSeq) server.emit('chat_message', message);
    if (staffHold) server.emit('start_chat', { adminSocketId: demoChatStaff._id });
  };
}

const open = { opensAt: null, closedReason: null, offlineMailDelaySeconds: 120 } as const;

/** GET /api/chat/status's answers: staff at the desk in hours, nobody at it in hours, the garage closed for the evening, closed for Tết. */
export const chatStatusAnswers = {
  online: { ...open, staffOnline: true, onlineBranches: ['quan-12'], withinHours: true },
  offline: { ...open, staffOnline: false, onlineBranches: [], withinHours: true },
  // 17:30 on Monday 07/12/2026: it opens at 07:30 the next morning.
  closed: { ...open, staffOnline: false, onlineBranches: [], withinHours: false, opensAt: '2026-12-08T00:30:00.000Z' },
  // The second day of Tết 2027: it opens on Tuesday 09/02 at 07:30.
  holiday: { ...open, staffOnline: false, onlineBranches: [], withinHours: false, opensAt: '2027-02-09T00:30:00.000Z', closedReason: 'Tết Nguyên Đán' },
} as const satisfies Record<string, ChatStatus>;

/** An earlier conversation of the widget customer: a question and the staff's answer. */
export const earlierChat: ChatMessage[] = [
  makeChatMessage(1, { message: 'Chào gara, xe Vios của tôi kêu lạ ở bánh trước.' }),
  makeChatMessage(2, { sender: 'staff', message: 'Chào anh, có thể là rotuyn hoặc bạc đạn. Anh ghé gara để kiểm tra nhé.' }),
];

/**
 * send_message as the real server answers a customer: stored with the next `seq`,
 * acknowledged, and heard by every socket of the conversation as chat_message.
 */
export function storeCustomerMessages(firstSeq: number) {
  let seq = firstSeq - 1;
  return (payload: unknown, ack: ((answer: unknown) => void) | undefined, server: FakeChatServer) => {
    const text = typeof payload === 'object' && payload !== null ? String((payload as { message?: unknown }).message ?? '') : '';
    seq += 1;
    const message = makeChatMessage(seq, { message: text });
    const answer: ChatAck = { ok: true, message };
    ack?.(answer);
    server.emit('chat_message', message);
  };
}

/** The server's refusal of a message sent too fast. */
export const tooFastAck: ChatAck = { ok: false, error: messages.chat.tooFast };
