import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { publishPrivacyNotice } from '../../contract/privacy';
import { isPrivacyKey } from './privacy-cache';

/** A new version of the notice; the old ones stay readable. */
export function usePublishPrivacyNotice() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${publishPrivacyNotice.method} ${publishPrivacyNotice.path}`, (_key: string, { arg }: { arg: { title: string; body: string } }) => apiRequest(publishPrivacyNotice, { body: arg }), {
    onSuccess: () => void mutate(isPrivacyKey),
  });
}
