import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { createNews } from '../../contract/news';
import { isNewsKey } from './news-cache';

export type NewsCreateBody = BodyOf<typeof createNews>;

export function postNews(body: NewsCreateBody) {
  return apiRequest(createNews, { body });
}

/** Adds one; every view of this entity refreshes. */
export function useCreateNews() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(createNews.path, (_key: string, { arg }: { arg: NewsCreateBody }) => postNews(arg), {
    onSuccess() {
      void mutate(isNewsKey);
    },
  });
}
