import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has nothing for no pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('puts one ellipsis at the end near the start', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('puts one ellipsis at the start near the end', () => {
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('puts an ellipsis on both sides in the middle', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('widens with more siblings', () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationRange(99, 10)).toEqual(paginationRange(10, 10));
    expect(paginationRange(-3, 10)).toEqual(paginationRange(1, 10));
  });

  it('always shows first, last and current, in order, with a constant length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 3 }), fc.nat(), (pageCount, siblings, seed) => {
        const page = (seed % pageCount) + 1;
        const items = paginationRange(page, pageCount, siblings);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pageCount);
        expect(numbers).toContain(page);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(items.length).toBe(Math.min(pageCount, 2 * siblings + 5));
        // An ellipsis always hides at least two pages.
        items.forEach((item, index) => {
          if (typeof item === 'number') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThanOrEqual(3);
        });
      }),
    );
  });
});
