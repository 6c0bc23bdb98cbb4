import { describe, expect, it } from 'vitest';
import { autoGrowHeight } from './auto-grow';

const base = { lineHeight: 24, paddingY: 16, borderY: 2, minRows: 1, maxRows: 3 };

describe('autoGrowHeight', () => {
  it('never goes below minRows', () => {
    expect(autoGrowHeight({ ...base, minRows: 2, scrollHeight: 40 })).toEqual({ height: 24 * 2 + 18, overflow: false });
  });

  it('follows the content between the bounds', () => {
    expect(autoGrowHeight({ ...base, scrollHeight: 24 * 2 + 16 })).toEqual({ height: 24 * 2 + 18, overflow: false });
  });

  it('stops at maxRows and scrolls beyond', () => {
    expect(autoGrowHeight({ ...base, scrollHeight: 24 * 5 + 16 })).toEqual({ height: 24 * 3 + 18, overflow: true });
  });

  it('does not scroll at exactly maxRows or for sub-pixel rounding', () => {
    expect(autoGrowHeight({ ...base, scrollHeight: 24 * 3 + 16.4 }).overflow).toBe(false);
  });

  it('treats maxRows below minRows as minRows', () => {
    expect(autoGrowHeight({ ...base, minRows: 4, maxRows: 2, scrollHeight: 10 }).height).toBe(24 * 4 + 18);
  });
});
