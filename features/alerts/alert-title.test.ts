import { describe, expect, it } from 'vitest';
import { shouldNotify, titleWithCount, titleWithoutCount } from './alert-title';

describe('titleWithCount', () => {
  it('puts the total before the page title', () => {
    expect(titleWithCount('Quản lý gara', 3)).toBe('(3) Quản lý gara');
  });

  it('replaces a count it put there before instead of adding a second one', () => {
    expect(titleWithCount('(3) Quản lý gara', 4)).toBe('(4) Quản lý gara');
  });

  it('leaves the page title alone at 0', () => {
    expect(titleWithCount('(3) Quản lý gara', 0)).toBe('Quản lý gara');
    expect(titleWithCount('Quản lý gara', 0)).toBe('Quản lý gara');
  });

  it('caps a large total', () => {
    expect(titleWithCount('Quản lý gara', 250)).toBe('(99+) Quản lý gara');
    expect(titleWithoutCount('(99+) Quản lý gara')).toBe('Quản lý gara');
  });

  it('keeps brackets that are part of the page title', () => {
    expect(titleWithoutCount('Lốp (4 chiếc) – Gara')).toBe('Lốp (4 chiếc) – Gara');
  });
});

describe('shouldNotify', () => {
  it('notifies only a hidden tab whose user allowed it', () => {
    expect(shouldNotify('granted', 'hidden')).toBe(true);
    expect(shouldNotify('granted', 'visible')).toBe(false);
    expect(shouldNotify('default', 'hidden')).toBe(false);
    expect(shouldNotify('denied', 'hidden')).toBe(false);
    expect(shouldNotify('unsupported', 'hidden')).toBe(false);
  });
});
