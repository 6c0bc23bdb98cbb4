import useSWR from 'swr';
import { getNewsPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const NEWS_PATH = getNewsPath;

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
