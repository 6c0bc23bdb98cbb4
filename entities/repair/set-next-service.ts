import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { setNextService, type NextService } from '../../contract/repair-quotes';
import { refreshRepairViews } from './repair-cache';

/** Sets (or clears) a job's next service by date and km. */
export function useSetNextService() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${setNextService.method} ${setNextService.path}`,
    (_key: string, { arg }: { arg: { id: string; body: NextService } }) => apiRequest(setNextService, { params: { id: arg.id }, body: arg.body }),
    { onSuccess: () => refreshRepairViews(mutate) },
  );
}
