import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** getNews.path of contract/news.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the page. */
export const NEWS_PATH = '/api/news/:id';

export function newsKey(id: string) {
  return [NEWS_PATH, id] as const;
}

export async function fetchNews(id: string) {
  const { getNews } = await import('../../contract/news');
  return apiRequest(getNews, { params: { id } });
}

export function useNews(id: string | undefined) {
  return useSWR(id ? newsKey(id) : null, ([, newsId]) => fetchNews(newsId));
}
