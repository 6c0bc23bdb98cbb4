import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { updateNews } from '../../contract/news';
import { isNewsKey } from './news-cache';

export type NewsUpdateBody = BodyOf<typeof updateNews>;

export function putNews(id: string, body: NewsUpdateBody) {
  return apiRequest(updateNews, { params: { id }, body });
}

/** Saves one; every view of this entity refreshes. */
export function useUpdateNews() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${updateNews.method} ${updateNews.path}`, (_key: string, { arg }: { arg: { id: string; body: NewsUpdateBody } }) => putNews(arg.id, arg.body), {
    onSuccess() {
      void mutate(isNewsKey);
    },
  });
}
