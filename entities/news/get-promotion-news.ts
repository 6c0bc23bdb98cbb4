import useSWR from 'swr';
import { listNewsPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

/** Under the list's path, so every write to news refreshes it too. */
export function promotionNewsKey(limit: number) {
  return [listNewsPath, { promotion: 'true', limit }] as const;
}

export async function getPromotionNews(limit: number) {
  const { listNews } = await import('../../contract/news');
  return apiRequest(listNews, { query: { promotion: 'true', limit } });
}

/** The newest `limit` articles staff marked as promotions: filtered by the server, not the browser. */
export function usePromotionNews(limit: number) {
  return useSWR(promotionNewsKey(limit), ([, query]) => getPromotionNews(query.limit));
}
