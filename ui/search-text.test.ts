import { describe, expect, it } from 'vitest';
import { normalizeSearch } from './search-text';

describe('normalizeSearch', () => {
  it('trims surrounding blanks', () => {
    expect(normalizeSearch('  bảng giá \n')).toBe('bảng giá');
  });

  it('keeps inner spaces', () => {
    expect(normalizeSearch('tin  tức')).toBe('tin  tức');
  });

  it('refuses empty and blank-only text', () => {
    expect(normalizeSearch('')).toBeNull();
    expect(normalizeSearch('   ')).toBeNull();
    expect(normalizeSearch('\t\u00a0\n')).toBeNull();
  });
});
