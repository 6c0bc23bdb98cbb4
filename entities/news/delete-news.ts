import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { deleteNews } from '../../contract/news';
import { isNewsKey } from './news-cache';

export function removeNews(id: string) {
  return apiRequest(deleteNews, { params: { id } });
}

/** Deletes one; every view of this entity refreshes. */
export function useDeleteNews() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteNews.method} ${deleteNews.path}`, (_key: string, { arg }: { arg: string }) => removeNews(arg), {
    onSuccess() {
      void mutate(isNewsKey);
    },
  });
}
