import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { News } from '../../../contract/news';
import { useCreateNews } from '../../../entities/news/create-news';
import { useUpdateNews } from '../../../entities/news/update-news';
import { useToast } from '../../../ui/toast';
import { actionErrorText } from '../action-error';
import { ManagerPage, type ManagerTab } from '../manager-page';
import { NewsForm } from './news-form';
import { NewsTable } from './news-table';

/** `/manager/news`: the garage's articles and promotions. */
export function NewsManager() {
  const [tab, setTab] = useState<ManagerTab>('list');
  const [editing, setEditing] = useState<News | null>(null);
  const { trigger: create } = useCreateNews();
  const { trigger: update } = useUpdateNews();
  const toast = useToast();

  const changeTab = (next: ManagerTab) => {
    // Leaving the form by its tab ends the edit: the form tab then adds a new article.
    if (next === 'list') setEditing(null);
    setTab(next);
  };

  return (
    <ManagerPage
      title="Quản lý tin tức"
      description="Tin tức và chương trình ưu đãi hiển thị trên trang chủ và trang tin tức."
      noun="tin tức"
      tab={tab}
      onTabChange={changeTab}
      editing={editing !== null}
      list={
        <NewsTable
          onEdit={(news) => {
            setEditing(news);
            setTab('form');
          }}
        />
      }
      form={
        <NewsForm
          key={editing?._id ?? 'new'}
          news={editing}
          onSubmit={async (body) => {
            try {
              if (editing) await update({ id: editing._id, body });
              else await create(body);
            } catch (error) {
              // 400 and 404 carry the server's reason; anything else is a plain retry.
              toast.error(actionErrorText(error, messages.common.genericRetry));
              return;
            }
            toast.success(editing ? messages.news.updateSuccess : messages.news.createSuccess);
            setEditing(null);
            setTab('list');
          }}
        />
      }
    />
  );
}
