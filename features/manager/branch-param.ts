import { BRANCH_IDS, DEFAULT_BRANCH, type BranchId } from '../../contract/garage';

/** `?branch=` of the bookings list when staff chose both branches over their usual one. */
export const ALL_BRANCHES = 'all';

const isBranchId = (value: string | null): value is BranchId => BRANCH_IDS.includes(value as BranchId);

/**
 * The branch a day board shows: the one in `?branch=`, else the staff member's usual branch,
 * else Quận 12. A board is always one branch's day: places are counted per branch.
 */
export function boardBranch(param: string | null, usual: BranchId | null): BranchId {
  if (isBranchId(param)) return param;
  return usual ?? DEFAULT_BRANCH;
}

/**
 * The branch the bookings list narrows to: `?branch=quan-12` or `thu-duc`, none for
 * `?branch=all`, and the usual branch (none when both) when the address says nothing.
 */
export function listBranch(param: string | null, usual: BranchId | null): BranchId | undefined {
  if (isBranchId(param)) return param;
  if (param === ALL_BRANCHES) return undefined;
  return usual ?? undefined;
}

/**
 * The `?branch=` value of a choice in the list: the branch itself, so the address says what is
 * shown; both branches need `all` only when the staff member has a usual one to open on.
 */
export function branchParamFor(choice: BranchId | undefined, usual: BranchId | null): string | undefined {
  if (choice) return choice;
  return usual ? ALL_BRANCHES : undefined;
}

/** Whether `?branch=` already says what to show (a branch, or both), so the usual branch need not be known first. */
export function namesBranches(param: string | null): boolean {
  return isBranchId(param) || param === ALL_BRANCHES;
}
