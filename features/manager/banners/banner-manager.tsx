import { useState } from 'react';
import type { Banner } from '../../../contract/banners';
import { ApiError } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import { useCreateBanner } from '../../../entities/banner/create-banner';
import { useUpdateBanner } from '../../../entities/banner/update-banner';
import { useToast } from '../../../ui/toast';
import { actionErrorText } from '../action-error';
import { ManagerPage, type ManagerTab } from '../manager-page';
import { BannerForm } from './banner-form';
import { BannerTable } from './banner-table';

/** `/manager/banner`: the pictures of the home page's carousel. */
export function BannerManager() {
  const [tab, setTab] = useState<ManagerTab>('list');
  const [editing, setEditing] = useState<Banner | null>(null);
  const { trigger: create } = useCreateBanner();
  const { trigger: update } = useUpdateBanner();
  const toast = useToast();

  const changeTab = (next: ManagerTab) => {
    // Leaving the form by its tab ends the edit: the form tab then adds a new banner.
    if (next === 'list') setEditing(null);
    setTab(next);
  };

  return (
    <ManagerPage
      title="Quản lý banner"
      description="Ảnh chạy ở đầu trang chủ, mới nhất trước."
      noun="banner"
      tab={tab}
      onTabChange={changeTab}
      editing={editing !== null}
      list={
        <BannerTable
          onEdit={(banner) => {
            setEditing(banner);
            setTab('form');
          }}
        />
      }
      form={
        <BannerForm
          key={editing?._id ?? 'new'}
          banner={editing}
          onSubmit={async (body) => {
            try {
              if (editing) await update({ id: editing._id, body });
              else await create({ image: body.image ?? '' });
            } catch (error) {
              // 404 has its fixed text (API-NOTES 7), 400 the server's reason; anything else a plain failure.
              if (error instanceof ApiError && error.status === 404) toast.error(messages.banners.notFound);
              else toast.error(actionErrorText(error, editing ? messages.banners.updateFailed : messages.common.genericRetry));
              return;
            }
            toast.success(editing ? messages.banners.updateSuccess : messages.banners.createSuccess);
            setEditing(null);
            setTab('list');
          }}
        />
      }
    />
  );
}
