import useSWR from 'swr';
import { apiRequest } from '../../contract/client';

/** listNews.path of contract/news.ts, written out: the key needs no contract module, whose schemas (zod) load with the first request instead of with the page. */
export const newsListKey = '/api/news';

export async function getNewsList() {
  const { listNews } = await import('../../contract/news');
  return apiRequest(listNews);
}

/** Every article, newest first. */
export function useNewsList() {
  return useSWR(newsListKey, getNewsList);
}
