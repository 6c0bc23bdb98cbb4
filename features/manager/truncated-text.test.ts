import { describe, expect, it } from 'vitest';
import { truncate } from './truncated-text';

describe('truncate', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncate('Rửa xe', 10)).toBe('Rửa xe');
    expect(truncate('0123456789', 10)).toBe('0123456789');
  });

  it('cuts longer text to the limit in characters, not UTF-16 units, and marks the cut', () => {
    expect(truncate('Bảo dưỡng định kỳ', 10)).toBe('Bảo dưỡng...');
    expect(truncate('Thay dầu động cơ', 10)).toBe('Thay dầu đ...');
  });
});
