import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { updateMyConsents, type UpdateConsentsBody } from '../../contract/privacy';
import { isPrivacyKey } from './privacy-cache';

/** A choice given or withdrawn, with the notice version the person read; it holds for every mail not yet sent. */
export function useUpdateMyConsents() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateMyConsents.method} ${updateMyConsents.path}`, (_key: string, { arg }: { arg: UpdateConsentsBody }) => apiRequest(updateMyConsents, { body: arg }), {
    onSuccess: () => void mutate(isPrivacyKey),
  });
}
