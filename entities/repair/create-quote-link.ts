import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { createQuoteLink } from '../../contract/repair-quotes';

/** The desk asks for the job's one-tap approval link (the current quote version) to send by Zalo or SMS. */
export function useCreateQuoteLink() {
  return useSWRMutation(`${createQuoteLink.method} ${createQuoteLink.path}`, (_key: string, { arg }: { arg: { id: string } }) =>
    apiRequest(createQuoteLink, { params: { id: arg.id } }),
  );
}
