import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { getNews } from '../../contract/news';

export function newsKey(id: string) {
  return [getNews.path, id] as const;
}

export function fetchNews(id: string) {
  return apiRequest(getNews, { params: { id } });
}

export function useNews(id: string | undefined) {
  return useSWR(id ? newsKey(id) : null, ([, newsId]) => fetchNews(newsId));
}
