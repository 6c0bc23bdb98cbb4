import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later class of the same group win', () => {
    expect(cn('px-2 bg-brand-600', 'px-4')).toBe('bg-brand-600 px-4');
    expect(cn('text-ink', 'text-brand-700')).toBe('text-brand-700');
  });

  it('keeps theme type steps next to a text colour', () => {
    expect(cn('text-display text-brand-400')).toBe('text-display text-brand-400');
    expect(cn('text-title font-bold text-navy-900')).toBe('text-title font-bold text-navy-900');
    expect(cn('text-sm', 'text-title')).toBe('text-title');
  });

  it('drops falsy values', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });
});
