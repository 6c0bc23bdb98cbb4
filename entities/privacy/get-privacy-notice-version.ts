import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getPrivacyNotice } from '../../contract/privacy';

/** One earlier version of the notice (`/chinh-sach-bao-mat?version=`); nothing is asked without one. */
export function usePrivacyNoticeVersion(version: number | undefined) {
  return useSWR(version ? [getPrivacyNotice.path, version] : null, ([, wanted]) => apiRequest(getPrivacyNotice, { query: { version: wanted } }), { revalidateOnFocus: false });
}
