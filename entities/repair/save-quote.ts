import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { apiRequest } from '../../contract/client';
import { saveQuote, type saveQuoteBodySchema } from '../../contract/repair-quotes';
import { refreshRepairViews } from './repair-cache';

export type SaveQuoteInput = z.input<typeof saveQuoteBodySchema>;

/** Writes a job's quote from the editor, with the version it started from; the job's views read again whatever the answer. */
export function useSaveQuote() {
  const { mutate } = useSWRConfig();
  const refresh = () => refreshRepairViews(mutate);
  return useSWRMutation(
    `${saveQuote.method} ${saveQuote.path}`,
    (_key: string, { arg }: { arg: { id: string; body: SaveQuoteInput } }) => apiRequest(saveQuote, { params: { id: arg.id }, body: arg.body }),
    { onSuccess: refresh, onError: refresh },
  );
}
