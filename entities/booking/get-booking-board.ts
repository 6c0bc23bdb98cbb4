import useSWR from 'swr';
import { getBookingBoard } from '../../contract/bookings';
import { apiRequest } from '../../contract/client';
import { DESK_REFRESH, DESK_REFRESH_MS } from '../../contract/constants';

export function bookingBoardKey(date: string) {
  return [getBookingBoard.path, date] as const;
}

export function fetchBookingBoard(date: string) {
  return apiRequest(getBookingBoard, { query: { date } });
}

/** One day's slots with their bookings, refreshed every `refreshMs` while the tab is visible. */
export function useBookingBoard(date: string, refreshMs: number = DESK_REFRESH_MS) {
  return useSWR(bookingBoardKey(date), ([, day]) => fetchBookingBoard(day), { ...DESK_REFRESH, refreshInterval: refreshMs });
}
