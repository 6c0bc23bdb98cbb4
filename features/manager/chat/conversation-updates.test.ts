import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '../../../contract/chat';
import type { ChatConversationPage } from '../../../entities/chat/get-chat-conversations';
import { appendMessage, applyToPages, byActivity, mergeMessages, pagesToList } from './conversation-updates';

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
  customerOnline: false,
  customerEmail: `${userId}@example.com`,
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

describe('applyToPages', () => {
  const a = conversation('a', '2026-03-01T01:00:00Z');
  const b = conversation('b', '2026-03-01T02:00:00Z');
  const c = conversation('c', '2026-03-01T03:00:00Z');
  const pages = (): ChatConversationPage[] => [
    { items: [a, b], total: 3 },
    { items: [c], total: 3 },
  ];
  const ids = (result: ChatConversationPage[]) => result.map((page) => page.items.map((entry) => entry.userId));

  it('replaces a held entry that stays in the view, wherever its page', () => {
    const next = { ...c, unreadCount: 2, customerOnline: true };
    const result = applyToPages(pages(), next, 'waiting', false);
    expect(result[1]!.items[0]).toEqual(next);
    expect(result.map((page) => page.total)).toEqual([3, 3]);
  });

  it('drops a held entry that left the view, and counts one less', () => {
    const result = applyToPages(pages(), { ...a, status: 'active' }, 'waiting', false);
    expect(ids(result)).toEqual([['b'], ['c']]);
    expect(result.map((page) => page.total)).toEqual([2, 2]);
  });

  it('adds a customer new to the view in front, and counts one more', () => {
    const result = applyToPages(pages(), conversation('d', '2026-03-01T04:00:00Z'), 'waiting', false);
    expect(ids(result)).toEqual([['d', 'a', 'b'], ['c']]);
    expect(result.map((page) => page.total)).toEqual([4, 4]);
  });

  it('adds nothing while a search is on, and nothing that belongs to another view', () => {
    const held = pages();
    expect(applyToPages(held, conversation('d', '2026-03-01T04:00:00Z'), 'waiting', true)).toBe(held);
    expect(applyToPages(held, conversation('d', '2026-03-01T04:00:00Z', 'ended'), 'waiting', false)).toBe(held);
  });

  it('moves an ended conversation into the ended view', () => {
    const ended: ChatConversationPage[] = [{ items: [conversation('x', '2026-02-01T00:00:00Z', 'ended')], total: 1 }];
    expect(ids(applyToPages(ended, { ...a, status: 'ended' }, 'ended', false))).toEqual([['a', 'x']]);
  });
});

describe('pagesToList', () => {
  it('joins the pages, each customer once', () => {
    const a = conversation('a', '2026-03-01T01:00:00Z');
    const b = conversation('b', '2026-03-01T02:00:00Z');
    expect(pagesToList([{ items: [a, b], total: 3 }, { items: [b, conversation('c', '2026-03-01T00:00:00Z')], total: 3 }]).map((entry) => entry.userId)).toEqual([
      'a',
      'b',
      'c',
    ]);
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
