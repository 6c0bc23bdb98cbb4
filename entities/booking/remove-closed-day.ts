import useSWRMutation from 'swr/mutation';
import { removeClosedDay } from '../../contract/closed-days';
import { apiRequest } from '../../contract/client';
import { useRefreshClosedDays } from './closed-day-cache';

export function deleteClosedDay(id: string) {
  return apiRequest(removeClosedDay, { params: { id } });
}

/** The master opens a day he closed again (a lunar holiday has no id and cannot be removed). */
export function useRemoveClosedDay() {
  const refresh = useRefreshClosedDays();
  return useSWRMutation(`${removeClosedDay.method} ${removeClosedDay.path}`, (_key: string, { arg }: { arg: string }) => deleteClosedDay(arg), {
    onSuccess() {
      void refresh();
    },
  });
}
