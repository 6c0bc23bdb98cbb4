import type { FastifyReply } from 'fastify';
import { LIST_PAGE_SIZE, TOTAL_COUNT_HEADER, type PagingQuery } from '../../contract/paging';

/** One page of a list, or the whole (filtered) list, with the number of matching rows. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** LIMIT and OFFSET for a paged request; null when neither page nor limit was given (whole list). */
export function pageWindow(query: PagingQuery | undefined): { limit: number; offset: number } | null {
  if (!query || (query.page === undefined && query.limit === undefined)) return null;
  const limit = query.limit ?? LIST_PAGE_SIZE;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/**
 * Answers the page as the bare array the deployed client reads, its total in the
 * `X-Total-Count` header (exposed to the browser through CORS).
 */
export function sendPage<T>(reply: FastifyReply, page: ListPage<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}

/** Runs the page query and, only when paging, the count; the whole list counts itself. */
export async function pageOf<T>(
  window: { limit: number; offset: number } | null,
  load: () => Promise<T[]>,
  count: () => Promise<number>,
): Promise<ListPage<T>> {
  if (!window) {
    const items = await load();
    return { items, total: items.length };
  }
  const [items, total] = await Promise.all([load(), count()]);
  return { items, total };
}
