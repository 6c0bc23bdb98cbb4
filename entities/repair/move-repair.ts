import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../contract/client';
import { isRepairStep, type RepairStep } from '../../contract/repair-steps';
import { moveRepair, type moveRepairBodySchema } from '../../contract/repairs';
import { isRepairKey, isVehicleKey } from './repair-cache';

export type MoveRepairInput = z.input<typeof moveRepairBodySchema>;

export function postRepairMove(id: string, body: MoveRepairInput) {
  return apiRequest(moveRepair, { params: { id }, body });
}

/**
 * A step move with the version the screen saw. Whatever the answer, every view of the job
 * refreshes: after a success it shows the new step, after a stale 409 the step someone else set.
 */
export function useMoveRepair() {
  const { mutate } = useSWRConfig();
  const refresh = () => {
    void mutate(isRepairKey);
    void mutate(isVehicleKey);
  };
  return useSWRMutation(
    `${moveRepair.method} ${moveRepair.path}`,
    (_key: string, { arg }: { arg: { id: string; body: MoveRepairInput } }) => postRepairMove(arg.id, arg.body),
    { onSuccess: refresh, onError: refresh },
  );
}

/** The 409 of a stale version: the job's step and version now (the server's `{ currentStep, version }`). */
export function staleMove(error: unknown): { currentStep: RepairStep; version: number } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || typeof error.body !== 'object' || error.body === null) return null;
  const { currentStep, version } = error.body as { currentStep?: unknown; version?: unknown };
  return isRepairStep(currentStep) && typeof version === 'number' ? { currentStep, version } : null;
}
