import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { reopenCashDay } from '../../contract/cashbook';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { cashDayKey } from './get-cash-day';

export type ReopenCashDayBody = BodyOf<typeof reopenCashDay>;

export function postReopenCashDay(body: ReopenCashDayBody) {
  return apiRequest(reopenCashDay, { body });
}

/** A master reopens a closed day with a reason; the answer replaces the day on screen. */
export function useReopenCashDay() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${reopenCashDay.method} ${reopenCashDay.path}`, (_key: string, { arg }: { arg: ReopenCashDayBody }) => postReopenCashDay(arg), {
    onSuccess(day) {
      void mutate(cashDayKey(day), day, { revalidate: false });
    },
  });
}
