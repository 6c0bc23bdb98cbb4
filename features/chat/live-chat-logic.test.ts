import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { connectErrorReason, highestSeq, liveTimeline, mergeChatMessages } from './live-chat-logic';

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
    expect(entries.map((entry) => (entry.kind === 'message' ? entry.message.seq : entry.notice.text))).toEqual([1, 'đã kết nối', 2, 3, 'đã kết thúc']);
  });

  it('shows a notice from before any message first', () => {
    const entries = liveTimeline([message(1)], [{ id: 1, text: 'đã kết nối', afterSeq: 0 }]);
    expect(entries[0]).toEqual({ kind: 'notice', notice: { id: 1, text: 'đã kết nối', afterSeq: 0 } });
  });
});
