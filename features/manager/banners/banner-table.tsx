import { useState } from 'react';
import type { Banner } from '../../../contract/banners';
import { PAGE_SIZE_MANAGER } from '../../../contract/constants';
import { formatDate } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { useDeleteBanner } from '../../../entities/banner/delete-banner';
import { useManagerBanners } from '../../../entities/banner/get-manager-banners';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { DeleteRowButton, EditRowButton } from '../row-actions';
import { useLoadFailure } from '../use-load-failure';
import { BANNER_ASPECT_CLASS } from './banner-form';

export interface BannerTableProps {
  onEdit: (banner: Banner) => void;
}

const columns: DataTableColumn<Banner>[] = [
  { key: 'index', header: 'STT', align: 'right', cell: (_banner, index) => index + 1, className: 'w-16' },
  {
    key: 'image',
    header: 'Ảnh',
    cell: (banner, index) => (
      <img src={`${banner.image}?w=320`} alt={`Banner số ${index + 1}`} loading="lazy" className={`${BANNER_ASPECT_CLASS} w-40 max-w-none rounded-inset bg-navy-950 object-cover sm:w-56`} />
    ),
  },
  {
    key: 'title',
    header: 'Tiêu đề',
    cell: (banner) =>
      banner.title ? (
        <span className="block max-w-xs min-w-40 font-medium text-pretty text-ink">{banner.title}</span>
      ) : (
        <span className="text-ink-muted">Chỉ có ảnh</span>
      ),
  },
  { key: 'createdAt', header: 'Ngày tạo', cell: (banner) => formatDate(banner.createdAt), className: 'whitespace-nowrap' },
  { key: 'updatedAt', header: 'Cập nhật', cell: (banner) => formatDate(banner.updatedAt), className: 'whitespace-nowrap' },
];

/** The home page's banners, newest first, 10 a page from the server. */
export function BannerTable({ onEdit }: BannerTableProps) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useManagerBanners({ page });
  const { trigger: remove } = useDeleteBanner();
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.banners.listLoadFailed);
  const items = data?.items ?? [];
  const numberOf = (banner: Banner) => (page - 1) * PAGE_SIZE_MANAGER + items.indexOf(banner) + 1;

  return (
    <DataTable
      caption="Danh sách banner"
      headingLevel={2}
      stackOnPhone
      columns={columns}
      rows={items}
      getRowKey={(banner) => banner._id}
      total={data?.total ?? 0}
      totalLabel={(count) => `Tổng số: ${count} banner`}
      page={page}
      onPageChange={setPage}
      loading={isLoading}
      failure={failure}
      emptyMessage={messages.banners.empty}
      rowActions={(banner) => (
        <>
          <EditRowButton name={`banner số ${numberOf(banner)}`} onEdit={() => onEdit(banner)} />
          <DeleteRowButton
            name={`số ${numberOf(banner)}`}
            noun="banner"
            onDelete={async () => {
              await remove(banner._id);
              // The last row of a page is gone: show the page before it.
              if (items.length === 1 && page > 1) setPage(page - 1);
            }}
            successMessage={messages.banners.deleteSuccess}
            failureMessage={messages.banners.deleteFailed}
          />
        </>
      )}
    />
  );
}
