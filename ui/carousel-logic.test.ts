import { describe, expect, it } from 'vitest';
import { swipeDirection, wrapIndex } from './carousel-logic';

describe('wrapIndex', () => {
  it('wraps past the last slide to the first', () => {
    expect(wrapIndex(3, 3)).toBe(0);
  });

  it('wraps before the first slide to the last', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
  });

  it('keeps indexes in range and survives large steps', () => {
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-7, 3)).toBe(2);
    expect(wrapIndex(10, 4)).toBe(2);
  });

  it('is 0 with no slides', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('goes next for a swipe left beyond 75 px', () => {
    expect(swipeDirection(-76, 0)).toBe('next');
  });

  it('goes previous for a swipe right beyond 75 px', () => {
    expect(swipeDirection(120, 10)).toBe('previous');
  });

  it('ignores 75 px or less', () => {
    expect(swipeDirection(-75, 0)).toBeNull();
    expect(swipeDirection(75, 0)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });

  it('ignores a mostly vertical movement (page scroll)', () => {
    expect(swipeDirection(-90, 140)).toBeNull();
  });

  it('accepts another threshold', () => {
    expect(swipeDirection(-40, 0, 30)).toBe('next');
  });
});
