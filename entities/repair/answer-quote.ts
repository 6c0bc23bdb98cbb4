import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { apiRequest } from '../../contract/client';
import { answerQuote, type quoteAnswerBodySchema } from '../../contract/repair-quotes';
import { refreshRepairViews } from './repair-cache';

export type QuoteAnswerInput = z.input<typeof quoteAnswerBodySchema>;

/** The customer's answer to a quote (signed in, or with the tracking page's code and phone); the job's views read again. */
export function useAnswerQuote() {
  const { mutate } = useSWRConfig();
  const refresh = () => refreshRepairViews(mutate);
  return useSWRMutation(
    `${answerQuote.method} ${answerQuote.path}`,
    (_key: string, { arg }: { arg: { id: string; body: QuoteAnswerInput } }) => apiRequest(answerQuote, { params: { id: arg.id }, body: arg.body }),
    { onSuccess: refresh, onError: refresh },
  );
}
