import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { apiRequest } from '../../contract/client';
import { updateStepLimits } from '../../contract/repairs';
import { isRepairKey } from './repair-cache';

export type StepLimitsInput = z.input<typeof updateStepLimits.body>;

export function putStepLimits(body: StepLimitsInput) {
  return apiRequest(updateStepLimits, { body });
}

/** The master sets step limits; the limits, the board's red cards and the start page's overdue counts refresh. */
export function useUpdateStepLimits() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateStepLimits.method} ${updateStepLimits.path}`, (_key: string, { arg }: { arg: StepLimitsInput }) => putStepLimits(arg), {
    onSuccess() {
      void mutate(isRepairKey);
    },
  });
}
