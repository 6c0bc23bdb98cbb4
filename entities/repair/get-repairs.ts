import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { DESK_REFRESH } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';
import { listRepairs } from '../../contract/repairs';

/** The workshop board of one branch: its open jobs and those handed over today (state=board, unpaged). */
export function repairBoardKey(branch: BranchId) {
  return [listRepairs.path, { branch, state: 'board' }] as const;
}

export function fetchRepairBoard(branch: BranchId) {
  return apiRequest(listRepairs, { query: { branch, state: 'board' } });
}

/**
 * Every job on one branch's board. Staff and text filters are applied in the browser: the board
 * is unpaged and small, and a filter change then shows at once without asking again. Nothing is
 * asked while `branch` is null (the screen still waits to know which branch to open on). Moves
 * by anyone arrive by socket; the interval is the fallback for a lost connection.
 */
export function useRepairBoard(branch: BranchId | null) {
  return useSWR(branch ? repairBoardKey(branch) : null, ([, query]) => fetchRepairBoard(query.branch), DESK_REFRESH);
}
