import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { WEEK_HOURS } from '../../contract/garage';
import { messages } from '../../contract/messages';
import { connectErrorReason, highestSeq, liveTimeline, mergeChatMessages, needsTodayBreak, staffPresence, weekHoursText, withDayBreaks } from './live-chat-logic';

function message(seq: number, text = `tin ${seq}`): ChatMessage {
  return { _id: `m${seq}`, conversationId: 'c1', userId: 'u1', seq, sender: 'customer', from: 'An', message: text, createdAt: '2030-01-01T00:00:00.000Z' };
}

describe('mergeChatMessages', () => {
  it('keeps seq order and each seq once', () => {
    const merged = mergeChatMessages([message(1), message(3)], [message(4), message(2), message(3, 'lặp lại')]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(merged[2]!.message).toBe('tin 3');
  });

  it('returns the same array when nothing is new, so React skips the render', () => {
    const held = [message(1)];
    expect(mergeChatMessages(held, [message(1)])).toBe(held);
    expect(mergeChatMessages(held, [])).toBe(held);
  });

  it('knows the highest seq held', () => {
    expect(highestSeq([])).toBe(0);
    expect(highestSeq([message(2), message(7), message(5)])).toBe(7);
  });
});

describe('connectErrorReason', () => {
  it("passes on the server's Vietnamese reason", () => {
    expect(connectErrorReason(new Error('Tài khoản của bạn đã bị khóa.'))).toBe('Tài khoản của bạn đã bị khóa.');
  });

  it("hides socket.io's English network errors", () => {
    expect(connectErrorReason(new Error('xhr poll error'))).toBeNull();
    expect(connectErrorReason(new Error('timeout'))).toBeNull();
    expect(connectErrorReason(undefined)).toBeNull();
  });
});

describe('liveTimeline', () => {
  it('puts each notice after the messages held when it happened', () => {
    const entries = liveTimeline(
      [message(1), message(2), message(3)],
      [
        { id: 1, text: 'đã kết nối', afterSeq: 1 },
        { id: 2, text: 'đã kết thúc', afterSeq: 3 },
      ],
    );
    expect(entries.map((entry) => (entry.kind === 'message' ? entry.message.seq : entry.kind === 'notice' ? entry.notice.text : entry.label))).toEqual([1, 'đã kết nối', 2, 3, 'đã kết thúc']);
  });

  it('shows a notice from before any message first', () => {
    const entries = liveTimeline([message(1)], [{ id: 1, text: 'đã kết nối', afterSeq: 0 }]);
    expect(entries[0]).toEqual({ kind: 'notice', notice: { id: 1, text: 'đã kết nối', afterSeq: 0 } });
  });
});

describe('withDayBreaks', () => {
  // 10:00 on 21/03/2026 in Ho Chi Minh City.
  const now = new Date('2026-03-21T03:00:00Z');
  const at = (seq: number, createdAt: string) => ({ ...message(seq), createdAt });

  it('puts a day line before the first message of each day, today in words', () => {
    const entries = withDayBreaks(
      liveTimeline(
        [at(1, '2026-03-20T02:00:00Z'), at(2, '2026-03-20T03:00:00Z'), at(3, '2026-03-21T01:00:00Z')],
        [{ id: 1, text: 'đã kết nối', afterSeq: 2 }],
      ),
      now,
    );
    expect(entries.map((entry) => (entry.kind === 'message' ? entry.message.seq : entry.kind === 'day' ? entry.label : entry.notice.text))).toEqual([
      '20/03/2026',
      1,
      2,
      'đã kết nối',
      messages.chat.today,
      3,
    ]);
  });

  it('counts the day in Vietnam, not in UTC', () => {
    // 00:30 on the 21st in Vietnam.
    const entries = withDayBreaks(liveTimeline([at(1, '2026-03-20T17:30:00Z')], []), now);
    expect(entries[0]).toEqual({ kind: 'day', day: '21/03/2026', label: messages.chat.today });
  });

  it('asks for a today line over messages being sent only when the last one shown was another day', () => {
    expect(needsTodayBreak([], now)).toBe(false);
    expect(needsTodayBreak([at(1, '2026-03-21T01:00:00Z')], now)).toBe(false);
    expect(needsTodayBreak([at(1, '2026-03-20T01:00:00Z')], now)).toBe(true);
  });
});

describe('staffPresence', () => {
  const status = (staffOnline: boolean, withinHours: boolean) => ({ staffOnline, withinHours, onlineBranches: [], opensAt: null, closedReason: null, offlineMailDelaySeconds: 120 });

  it('reads the status the server gave', () => {
    expect(staffPresence(status(true, true), null, false)).toBe('online');
    expect(staffPresence(status(false, true), null, false)).toBe('offline');
    expect(staffPresence(status(false, false), null, false)).toBe('closed');
  });

  it('lets the socket’s staff_presence overrule the status read before', () => {
    expect(staffPresence(status(false, true), true, false)).toBe('online');
    expect(staffPresence(status(true, true), false, false)).toBe('offline');
    expect(staffPresence(undefined, false, true)).toBe('offline');
  });

  it("says online while staff hold the conversation, never 'nobody online' beside 'connected'", () => {
    expect(staffPresence(status(false, true), false, false, true)).toBe('online');
    expect(staffPresence(status(false, false), null, false, true)).toBe('online');
  });

  it('calls someone online after hours online: they answer now', () => {
    expect(staffPresence(status(true, false), null, false)).toBe('online');
  });

  it('is unknown while loading and failed when the status could not be read', () => {
    expect(staffPresence(undefined, null, false)).toBe('unknown');
    expect(staffPresence(undefined, null, true)).toBe('failed');
  });
});

describe('weekHoursText', () => {
  it('writes the garage’s week on one line', () => {
    expect(weekHoursText(WEEK_HOURS)).toBe('Thứ Hai – Thứ Bảy 07:30 – 17:00; Chủ nhật và ngày lễ 09:00 – 16:00');
  });
});
