import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getMyConsents } from '../../contract/privacy';

export function myConsentsKey(accountId: string) {
  return [getMyConsents.path, accountId] as const;
}

/** 'Quyền riêng tư': the signed-in person's choices, the notice in force and every change; nothing is asked for a visitor. */
export function useMyConsents(accountId: string | undefined) {
  return useSWR(accountId ? myConsentsKey(accountId) : null, () => apiRequest(getMyConsents));
}
