import type { ChatConversation, ChatMessage } from '../../../contract/chat';

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/** Newest activity first; the server lists them so, but live updates arrive in any order. */
export function byActivity(conversations: readonly ChatConversation[]): ChatConversation[] {
  return [...conversations].sort((a, b) => time(b.updatedAt) - time(a.updatedAt));
}

/** The list after the server said a conversation changed: an ended one leaves it, any other is replaced or added. */
export function applyConversation(conversations: readonly ChatConversation[], next: ChatConversation): ChatConversation[] {
  const others = conversations.filter((conversation) => conversation.userId !== next.userId);
  return next.status === 'ended' ? others : [next, ...others];
}

export function withoutConversation(conversations: readonly ChatConversation[], userId: string): ChatConversation[] {
  return conversations.filter((conversation) => conversation.userId !== userId);
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
