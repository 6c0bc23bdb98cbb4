import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { answerPrivacyRequest } from '../../contract/privacy';
import { isPrivacyKey } from './privacy-cache';

export interface AnswerPrivacyRequestInput {
  id: string;
  decision: 'done' | 'refused';
  answer: string;
}

/** The master's answer, mailed to the person; an erasure marked done is carried out at once. */
export function useAnswerPrivacyRequest() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${answerPrivacyRequest.method} ${answerPrivacyRequest.path}`,
    (_key: string, { arg }: { arg: AnswerPrivacyRequestInput }) => apiRequest(answerPrivacyRequest, { params: { id: arg.id }, body: { decision: arg.decision, answer: arg.answer } }),
    { onSuccess: () => void mutate(isPrivacyKey) },
  );
}
