import { describe, expect, it } from 'vitest';
import { serverOffsetMs } from './get-workshop-today';

describe('serverOffsetMs', () => {
  it('reads the server clock from the quickest answer, not the latest', () => {
    // A quick answer (40 ms) measured the server 5 s ahead; a slow one (1.2 s) arrived 1.1 s late.
    const quick = { roundTripMs: 40, offsetMs: 5_000 };
    const slow = { roundTripMs: 1_200, offsetMs: 3_900 };
    expect(serverOffsetMs([quick, slow])).toBe(5_000);
    expect(serverOffsetMs([slow, quick])).toBe(5_000);
  });

  it('counts nothing before any answer', () => {
    expect(serverOffsetMs([])).toBe(0);
  });
});
