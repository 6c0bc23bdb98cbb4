import useSWR from 'swr';
import { getBookingBoard } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import { DESK_REFRESH, DESK_REFRESH_MS } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';

export function bookingBoardKey(date: string, branch: BranchId) {
  return [getBookingBoard.path, date, branch] as const;
}

export function fetchBookingBoard(date: string, branch: BranchId) {
  return apiRequest(getBookingBoard, { query: { date, branch } });
}

/**
 * One branch's day: its slots with their bookings and that branch's places, refreshed every
 * `refreshMs` while the tab is visible. Nothing is asked while `branch` is null (the screen
 * still waits to know which branch to open on).
 */
export function useBookingBoard(date: string, branch: BranchId | null, refreshMs: number = DESK_REFRESH_MS) {
  return useSWR(branch ? bookingBoardKey(date, branch) : null, ([, day, at]) => fetchBookingBoard(day, at), { ...DESK_REFRESH, refreshInterval: refreshMs });
}
