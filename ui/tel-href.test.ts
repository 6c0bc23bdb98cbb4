import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('drops spaces, dots and dashes', () => {
    expect(telHref('0901 234 567')).toBe('tel:0901234567');
    expect(telHref('1900.1234')).toBe('tel:19001234');
    expect(telHref('(028) 3812-3456')).toBe('tel:02838123456');
  });

  it('keeps a leading plus', () => {
    expect(telHref(' +84 90 123 4567')).toBe('tel:+84901234567');
  });
});
