import useSWRInfinite from 'swr/infinite';
import { listChatConversations, type ChatConversation, type ChatView } from '../../contract/chat';
import { apiRequestPage, type ListPage } from '../../contract/client';

/** Conversations a page: more than a desk usually has open, so waiting and active fit on one. */
export const CHAT_LIST_PAGE_SIZE = 20;

export interface ChatConversationsQuery {
  view: ChatView;
  /** Words of the customer's name or e-mail. */
  q?: string;
}

export type ChatConversationPage = ListPage<ChatConversation>;

/** Under the list's path, as every key of this entity, with the page asked for. */
export function chatConversationsPageKey(query: ChatConversationsQuery, page: number) {
  return [listChatConversations.path, { view: query.view, q: query.q, page, limit: CHAT_LIST_PAGE_SIZE }] as const;
}

export function fetchChatConversationsPage(query: ChatConversationsQuery, page: number) {
  return apiRequestPage(listChatConversations, { query: { view: query.view, q: query.q, page, limit: CHAT_LIST_PAGE_SIZE } });
}

/** Whether the pages held so far leave some of the total unread. */
export function hasMorePages(pages: readonly ChatConversationPage[] | undefined): boolean {
  if (!pages || pages.length === 0) return false;
  const held = pages.reduce((count, page) => count + page.items.length, 0);
  const last = pages.at(-1)!;
  return last.items.length > 0 && held < last.total;
}

/**
 * Staff: one view of the inbox (waiting, active or ended), searched on the server, read a page
 * at a time ('Xem thêm' asks for the next). The socket's conversation_updated keeps what is held
 * current; a reconnection reads every held page again.
 */
export function useChatConversationPages(query: ChatConversationsQuery | null) {
  return useSWRInfinite(
    (index, previous: ChatConversationPage | null) => {
      if (!query) return null;
      // The page before was the last: short of a full page, or reaching the total.
      if (previous && (previous.items.length < CHAT_LIST_PAGE_SIZE || index * CHAT_LIST_PAGE_SIZE >= previous.total)) return null;
      return chatConversationsPageKey(query, index + 1);
    },
    ([, key]) => fetchChatConversationsPage({ view: key.view, q: key.q }, key.page),
    { revalidateFirstPage: false, revalidateOnFocus: true },
  );
}
