import useSWR from 'swr';
import { getBranchSettings } from '../../contract/branches';
import { apiRequest } from '../../contract/client';
import type { BranchId } from '../../contract/garage';

export const branchSettingsKey = getBranchSettings.path;

export function fetchBranchSettings() {
  return apiRequest(getBranchSettings);
}

/** Each branch's places per slot, the signed-in staff member's usual branch and the latest changes. */
export function useBranchSettings() {
  return useSWR(branchSettingsKey, fetchBranchSettings);
}

export interface UsualBranch {
  /** The signed-in staff member's branch; null for both, or when it could not be read. */
  branch: BranchId | null;
  /** False until the settings answered (or failed): a screen opening on this branch waits for it. */
  known: boolean;
}

/**
 * The branch the bookings screens open on. A failed read counts as "none" so the screen still
 * opens (on both branches, or Quận 12 where one is needed) instead of waiting forever.
 */
export function useUsualBranch(): UsualBranch {
  const { data, error } = useBranchSettings();
  if (data) return { branch: data.usualBranch, known: true };
  return { branch: null, known: Boolean(error) };
}
