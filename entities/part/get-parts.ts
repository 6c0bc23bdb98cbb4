import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import { PAGE_SIZE_MANAGER } from '../../contract/constants';
import type { BranchId } from '../../contract/garage';
import { listParts } from '../../contract/parts';

export interface PartsQuery {
  page: number;
  /** Text in the name, the brand or the SKU. */
  q?: string;
  /** With lowStock: low at this branch; without it, no narrowing. */
  branch?: BranchId;
  /** Only parts whose available stock is at or below the reorder point (at `branch`, or at either). */
  lowStock?: boolean;
  /** The archived parts instead of those in use. */
  archived?: boolean;
}

/** Under the list's path, so every write to a part refreshes the page too. */
export function partsKey(query: PartsQuery) {
  return [listParts.path, query] as const;
}

export function fetchParts({ lowStock, archived, ...query }: PartsQuery) {
  return apiRequestPage(listParts, {
    query: { limit: PAGE_SIZE_MANAGER, ...query, lowStock: lowStock ? 'true' : undefined, archived: archived ? 'true' : undefined },
  });
}

/** One back-office page, searched and paged on the server; the last page stays shown while the next loads. */
export function useParts(query: PartsQuery) {
  return useSWR(partsKey(query), ([, current]) => fetchParts(current), { keepPreviousData: true });
}
