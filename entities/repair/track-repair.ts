import useSWR from 'swr';
import { trackRepairPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

/** A reference as the server keeps it (normalised) and the customer's phone. */
export interface RepairLookupInput {
  code: string;
  phone: string;
}

export function trackRepairKey({ code, phone }: RepairLookupInput) {
  return [trackRepairPath, code, phone] as const;
}

/** The contract's schemas (zod) come with the first lookup, not with the tracking page's first load. */
export async function fetchTrackedRepair({ code, phone }: RepairLookupInput) {
  const { trackRepair } = await import('../../contract/repairs');
  return apiRequest(trackRepair, { query: { code, phone } });
}

/**
 * The job of a reference and phone, with the token to follow it live. Every wrong answer counts
 * against the visitor's tries (429 after a few), so nothing is asked again by itself: no retry,
 * no refresh on focus or reconnection. The page asks again when the visitor does, and when the
 * job's live event says it moved (a right answer costs no try).
 */
export function useTrackedRepair(lookup: RepairLookupInput | null) {
  return useSWR(lookup ? trackRepairKey(lookup) : null, ([, code, phone]) => fetchTrackedRepair({ code, phone }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
