import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { addCashEntry } from '../../contract/cashbook';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { cashDayKey } from './get-cash-day';

export type CashEntryBody = BodyOf<typeof addCashEntry>;

export function postCashEntry(body: CashEntryBody) {
  return apiRequest(addCashEntry, { body });
}

/** Records a receipt or an expense; the server answers the whole day, which replaces the one on screen. */
export function useAddCashEntry() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${addCashEntry.method} ${addCashEntry.path}`, (_key: string, { arg }: { arg: CashEntryBody }) => postCashEntry(arg), {
    onSuccess(day) {
      void mutate(cashDayKey(day), day, { revalidate: false });
    },
  });
}
