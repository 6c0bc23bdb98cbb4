import type { ChatAck, ChatConversation, ChatMessage } from '../../contract/chat';
import { messages } from '../../contract/messages';
import type { FakeChatServer } from '../fake-chat-socket';
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

function demoChat(
  now: number,
  index: number,
  customerName: string,
  status: ChatConversation['status'],
  staff: { _id: string; fullName: string } | null,
  unreadCount: number,
  lines: Line[],
): DemoChat {
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
  return {
    conversation: {
      _id: conversationId,
      userId,
      customerName,
      customerImage: null,
      status,
      staffId: staff?._id ?? null,
      staffName: staff?.fullName ?? null,
      lastSeq: last?.seq ?? 0,
      lastMessage: last,
      unreadCount,
      updatedAt: last?.createdAt ?? minutesBefore(now, 0),
    },
    messages: thread,
  };
}

/**
 * The desk's open conversations, newest activity first: Hùng waits with 3 unread, Bích is
 * helped by the signed-in staff (1 unread, her first message from days ago), Tuấn by another
 * staff member, Kim waits since yesterday.
 */
export function demoStaffChats(now: number): DemoChat[] {
  return [
    demoChat(now, 0, 'Nguyễn Văn Hùng', 'waiting', null, 3, [
      ['customer', 'Chào gara, xe Vios của em bị kêu ở bánh trước.', 6],
      ['customer', 'Nhất là khi đánh lái hết cỡ ạ.', 5],
      ['customer', 'Chiều nay em mang xe qua kiểm tra được không ạ?', 4],
    ]),
    demoChat(now, 1, 'Trần Thị Bích', 'active', demoChatStaff, 1, [
      ['customer', 'Gara có thay dầu cho xe Mazda 3 không em?', 3 * 24 * 60],
      ['staff', 'Dạ có chị, thay dầu và kiểm tra tổng quát khoảng 45 phút ạ.', 3 * 24 * 60 - 5],
      ['customer', 'Mai 9 giờ mình qua được không?', 20],
      ['staff', 'Dạ được chị, em đã giữ chỗ 09:00 sáng mai cho chị.', 15],
      ['customer', 'Cảm ơn em nhé.', 12],
    ]),
    demoChat(now, 2, 'Phạm Minh Tuấn', 'active', demoMaster, 0, [
      ['customer', 'Điều hòa xe em không mát, gara xem giúp được không?', 60],
      ['staff', 'Anh mang xe qua chi nhánh Gò Vấp, bên em kiểm tra gas và lọc gió cho anh nhé.', 50],
    ]),
    demoChat(now, 3, 'Võ Thị Kim', 'waiting', null, 1, [['customer', 'Cho chị hỏi giá làm lại sơn cản trước.', 24 * 60]]),
  ];
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

/** GET /api/chat/history/:userId's answer for the widget customer's stored messages. */
export function chatHistoryAnswer(stored: ChatMessage[] = []) {
  const last = stored.at(-1) ?? null;
  const conversation: ChatConversation | null = last
    ? {
        _id: widgetConversationId,
        userId: chatCustomer.userId,
        customerName: chatCustomer.fullName,
        customerImage: null,
        status: 'waiting',
        staffId: null,
        staffName: null,
        lastSeq: last.seq,
        lastMessage: last,
        unreadCount: 0,
        updatedAt: last.createdAt,
      }
    : null;
  return { conversation, messages: stored };
}

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
