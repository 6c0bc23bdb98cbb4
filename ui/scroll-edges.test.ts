import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scroll-edges';

describe('scrollEdges', () => {
  it('offers nothing when the content fits', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({ canPrevious: false, canNext: false });
  });

  it('offers only next at the start', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 2000, clientWidth: 800 })).toEqual({ canPrevious: false, canNext: true });
  });

  it('offers both in the middle', () => {
    expect(scrollEdges({ scrollLeft: 320, scrollWidth: 2000, clientWidth: 800 })).toEqual({ canPrevious: true, canNext: true });
  });

  it('offers only previous at the end, despite sub-pixel positions', () => {
    expect(scrollEdges({ scrollLeft: 1199.5, scrollWidth: 2000, clientWidth: 800 })).toEqual({ canPrevious: true, canNext: false });
  });
});
