import type { Banner } from '../../../contract/banners';
import { ApiError, refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import { useCreateBanner } from '../../../entities/banner/create-banner';
import { useUpdateBanner } from '../../../entities/banner/update-banner';
import { ManagerPage } from '../manager-page';
import { useManagerEditor } from '../use-manager-editor';
import { BannerForm } from './banner-form';
import { BannerTable } from './banner-table';

/** `/manager/banner`: the pictures of the home page's carousel. */
export function BannerManager() {
  const editor = useManagerEditor<Banner>({
    createSuccess: messages.banners.createSuccess,
    updateSuccess: messages.banners.updateSuccess,
    // 404 has its fixed text (API-NOTES 7), 400 the server's reason; anything else a plain failure.
    failure: (error, editing) =>
      error instanceof ApiError && error.status === 404
        ? messages.banners.notFound
        : refusalText(error, editing ? messages.banners.updateFailed : messages.common.genericRetry),
  });
  const { trigger: create } = useCreateBanner();
  const { trigger: update } = useUpdateBanner();

  return (
    <ManagerPage
      title="Quản lý banner"
      description="Ảnh chạy ở đầu trang chủ, mới nhất trước."
      noun="banner"
      {...editor.page}
      list={<BannerTable onEdit={editor.edit} />}
      form={
        <BannerForm
          key={editor.formKey}
          banner={editor.editing}
          onSubmit={(body) => editor.save((banner) => (banner ? update({ id: banner._id, body }) : create({ ...body, image: body.image ?? '' })))}
        />
      }
    />
  );
}
