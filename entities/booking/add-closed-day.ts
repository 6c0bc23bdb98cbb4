import useSWRMutation from 'swr/mutation';
import { addClosedDay } from '../../contract/closed-days';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { useRefreshClosedDays } from './closed-day-cache';

export type ClosedDayInput = BodyOf<typeof addClosedDay>;

export function postClosedDay(body: ClosedDayInput) {
  return apiRequest(addClosedDay, { body });
}

/** The master closes a day; the answer lists the bookings already on it, for staff to move. */
export function useAddClosedDay() {
  const refresh = useRefreshClosedDays();
  return useSWRMutation(`${addClosedDay.method} ${addClosedDay.path}`, (_key: string, { arg }: { arg: ClosedDayInput }) => postClosedDay(arg), {
    onSuccess() {
      void refresh();
    },
  });
}
