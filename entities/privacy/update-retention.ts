import type { z } from 'zod';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { retentionBodySchema, updateRetention } from '../../contract/privacy';
import { isPrivacyKey } from './privacy-cache';

export function useUpdateRetention() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateRetention.method} ${updateRetention.path}`, (_key: string, { arg }: { arg: z.input<typeof retentionBodySchema> }) => apiRequest(updateRetention, { body: arg }), {
    onSuccess: () => void mutate(isPrivacyKey),
  });
}
