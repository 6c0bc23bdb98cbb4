import { describe, expect, it } from 'vitest';
import { emptied } from '../.storybook/api-state';
import { messages } from '../contract/messages';
import { englishIn, screenStories } from './api-state-checks.mjs';

describe('englishIn', () => {
  it('finds what a crash or a raw value prints', () => {
    expect(englishIn('Lỗi: TypeError: Failed to fetch')).toEqual(['Failed', 'TypeError', 'failed to fetch']);
    expect(englishIn('Tổng cộng: undefined ₫')).toEqual(['undefined']);
    expect(englishIn('Giá NaN đ')).toEqual(['NaN']);
    expect(englishIn('Internal Server Error')).toEqual(expect.arrayContaining(['Error', 'Internal Server Error']));
    expect(englishIn('[object Object]')).toEqual(['[object Object]']);
    expect(englishIn('network error')).toEqual(['network error']);
  });

  it("passes the product's own Vietnamese words, and English inside a longer word", () => {
    const states = [messages.common.serverError, messages.common.connectionError, messages.common.unauthorized, messages.common.forbidden, messages.common.loading];
    expect(states.flatMap(englishIn)).toEqual([]);
    expect(englishIn('Đèn Check Engine sáng · ErrorCode · Nullable')).toEqual([]);
  });
});

describe('screenStories', () => {
  const entry = (id: string, importPath: string, name: string, tags = ['screen']) => ({ id, title: importPath, importPath, name, tags });

  it('takes one story per screen file, Default when there is one, else the first', () => {
    const chosen = screenStories([
      entry('a--loading', 'a.stories.tsx', 'Loading'),
      entry('a--default', 'a.stories.tsx', 'Default'),
      entry('b--success', 'b.stories.tsx', 'Success'),
      entry('b--empty', 'b.stories.tsx', 'Empty'),
      entry('c--primary', 'c.stories.tsx', 'Primary', ['dev']),
    ]);
    expect(chosen.map((story) => story.id)).toEqual(['a--default', 'b--success']);
  });
});

describe('emptied', () => {
  it('empties every list and the counts beside them, keeping the rest', () => {
    expect(emptied([{ id: 1 }])).toEqual([]);
    expect(emptied({ items: [{ id: 1 }], total: 12, title: 'Sổ quỹ' })).toEqual({ items: [], total: 0, title: 'Sổ quỹ' });
    expect(emptied({ day: { entries: [1, 2], count: 2 }, opening: 2_000_000 })).toEqual({ day: { entries: [], count: 0 }, opening: 2_000_000 });
    expect(emptied({ total: 3, note: null })).toEqual({ total: 3, note: null });
  });
});
