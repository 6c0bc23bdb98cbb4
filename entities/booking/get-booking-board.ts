import useSWR from 'swr';
import { getBookingBoard } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';

/** The front desk keeps the board open: it asks again this often while the tab is visible. */
export const BOARD_REFRESH_MS = 30_000;

export function bookingBoardKey(date: string) {
  return [getBookingBoard.path, date] as const;
}

export function fetchBookingBoard(date: string) {
  return apiRequest(getBookingBoard, { query: { date } });
}

/** One day's slots with their bookings, refreshed every `refreshMs` while the tab is visible. */
export function useBookingBoard(date: string, refreshMs: number = BOARD_REFRESH_MS) {
  return useSWR(bookingBoardKey(date), ([, day]) => fetchBookingBoard(day), { refreshInterval: refreshMs, refreshWhenHidden: false, refreshWhenOffline: false });
}
