import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listPrivacyNotices } from '../../contract/privacy';

/** Every published version of the notice, newest first (the master's list). */
export function usePrivacyNotices() {
  return useSWR(listPrivacyNotices.path, () => apiRequest(listPrivacyNotices));
}
