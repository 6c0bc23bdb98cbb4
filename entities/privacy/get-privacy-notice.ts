import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** The swr key of the notice in force (under '/api/privacy': a publish refreshes it with the other privacy views). */
export const privacyNoticeKey = '/api/privacy/notice';

// The contract (and zod) load with the notice's first read, not with the form that shows the boxes.
export async function fetchPrivacyNotice() {
  const { getPrivacyNotice } = await import('../../contract/privacy');
  return apiRequest(getPrivacyNotice);
}

/**
 * The privacy notice in force: the consent boxes name its version, and a form sends that
 * version with the person's choices (the server refuses an older one with 409).
 */
export function usePrivacyNotice() {
  return useSWR(privacyNoticeKey, fetchPrivacyNotice, { revalidateOnFocus: false });
}
