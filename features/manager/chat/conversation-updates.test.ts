import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '../../../contract/chat';
import { appendMessage, applyConversation, byActivity, mergeMessages, withoutConversation } from './conversation-updates';

const conversation = (userId: string, updatedAt: string, status: ChatConversation['status'] = 'waiting'): ChatConversation => ({
  _id: `c-${userId}`,
  userId,
  customerName: userId,
  customerImage: null,
  status,
  staffId: null,
  staffName: null,
  lastSeq: 0,
  lastMessage: null,
  unreadCount: 0,
  updatedAt,
});

const message = (seq: number, text = `tin ${seq}`): ChatMessage => ({
  _id: `m-${seq}`,
  conversationId: 'c-1',
  userId: 'u1',
  seq,
  sender: 'customer',
  from: 'Khách',
  message: text,
  createdAt: '2026-03-01T01:00:00.000Z',
});

describe('byActivity', () => {
  it('puts the newest activity first without changing the list it was given', () => {
    const list = [conversation('a', '2026-03-01T01:00:00Z'), conversation('b', '2026-03-01T03:00:00Z'), conversation('c', '2026-03-01T02:00:00Z')];
    expect(byActivity(list).map((entry) => entry.userId)).toEqual(['b', 'c', 'a']);
    expect(list.map((entry) => entry.userId)).toEqual(['a', 'b', 'c']);
  });
});

describe('applyConversation', () => {
  const list = [conversation('a', '2026-03-01T01:00:00Z'), conversation('b', '2026-03-01T02:00:00Z')];

  it('replaces the entry of the same customer', () => {
    const next = { ...conversation('a', '2026-03-01T05:00:00Z', 'active'), unreadCount: 2 };
    const result = applyConversation(list, next);
    expect(result).toHaveLength(2);
    expect(result.find((entry) => entry.userId === 'a')).toEqual(next);
  });

  it('adds a customer it did not have', () => {
    expect(applyConversation(list, conversation('c', '2026-03-01T03:00:00Z')).map((entry) => entry.userId).sort()).toEqual(['a', 'b', 'c']);
  });

  it('drops an ended conversation, and ignores one it never had', () => {
    expect(applyConversation(list, conversation('a', '2026-03-01T05:00:00Z', 'ended')).map((entry) => entry.userId)).toEqual(['b']);
    expect(applyConversation(list, conversation('z', '2026-03-01T05:00:00Z', 'ended'))).toHaveLength(2);
  });

  it('removes by customer', () => {
    expect(withoutConversation(list, 'b').map((entry) => entry.userId)).toEqual(['a']);
  });
});

describe('mergeMessages', () => {
  it('joins history and live messages in seq order, once each', () => {
    const merged = mergeMessages([message(1), message(2)], [message(4), message(2, 'lặp'), message(3)]);
    expect(merged.map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
    expect(merged[1]!.message).toBe('tin 2');
  });
});

describe('appendMessage', () => {
  it('keeps the same array when the message is already held', () => {
    const held = [message(1)];
    expect(appendMessage(held, message(1))).toBe(held);
    expect(appendMessage(held, message(2)).map((entry) => entry.seq)).toEqual([1, 2]);
  });
});
