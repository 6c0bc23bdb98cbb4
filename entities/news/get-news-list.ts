import useSWR from 'swr';
import { apiRequest } from '../../contract/client';
import { listNews } from '../../contract/news';

export const newsListKey = listNews.path;

export function getNewsList() {
  return apiRequest(listNews);
}

/** Every article, newest first. */
export function useNewsList() {
  return useSWR(newsListKey, getNewsList);
}
