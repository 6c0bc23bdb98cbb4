import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import type { News } from '../../../contract/news';
import { useCreateNews } from '../../../entities/news/create-news';
import { useUpdateNews } from '../../../entities/news/update-news';
import { ManagerPage } from '../manager-page';
import { useManagerEditor } from '../use-manager-editor';
import { NewsForm } from './news-form';
import { NewsTable } from './news-table';

/** `/manager/news`: the garage's articles and promotions. */
export function NewsManager() {
  const editor = useManagerEditor<News>({
    createSuccess: messages.news.createSuccess,
    updateSuccess: messages.news.updateSuccess,
    // 400 and 404 carry the server's reason; anything else is a plain retry.
    failure: (error) => refusalText(error, messages.common.genericRetry),
  });
  const { trigger: create } = useCreateNews();
  const { trigger: update } = useUpdateNews();

  return (
    <ManagerPage
      title="Quản lý tin tức"
      description="Tin tức và chương trình ưu đãi hiển thị trên trang chủ và trang tin tức."
      noun="tin tức"
      {...editor.page}
      list={<NewsTable onEdit={editor.edit} />}
      form={
        <NewsForm
          key={editor.formKey}
          news={editor.editing}
          onSubmit={(body) => editor.save((news) => (news ? update({ id: news._id, body }) : create(body)))}
        />
      }
    />
  );
}
