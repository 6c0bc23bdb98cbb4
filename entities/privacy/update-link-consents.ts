import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { updateLinkConsents, type UpdateConsentsBody } from '../../contract/privacy';
import { isPrivacyKey } from './privacy-cache';

/** A mail's recipient changes their choices from the link in it. */
export function useUpdateLinkConsents(token: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${updateLinkConsents.method} ${updateLinkConsents.path}`,
    (_key: string, { arg }: { arg: UpdateConsentsBody }) => apiRequest(updateLinkConsents, { query: { t: token }, body: arg }),
    { onSuccess: () => void mutate(isPrivacyKey) },
  );
}
