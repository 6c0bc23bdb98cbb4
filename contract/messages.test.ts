import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { format, messages } from './messages';

const repoRoot = new URL('../', import.meta.url);
const sharedTsv = fileURLToPath(new URL('../shared/spec/messages.tsv', repoRoot));
const vendoredTsv = fileURLToPath(new URL('docs/spec-messages.tsv', repoRoot));
const tsvPath = existsSync(sharedTsv) ? sharedTsv : vendoredTsv;

/** First column of the spec's message list, header row skipped. */
const specTexts: string[] = readFileSync(tsvPath, 'utf-8')
  .split(/\r?\n/)
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => line.split('\t')[0] ?? '');

/** Removes Vietnamese diacritics and lower-cases, as the spec's tool does. */
function fold(text: string): string {
  return text
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

function flatten(node: unknown, path: string[] = []): Array<[string, unknown]> {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, child]) => flatten(child, [...path, key]));
  }
  return [[path.join('.'), node]];
}

const entries = flatten(messages);
const values = entries.map(([, value]) => value).filter((v): v is string => typeof v === 'string');

/** Catalogue values that are intentionally without Vietnamese diacritics, because the spec names them so. */
const INTENTIONALLY_PLAIN = new Set([
  'Failed to fetch account',
  'Failed to update account',
  'Guest',
  // The phone bar's captions under their icons: a brand's own name, and the word inside the chat
  // button's accessible name ('Mở khung chat'), which axe wants the visible text to be part of.
  'Zalo',
  'Chat',
]);

function findMatch(text: string): string | undefined {
  return values.find((value) => value === text) ?? values.find((value) => fold(value) === fold(text));
}

describe('spec texts', () => {
  it('reads the spec list', () => {
    expect(specTexts.length).toBeGreaterThan(100);
  });

  it.each(specTexts)('catalogue contains %s', (text) => {
    expect(findMatch(text), `missing spec text: ${text}`).toBeDefined();
  });

  const plainSpecTexts = specTexts.filter((text) => fold(text) === text.toLowerCase() && /^[\x20-\x7e]*$/.test(text));

  it.each(plainSpecTexts)('restores the diacritics of %s', (text) => {
    const match = findMatch(text);
    expect(match).toBeDefined();
    expect(match).not.toBe(text);
    expect(match).toMatch(/[^\x20-\x7e]/);
    expect(fold(match ?? '')).toBe(fold(text));
  });

  it('carries restored texts exactly', () => {
    expect(values).toContain('Đặt lịch thành công!');
    expect(values).toContain('Xin chào! Tôi có thể giúp gì cho bạn?');
    expect(values).toContain('Vui lòng chọn ngày hẹn.');
    expect(values).toContain('Chưa có bình luận nào cho sản phẩm này.');
    expect(values).toContain('Đang gửi...');
    expect(messages.bookings.createSuccess).toBe('Đặt lịch thành công!');
    expect(messages.cart.stockLimit).toBe('Không thể thêm vào giỏ hàng. Chỉ còn {n} sản phẩm trong kho!');
  });
});

describe('catalogue values', () => {
  it('are all non-empty strings without surrounding spaces', () => {
    for (const [key, value] of entries) {
      expect(typeof value, key).toBe('string');
      const text = value as string;
      expect(text.length, key).toBeGreaterThan(0);
      expect(text, key).toBe(text.trim());
      expect(text, key).not.toMatch(/\s{2,}/);
    }
  });

  it('are composed (NFC) Unicode', () => {
    for (const [key, value] of entries) {
      expect(value, key).toBe((value as string).normalize('NFC'));
    }
  });

  it('are not duplicated, not even without diacritics', () => {
    const seen = new Map<string, string>();
    for (const [key, value] of entries) {
      const folded = fold(value as string);
      expect(seen.get(folded), `${key} repeats ${seen.get(folded) ?? ''}`).toBeUndefined();
      seen.set(folded, key);
    }
  });

  it('are written with Vietnamese diacritics unless intentionally plain', () => {
    for (const [key, value] of entries) {
      const text = value as string;
      if (INTENTIONALLY_PLAIN.has(text)) continue;
      expect(text, key).toMatch(/[^\x20-\x7e]/);
    }
  });

  it('use camelCase keys', () => {
    for (const [key] of entries) {
      for (const part of key.split('.')) expect(part, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
  });
});

describe('format', () => {
  it('fills placeholders', () => {
    expect(format(messages.cart.stockLimit, { n: 3 })).toBe(
      'Không thể thêm vào giỏ hàng. Chỉ còn 3 sản phẩm trong kho!',
    );
    expect(format(messages.bookings.monthlyCount, { month: 5, year: 2025, n: 12 })).toBe(
      'Tháng 5/2025 có 12 lịch hẹn.',
    );
  });

  it('fills every occurrence and accepts strings and zero', () => {
    expect(format('{a}-{a}-{b}', { a: 'x', b: 0 })).toBe('x-x-0');
  });

  it('leaves unknown placeholders and plain text untouched', () => {
    expect(format('Còn {n} chỗ, {m} khách', { n: 1 })).toBe('Còn 1 chỗ, {m} khách');
    expect(format(messages.common.loading, {})).toBe('Đang tải...');
  });

  it('does not read inherited properties', () => {
    expect(format('{toString}', {})).toBe('{toString}');
  });
});
