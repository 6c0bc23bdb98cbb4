import { describe, expect, it } from 'vitest';
import { ALL_BRANCHES, boardBranch, branchParamFor, listBranch, namesBranches } from './branch-param';

describe('the day board branch', () => {
  it('takes the address first, then the usual branch, then Quận 12', () => {
    expect(boardBranch('thu-duc', 'quan-12')).toBe('thu-duc');
    expect(boardBranch(null, 'thu-duc')).toBe('thu-duc');
    expect(boardBranch(null, null)).toBe('quan-12');
  });

  it('ignores what is not a branch, "all" included: a board is one branch', () => {
    expect(boardBranch('vung-tau', 'thu-duc')).toBe('thu-duc');
    expect(boardBranch(ALL_BRANCHES, null)).toBe('quan-12');
  });
});

describe('the bookings list branch', () => {
  it('takes the address, where "all" means both branches', () => {
    expect(listBranch('quan-12', 'thu-duc')).toBe('quan-12');
    expect(listBranch(ALL_BRANCHES, 'thu-duc')).toBeUndefined();
  });

  it('opens on the usual branch, or both when there is none', () => {
    expect(listBranch(null, 'thu-duc')).toBe('thu-duc');
    expect(listBranch(null, null)).toBeUndefined();
    expect(listBranch('', 'quan-12')).toBe('quan-12');
  });

  it('writes a choice back so that reading it gives the same branch', () => {
    for (const usual of ['quan-12', 'thu-duc', null] as const) {
      for (const choice of ['quan-12', 'thu-duc', undefined] as const) {
        expect(listBranch(branchParamFor(choice, usual) ?? null, usual)).toBe(choice);
      }
    }
  });

  it('names a chosen branch; both branches need "all" only over a usual one', () => {
    expect(branchParamFor('thu-duc', 'thu-duc')).toBe('thu-duc');
    expect(branchParamFor('quan-12', null)).toBe('quan-12');
    expect(branchParamFor(undefined, 'quan-12')).toBe(ALL_BRANCHES);
    expect(branchParamFor(undefined, null)).toBeUndefined();
  });
});

describe('namesBranches', () => {
  it('is true for a branch or both, not for nothing or anything else', () => {
    expect(namesBranches('thu-duc')).toBe(true);
    expect(namesBranches(ALL_BRANCHES)).toBe(true);
    expect(namesBranches(null)).toBe(false);
    expect(namesBranches('vung-tau')).toBe(false);
  });
});
