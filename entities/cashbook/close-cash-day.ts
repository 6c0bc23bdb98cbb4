import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { closeCashDay } from '../../contract/cashbook';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { cashDayKey } from './get-cash-day';

export type CloseCashDayBody = BodyOf<typeof closeCashDay>;

export function postCloseCashDay(body: CloseCashDayBody) {
  return apiRequest(closeCashDay, { body });
}

/** Closes the day with the cash counted; the answer (closed, with its difference) replaces the day on screen. */
export function useCloseCashDay() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${closeCashDay.method} ${closeCashDay.path}`, (_key: string, { arg }: { arg: CloseCashDayBody }) => postCloseCashDay(arg), {
    onSuccess(day) {
      void mutate(cashDayKey(day), day, { revalidate: false });
    },
  });
}
