import { delay, http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../contract/endpoint';
import { TOTAL_COUNT_HEADER } from '../contract/paging';

type ItemOf<E extends Endpoint> = z.input<E['response']> extends readonly (infer T)[] ? T : never;

export interface PagedListOptions<T> {
  /** Whether an item matches the request's query (q, minPrice...); all match by default. */
  matches?: (item: T, query: URLSearchParams) => boolean;
  delayMs?: number;
}

/**
 * Answers a list endpoint the way the server pages it: the requested page as a bare array,
 * the number of matching items in `X-Total-Count`, checked against the contract's schema.
 * Without `page` it answers the whole (matching) list, as the server does.
 */
export function mockPagedList<E extends Endpoint>(endpoint: E, items: readonly ItemOf<E>[], { matches, delayMs }: PagedListOptions<ItemOf<E>> = {}) {
  return http.get(endpoint.path, async ({ request }) => {
    if (delayMs) await delay(delayMs);
    const query = new URL(request.url).searchParams;
    const found = matches ? items.filter((item) => matches(item, query)) : [...items];
    const page = Number(query.get('page') ?? '0');
    const limit = Number(query.get('limit') ?? '10');
    const shown = page >= 1 ? found.slice((page - 1) * limit, page * limit) : found;
    const checked = endpoint.response.parse(shown);
    return HttpResponse.json(checked as never, { headers: { [TOTAL_COUNT_HEADER]: String(found.length) } });
  });
}

/** Case- and diacritic-free text matching, close to the server's folded search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
}

/** True when every word of `q` (if any) appears in one of the fields. */
export function matchesWords(q: string | null, ...fields: string[]): boolean {
  const words = foldText(q ?? '').split(/\s+/).filter(Boolean);
  const haystack = foldText(fields.join(' '));
  return words.every((word) => haystack.includes(word));
}
