import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { clockTime, dayLabel, listTime, messageDay } from './chat-time';

describe('chat times', () => {
  // 10:00 on 21/03/2026 in Ho Chi Minh City.
  const now = new Date('2026-03-21T03:00:00Z');

  it('shows the hour in Vietnam for a message of today there', () => {
    expect(listTime('2026-03-21T01:05:00Z', now)).toBe('08:05');
    // 00:30 on the 21st in Vietnam is still the 20th in UTC.
    expect(listTime('2026-03-20T17:30:00Z', now)).toBe('00:30');
  });

  it('shows the day for an older message', () => {
    expect(listTime('2026-03-20T16:59:00Z', now)).toBe('20/03/2026');
    expect(listTime('2025-12-31T10:00:00Z', now)).toBe('31/12/2025');
  });

  it('writes a message hour and day in the garage time zone', () => {
    expect(clockTime('2026-03-21T07:45:00Z')).toBe('14:45');
    expect(messageDay('2026-03-21T18:00:00Z')).toBe('22/03/2026');
  });

  it("names today's separator in words and any other day by its date", () => {
    expect(dayLabel('2026-03-20T17:30:00Z', now)).toBe(messages.chat.today);
    expect(dayLabel('2026-03-20T16:59:00Z', now)).toBe('20/03/2026');
  });
});
