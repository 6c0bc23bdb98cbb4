import type { ChatMessage, ChatStatus } from '../../contract/chat';
import type { OpeningHours } from '../../contract/garage';
import { dayLabel, messageDay } from '../../entities/chat/chat-time';

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

export type LiveTimelineEntry =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'notice'; notice: ChatNoticeEntry }
  /** The day the messages below it were written: 'Hôm nay' or 20/03/2026. */
  | { kind: 'day'; day: string; label: string };

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

/**
 * The timeline with a day line before the first message of each day, so every message's hour
 * reads against its day. Notices belong to no day: they stay where they are.
 */
export function withDayBreaks(entries: readonly LiveTimelineEntry[], now: Date = new Date()): LiveTimelineEntry[] {
  const result: LiveTimelineEntry[] = [];
  let current: string | null = null;
  for (const entry of entries) {
    if (entry.kind === 'message') {
      const day = messageDay(entry.message.createdAt);
      if (day !== current) result.push({ kind: 'day', day, label: dayLabel(entry.message.createdAt, now) });
      current = day;
    }
    result.push(entry);
  }
  return result;
}

/** Whether messages being sent now need a 'Hôm nay' line of their own: the last one shown was written another day. */
export function needsTodayBreak(messages: readonly ChatMessage[], now: Date = new Date()): boolean {
  const last = messages.at(-1);
  return last !== undefined && messageDay(last.createdAt) !== messageDay(now.toISOString());
}

/**
 * What the widget tells the customer about being answered: staff online; nobody online within
 * the garage's hours; the garage closed (both mean the answer may come by mail); not known yet;
 * or the status could not be read.
 */
export type StaffPresence = 'online' | 'offline' | 'closed' | 'unknown' | 'failed';

/**
 * `live` is what the socket said last (staff_presence), which is newer than the status read over
 * HTTP. Someone online is the best news even after hours: they answer now. `held`: a staff
 * member has taken this conversation ('Nhân viên hỗ trợ đã kết nối'), so someone is there,
 * whatever the desk count says a moment later.
 */
export function staffPresence(status: ChatStatus | undefined, live: boolean | null, failed: boolean, held = false): StaffPresence {
  if (held) return 'online';
  const online = live ?? status?.staffOnline;
  if (online) return 'online';
  if (status && !status.withinHours) return 'closed';
  if (online === false) return 'offline';
  return failed ? 'failed' : 'unknown';
}

/** The garage's week in one line: 'Thứ Hai – Thứ Bảy 07:30 – 17:00; Chủ nhật và ngày lễ 09:00 – 16:00'. */
export function weekHoursText(rows: readonly OpeningHours[]): string {
  return rows.map((row) => `${row.days} ${row.opens} – ${row.closes}`).join('; ');
}
