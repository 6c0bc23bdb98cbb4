import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { apiRequest } from '../../contract/client';
import { recordPhoneAnswer, type phoneAnswerBodySchema } from '../../contract/repair-quotes';
import { refreshRepairViews } from './repair-cache';

export type PhoneAnswerInput = z.input<typeof phoneAnswerBodySchema>;

/** Staff record the answer a customer gave on the phone. */
export function useRecordPhoneAnswer() {
  const { mutate } = useSWRConfig();
  const refresh = () => refreshRepairViews(mutate);
  return useSWRMutation(
    `${recordPhoneAnswer.method} ${recordPhoneAnswer.path}`,
    (_key: string, { arg }: { arg: { id: string; body: PhoneAnswerInput } }) => apiRequest(recordPhoneAnswer, { params: { id: arg.id }, body: arg.body }),
    { onSuccess: refresh, onError: refresh },
  );
}
