import { useState } from 'react';
import { TEXT_CUT } from '../../../contract/constants';
import { formatDate } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { News } from '../../../contract/news';
import { useDeleteNews } from '../../../entities/news/delete-news';
import { useManagerNews } from '../../../entities/news/get-manager-news';
import { Badge } from '../../../ui/badge';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { ListSearch } from '../list-search';
import { DeleteRowButton, EditRowButton } from '../row-actions';
import { TruncatedText } from '../truncated-text';
import { useLoadFailure } from '../use-load-failure';

export interface NewsTableProps {
  onEdit: (news: News) => void;
}

const columns: DataTableColumn<News>[] = [
  {
    key: 'image',
    header: 'Ảnh',
    cell: (news) =>
      news.image ? <img src={`${news.image}?w=160`} alt="" loading="lazy" className="h-12 w-16 rounded-inset object-cover" /> : <span className="text-ink-muted">—</span>,
  },
  { key: 'title', header: 'Tiêu đề', cell: (news) => <TruncatedText text={news.title} max={TEXT_CUT.newsTitle} className="font-semibold" />, className: 'min-w-48' },
  { key: 'content', header: 'Nội dung', cell: (news) => <TruncatedText text={news.content} max={TEXT_CUT.newsContent} />, className: 'min-w-64' },
  {
    key: 'promotion',
    header: messages.news.promotionLabel,
    cell: (news) => (news.promotion ? <Badge tone="orange">{messages.news.promotionLabel}</Badge> : <span className="text-ink-muted">—</span>),
    className: 'whitespace-nowrap',
  },
  { key: 'createdAt', header: 'Ngày đăng', cell: (news) => formatDate(news.createdAt), className: 'whitespace-nowrap' },
];

/** The articles, newest first, 10 a page; the title (any case) or content is searched on the server. */
export function NewsTable({ onEdit }: NewsTableProps) {
  const [q, setQ] = useState<string>();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useManagerNews({ page, q });
  const { trigger: remove } = useDeleteNews();
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.news.listLoadFailed);
  const items = data?.items ?? [];

  return (
    <div className="space-y-4">
      <ListSearch
        formLabel="Tìm tin tức"
        label="Tiêu đề hoặc nội dung"
        placeholder="Ví dụ: bảo dưỡng"
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      <DataTable
        caption="Danh sách tin tức"
        headingLevel={2}
        stackOnPhone
        columns={columns}
        rows={items}
        getRowKey={(news) => news._id}
        total={data?.total ?? 0}
        totalLabel={(count) => `Tổng số: ${count} tin tức`}
        page={page}
        onPageChange={setPage}
        loading={isLoading}
        failure={failure}
        emptyMessage={q ? messages.news.noSearchResults : messages.news.empty}
        rowActions={(news) => (
          <>
            <EditRowButton name={news.title} onEdit={() => onEdit(news)} />
            <DeleteRowButton
              name={news.title}
              noun="tin tức"
              onDelete={async () => {
                await remove(news._id);
                // The last row of a page is gone: show the page before it.
                if (items.length === 1 && page > 1) setPage(page - 1);
              }}
              successMessage={messages.news.deleteSuccess}
              failureMessage={messages.news.deleteFailed}
            />
          </>
        )}
      />
    </div>
  );
}
