import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './client';

describe('attachmentFileName', () => {
  it('reads the quoted name, then the UTF-8 encoded one, and falls back without a header', () => {
    expect(attachmentFileName('attachment; filename="don-hang-2026-11-01-den-2026-11-24.csv"', 'x.csv')).toBe('don-hang-2026-11-01-den-2026-11-24.csv');
    expect(attachmentFileName("attachment; filename=\"a.csv\"; filename*=UTF-8''l%E1%BB%8Bch-h%E1%BA%B9n.csv", 'x.csv')).toBe('lịch-hẹn.csv');
    expect(attachmentFileName("attachment; filename*=UTF-8''%E0%A4%A", 'x.csv')).toBe('x.csv');
    expect(attachmentFileName(null, 'x.csv')).toBe('x.csv');
  });
});
