import type { ChatMessage } from '../../contract/chat';

/**
 * Adds messages to a conversation in `seq` order. The same message may arrive twice (the
 * stored history and the socket's resume overlap, or the acknowledgement and the broadcast
 * of one's own message): a `seq` already held is kept once.
 */
export function mergeChatMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const bySeq = new Map(held.map((message) => [message.seq, message]));
  let changed = false;
  for (const message of incoming) {
    if (bySeq.has(message.seq)) continue;
    bySeq.set(message.seq, message);
    changed = true;
  }
  if (!changed) return held as ChatMessage[];
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function highestSeq(messages: readonly ChatMessage[]): number {
  return messages.reduce((max, message) => Math.max(max, message.seq), 0);
}

/**
 * What a refused connection says to the customer. The server refuses in Vietnamese (locked
 * account, expired session); socket.io's own network errors are English and say nothing useful.
 */
export function connectErrorReason(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /[À-ỹ]/u.test(message) ? message : null;
}

/** A line the chat itself adds between messages: staff connected, the conversation ended. */
export interface ChatNoticeEntry {
  id: number;
  text: string;
  /** The highest `seq` held when it happened: it is shown after that message and before any later one. */
  afterSeq: number;
}

export type LiveTimelineEntry = { kind: 'message'; message: ChatMessage } | { kind: 'notice'; notice: ChatNoticeEntry };

/** Messages in `seq` order with each notice where it happened. */
export function liveTimeline(messages: readonly ChatMessage[], notices: readonly ChatNoticeEntry[]): LiveTimelineEntry[] {
  const entries: LiveTimelineEntry[] = [];
  let next = 0;
  for (const message of messages) {
    while (next < notices.length && notices[next]!.afterSeq < message.seq) entries.push({ kind: 'notice', notice: notices[next++]! });
    entries.push({ kind: 'message', message });
  }
  while (next < notices.length) entries.push({ kind: 'notice', notice: notices[next++]! });
  return entries;
}
