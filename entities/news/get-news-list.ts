import useSWR from 'swr';
import { listNewsPath } from '../../contract/api-paths';
import { apiRequest } from '../../contract/client';

export const newsListKey = listNewsPath;

export async function getNewsList() {
  const { listNews } = await import('../../contract/news');
  return apiRequest(listNews);
}

/** Every article, newest first. */
export function useNewsList() {
  return useSWR(newsListKey, getNewsList);
}
