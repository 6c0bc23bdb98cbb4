import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { createPrivacyRequest, type PrivacyRequestBody } from '../../contract/privacy';
import { isPrivacyKey } from './privacy-cache';

/** A request about one's data: signed in, or a guest with the reference, the phone and the mailed code. */
export function useCreatePrivacyRequest() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${createPrivacyRequest.method} ${createPrivacyRequest.path}`, (_key: string, { arg }: { arg: PrivacyRequestBody }) => apiRequest(createPrivacyRequest, { body: arg }), {
    onSuccess: () => void mutate(isPrivacyKey),
  });
}
