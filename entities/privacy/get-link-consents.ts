import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getLinkConsents } from '../../contract/privacy';

export function linkConsentsKey(token: string) {
  return [getLinkConsents.path, token] as const;
}

/** The choices of the address a mail went to, opened from the mail's signed link (no sign-in). */
export function useLinkConsents(token: string | undefined) {
  return useSWR(token ? linkConsentsKey(token) : null, ([, t]) => apiRequest(getLinkConsents, { query: { t } }));
}
