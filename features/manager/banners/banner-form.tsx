import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { createBannerBodySchema, type Banner, type CreateBannerBody, type UpdateBannerBody } from '../../../contract/banners';
import { FormField } from '../../../ui/form-field';
import { ImageField } from '../image-field';
import { FormActions } from '../form-actions';

export interface BannerFormValues {
  /** One picture: the kept URL or a new data URL. */
  image: string[];
}

function valuesOf(banner: Banner | null): BannerFormValues {
  return { image: banner ? [banner.image] : [] };
}

/** Editing sends null when no new file was picked (API-NOTES 7): the server keeps the picture. */
export function toBannerBody(values: BannerFormValues, banner: Banner | null): CreateBannerBody | UpdateBannerBody {
  const picked = values.image[0] ?? '';
  if (!banner) return { image: picked };
  return { image: picked === banner.image ? null : picked };
}

export interface BannerFormProps {
  /** The banner being edited, or null to add one. */
  banner: Banner | null;
  onSubmit: (body: CreateBannerBody | UpdateBannerBody) => Promise<void>;
}

/** Home-page aspect of a banner (features/home/home-banner.tsx): shown whole and cropped the same way. */
export const BANNER_ASPECT_CLASS = 'aspect-[20/7]';

/**
 * Add a banner or change its picture. A banner always has one picture ('Vui lòng chọn ảnh
 * banner!'); the preview shows it as the home page's carousel will.
 */
export function BannerForm({ banner, onSubmit }: BannerFormProps) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BannerFormValues>({
    defaultValues: valuesOf(banner),
    // Both ways a banner needs a picture: check it as the create body, whatever is sent.
    resolver: async (values, context, options) => {
      const result = await zodResolver(createBannerBodySchema)({ image: values.image[0] ?? '' } as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });
  const [preview] = useWatch({ control, name: 'image' });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(toBannerBody(values, banner)))}
      aria-label={banner ? 'Sửa banner' : 'Thêm banner'}
      className="space-y-6"
    >
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <FormField label="Ảnh banner" required error={errors.image?.message} hint="Ảnh ngang, tỉ lệ 20:7 (ví dụ 2000 × 700 px), dưới 5 MB.">
          <Controller
            control={control}
            name="image"
            render={({ field }) => <ImageField multiple={false} value={field.value} onChange={field.onChange} label="Chọn ảnh banner" previewAlt={() => 'Ảnh banner đã chọn'} />}
          />
        </FormField>
        <figure className="min-w-0 space-y-2">
          <figcaption className="text-sm font-semibold text-ink">Xem trước trên trang chủ</figcaption>
          {preview ? (
            <img src={preview} alt="Xem trước banner trên trang chủ" className={`${BANNER_ASPECT_CLASS} w-full rounded-card bg-navy-950 object-cover shadow-card`} />
          ) : (
            <div className={`${BANNER_ASPECT_CLASS} flex w-full items-center justify-center rounded-card border-2 border-dashed border-line bg-surface-muted px-4 text-center text-sm text-ink-muted`}>
              Chưa chọn ảnh
            </div>
          )}
        </figure>
      </fieldset>
      <FormActions submitLabel={banner ? 'Cập nhật' : 'Thêm banner'} pending={isSubmitting} onReset={() => reset(valuesOf(banner))} />
    </form>
  );
}
