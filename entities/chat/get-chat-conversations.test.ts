import { describe, expect, it } from 'vitest';
import type { ChatConversation } from '../../contract/chat';
import { CHAT_LIST_PAGE_SIZE, hasMorePages } from './get-chat-conversations';

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ userId: `u${index}` }) as ChatConversation);

describe('hasMorePages', () => {
  it('is false before the first page and when everything is held', () => {
    expect(hasMorePages(undefined)).toBe(false);
    expect(hasMorePages([])).toBe(false);
    expect(hasMorePages([{ items: items(3), total: 3 }])).toBe(false);
  });

  it('is true while the pages held are short of the total', () => {
    expect(hasMorePages([{ items: items(CHAT_LIST_PAGE_SIZE), total: CHAT_LIST_PAGE_SIZE + 5 }])).toBe(true);
    expect(hasMorePages([{ items: items(CHAT_LIST_PAGE_SIZE), total: 25 }, { items: items(5), total: 25 }])).toBe(false);
  });

  it('stops at an empty page even if the total says more (rows gone meanwhile)', () => {
    expect(hasMorePages([{ items: items(CHAT_LIST_PAGE_SIZE), total: 30 }, { items: [], total: 30 }])).toBe(false);
  });
});
