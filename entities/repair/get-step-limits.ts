import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getStepLimits } from '../../contract/repairs';

export const stepLimitsKey = getStepLimits.path;

export function fetchStepLimits() {
  return apiRequest(getStepLimits);
}

/** Minutes each step may take before a card turns red (null: no limit), as the master set them. */
export function useStepLimits() {
  return useSWR(stepLimitsKey, fetchStepLimits);
}
