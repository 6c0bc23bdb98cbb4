import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { apiRequest } from '../../contract/client';
import type { quoteAnswerBodySchema } from '../../contract/repair-quotes';
import { refreshRepairViews } from './repair-cache';

export type QuoteAnswerInput = z.input<typeof quoteAnswerBodySchema>;

/** The contract's schemas (zod) come with the answer, not with the customer's page: the tracking page stays light. */
export async function postQuoteAnswer(id: string, body: QuoteAnswerInput) {
  const { answerQuote } = await import('../../contract/repair-quotes');
  return apiRequest(answerQuote, { params: { id }, body });
}

/** The customer's answer to a quote (signed in, or with the tracking page's code and phone); the job's views read again. */
export function useAnswerQuote() {
  const { mutate } = useSWRConfig();
  const refresh = () => refreshRepairViews(mutate);
  return useSWRMutation(
    'POST /api/repairs/:id/quote/answer',
    (_key: string, { arg }: { arg: { id: string; body: QuoteAnswerInput } }) => postQuoteAnswer(arg.id, arg.body),
    { onSuccess: refresh, onError: refresh },
  );
}
