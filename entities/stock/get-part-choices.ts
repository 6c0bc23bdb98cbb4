import useSWR from 'swr';
import { apiRequestPage } from '../../contract/client';
import type { BranchId } from '../../contract/garage';
import { listParts } from '../../contract/parts';

/** Enough parts to choose from while typing; a longer list means the words are too few. */
export const PART_CHOICES_LIMIT = 8;

/** Under the parts list's path, so a receipt or a transfer refreshes the stock the picker shows. */
export function partChoicesKey(q: string, branch: BranchId | undefined) {
  return [listParts.path, 'choices', q, branch ?? null] as const;
}

/** Parts in use whose name, brand or SKU hold every word of `q`; nothing is asked for fewer than 2 characters. */
export function usePartChoices(q: string, branch?: BranchId) {
  const text = q.trim();
  return useSWR(text.length >= 2 ? partChoicesKey(text, branch) : null, () => apiRequestPage(listParts, { query: { page: 1, limit: PART_CHOICES_LIMIT, q: text } }), {
    keepPreviousData: true,
  });
}
