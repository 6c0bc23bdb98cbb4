import type { ChatConversation, ChatMessage, ChatView } from '../../../contract/chat';
import type { ChatConversationPage } from '../../../entities/chat/get-chat-conversations';

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/** Newest activity first; the server lists them so, but live updates arrive in any order. */
export function byActivity(conversations: readonly ChatConversation[]): ChatConversation[] {
  return [...conversations].sort((a, b) => time(b.updatedAt) - time(a.updatedAt));
}

/** The held pages' conversations as one list, each customer once (a page read after a live change may repeat one). */
export function pagesToList(pages: readonly ChatConversationPage[]): ChatConversation[] {
  const seen = new Set<string>();
  const list: ChatConversation[] = [];
  for (const page of pages) {
    for (const conversation of page.items) {
      if (seen.has(conversation.userId)) continue;
      seen.add(conversation.userId);
      list.push(conversation);
    }
  }
  return list;
}

/**
 * One inbox view's pages after the server said a conversation changed. Held: replaced, or
 * dropped (with the total) when it left the view (taken, ended, reopened). Not held and now in
 * the view: added in front, unless a search is on (only the server knows what the words match).
 * Nothing to change gives the same array back, so nothing renders again.
 */
export function applyToPages(
  pages: ChatConversationPage[],
  next: ChatConversation,
  view: ChatView,
  searching: boolean,
): ChatConversationPage[] {
  const held = pages.some((page) => page.items.some((conversation) => conversation.userId === next.userId));
  const belongs = next.status === view;
  if (held && belongs) {
    return pages.map((page) => ({ ...page, items: page.items.map((conversation) => (conversation.userId === next.userId ? next : conversation)) }));
  }
  if (held) {
    return pages.map((page) => ({ items: page.items.filter((conversation) => conversation.userId !== next.userId), total: Math.max(0, page.total - 1) }));
  }
  if (!belongs || searching || pages.length === 0) return pages;
  return pages.map((page, index) => ({ items: index === 0 ? [next, ...page.items] : page.items, total: page.total + 1 }));
}

/**
 * One conversation's messages from the stored history and what the socket delivered since, in
 * `seq` order. The same message can come from both (and twice from the socket: the send
 * acknowledgement and chat_message); `seq` identifies it.
 */
export function mergeMessages(stored: readonly ChatMessage[], live: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const message of [...stored, ...live]) if (!bySeq.has(message.seq)) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** Adds a message the socket delivered to a conversation's live messages, unless it is there already. */
export function appendMessage(messages: readonly ChatMessage[], message: ChatMessage): readonly ChatMessage[] {
  return messages.some((held) => held.seq === message.seq) ? messages : [...messages, message];
}
