import { describe, expect, it } from 'vitest';
import { nextStart, shouldRotate, visibleIndexes } from './rotation';

describe('visibleIndexes', () => {
  it('shows every item when they fit', () => {
    expect(visibleIndexes(0, 2, 2)).toEqual([0, 1]);
    expect(visibleIndexes(5, 1, 2)).toEqual([0]);
  });

  it('shows a window of `visible` items from the start', () => {
    expect(visibleIndexes(1, 5, 2)).toEqual([1, 2]);
  });

  it('wraps the window round the end', () => {
    expect(visibleIndexes(4, 5, 2)).toEqual([4, 0]);
    expect(visibleIndexes(2, 3, 2)).toEqual([2, 0]);
  });

  it('handles a start beyond the list and an empty list', () => {
    expect(visibleIndexes(7, 5, 1)).toEqual([2]);
    expect(visibleIndexes(0, 0, 2)).toEqual([]);
  });
});

describe('shouldRotate', () => {
  it('rotates only with more items than shown', () => {
    expect(shouldRotate(3, 2)).toBe(true);
    expect(shouldRotate(2, 2)).toBe(false);
    expect(shouldRotate(1, 2)).toBe(false);
    expect(shouldRotate(5, 0)).toBe(false);
  });
});

describe('nextStart', () => {
  it('advances by one and wraps', () => {
    expect(nextStart(0, 3)).toBe(1);
    expect(nextStart(2, 3)).toBe(0);
    expect(nextStart(0, 0)).toBe(0);
  });

  it('visits every item in a full cycle', () => {
    let start = 0;
    const seen = new Set<number>();
    for (let step = 0; step < 5; step += 1) {
      visibleIndexes(start, 5, 2).forEach((index) => seen.add(index));
      start = nextStart(start, 5);
    }
    expect(start).toBe(0);
    expect(seen.size).toBe(5);
  });
});
