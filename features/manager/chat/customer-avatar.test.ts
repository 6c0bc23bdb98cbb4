import { describe, expect, it } from 'vitest';
import { initialsOf } from './customer-avatar';

describe('initialsOf', () => {
  it('takes the first letter of the first and the last word, upper-cased', () => {
    expect(initialsOf('Nguyễn Văn Hùng')).toBe('NH');
    expect(initialsOf('  đặng   quốc huy ')).toBe('ĐH');
  });

  it('gives one letter for one word and a question mark for none', () => {
    expect(initialsOf('Kim')).toBe('K');
    expect(initialsOf('   ')).toBe('?');
  });
});
