import { describe, expect, it } from 'vitest';
import { parseBotHistory } from './bot-history';

describe('parseBotHistory', () => {
  it('reads the stored lines', () => {
    expect(parseBotHistory('[{"text":"Xin chào","isUser":true},{"text":"Chào bạn","isUser":false}]')).toEqual([
      { text: 'Xin chào', isUser: true },
      { text: 'Chào bạn', isUser: false },
    ]);
  });

  it('drops what is not a line and survives broken storage', () => {
    expect(parseBotHistory('[{"text":1,"isUser":true},null,{"text":"Còn","isUser":false,"x":1}]')).toEqual([{ text: 'Còn', isUser: false }]);
    expect(parseBotHistory('{"text":"a"}')).toEqual([]);
    expect(parseBotHistory('không phải JSON')).toEqual([]);
    expect(parseBotHistory(null)).toEqual([]);
  });
});
