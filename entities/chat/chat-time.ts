import { formatDate, formatDateTime } from '../../contract/format';
import { messages } from '../../contract/messages';

/** Hour and minute in the garage's time zone: 14:05. */
export function clockTime(iso: string): string {
  return formatDateTime(iso).slice(0, 5);
}

/** A list entry's time: the hour when it was today in Vietnam, otherwise the day. */
export function listTime(iso: string, now: Date = new Date()): string {
  return formatDate(iso) === formatDate(now.toISOString()) ? clockTime(iso) : formatDate(iso);
}

/** The day a message belongs to, for the separators between days. */
export function messageDay(iso: string): string {
  return formatDate(iso);
}

/** A separator's words: 'Hôm nay' for today in Vietnam, otherwise the day. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const day = messageDay(iso);
  return day === formatDate(now.toISOString()) ? messages.chat.today : day;
}
