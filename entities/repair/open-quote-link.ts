import useSWR from 'swr';
import { openQuoteLinkPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export function quoteLinkKey(token: string) {
  return [openQuoteLinkPath, token] as const;
}

/** The contract's schemas (zod) come with the first request, as for a lookup: the tracking page stays light. */
export async function fetchQuoteLink(token: string) {
  const { openQuoteLink } = await import('../../contract/repairs');
  return apiRequest(openQuoteLink, { query: { token } });
}

/**
 * The job a one-tap quote link opens, with the token to follow it live. A link that no longer
 * holds (a new quote, the car handed over) answers 410 and is not asked again by itself.
 */
export function useQuoteLinkRepair(token: string | null) {
  return useSWR(token ? quoteLinkKey(token) : null, ([, linkToken]) => fetchQuoteLink(linkToken), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
