import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  BANNER_BUTTON_LABEL_MAX,
  BANNER_DESCRIPTION_MAX,
  BANNER_TITLE_MAX,
  createBannerBodySchema,
  type Banner,
  type CreateBannerBody,
  type UpdateBannerBody,
} from '../../../contract/banners';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { ImageField } from '../image-field';
import { FormActions } from '../form-actions';

export interface BannerFormValues {
  /** One picture: the kept URL or a new data URL. */
  image: string[];
  /** Laid over the picture on the home page; all optional ('' sends null: none). */
  title: string;
  description: string;
  buttonLabel: string;
  link: string;
}

function valuesOf(banner: Banner | null): BannerFormValues {
  return {
    image: banner ? [banner.image] : [],
    title: banner?.title ?? '',
    description: banner?.description ?? '',
    buttonLabel: banner?.buttonLabel ?? '',
    link: banner?.link ?? '',
  };
}

const textOrNull = (value: string) => value.trim() || null;

/**
 * Editing sends null for the picture when no new file was picked (API-NOTES 7): the server
 * keeps it. The texts are always sent, null when empty, so clearing one removes it.
 */
export function toBannerBody(values: BannerFormValues, banner: Banner | null): CreateBannerBody | UpdateBannerBody {
  const picked = values.image[0] ?? '';
  const texts = {
    title: textOrNull(values.title),
    description: textOrNull(values.description),
    buttonLabel: textOrNull(values.buttonLabel),
    link: textOrNull(values.link),
  };
  if (!banner) return { image: picked, ...texts };
  return { image: picked === banner.image ? null : picked, ...texts };
}

export interface BannerFormProps {
  /** The banner being edited, or null to add one. */
  banner: Banner | null;
  onSubmit: (body: CreateBannerBody | UpdateBannerBody) => Promise<void>;
}

/** Home-page aspect of a banner (features/home/home-banner.tsx): shown whole and cropped the same way. */
export const BANNER_ASPECT_CLASS = 'aspect-[20/7]';

/**
 * Add a banner or edit it. A banner always has one picture ('Vui lòng chọn ảnh banner!'); the
 * headline, text and button over it are optional, the button's link a path on this site.
 */
export function BannerForm({ banner, onSubmit }: BannerFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BannerFormValues>({
    defaultValues: valuesOf(banner),
    // Both ways a banner needs a picture: check it as the create body, whatever is sent.
    resolver: async (values, context, options) => {
      const result = await zodResolver(createBannerBodySchema)({ ...values, image: values.image[0] ?? '' } as never, context, options as never);
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
        <div className="grid min-w-0 content-start gap-5">
          <FormField
            label="Ảnh banner"
            required
            error={errors.image?.message}
            hint="Ảnh ngang, tỉ lệ 20:7 (ví dụ 2000 × 700 px), dưới 5 MB, không có chữ trong ảnh: tiêu đề và mô tả nhập bên dưới."
          >
            <Controller
              control={control}
              name="image"
              render={({ field }) => <ImageField multiple={false} value={field.value} onChange={field.onChange} label="Chọn ảnh banner" previewAlt={() => 'Ảnh banner đã chọn'} />}
            />
          </FormField>
          <FormField label="Tiêu đề" error={errors.title?.message} hint={`Không bắt buộc, tối đa ${BANNER_TITLE_MAX} ký tự. Cũng là mô tả ảnh cho người dùng trình đọc màn hình.`}>
            <Input autoComplete="off" {...register('title')} />
          </FormField>
          <FormField label="Mô tả" error={errors.description?.message} hint={`Không bắt buộc, tối đa ${BANNER_DESCRIPTION_MAX} ký tự.`}>
            <Textarea minRows={2} maxRows={5} {...register('description')} />
          </FormField>
          <FormField label="Chữ trên nút" error={errors.buttonLabel?.message} hint={`Tối đa ${BANNER_BUTTON_LABEL_MAX} ký tự. Nút chỉ hiện khi có liên kết.`}>
            <Input autoComplete="off" {...register('buttonLabel')} />
          </FormField>
          <FormField label="Liên kết (ví dụ /lien-he)" error={errors.link?.message} hint="Một trang của website, bắt đầu bằng /.">
            <Input autoComplete="off" inputMode="url" spellCheck={false} {...register('link')} />
          </FormField>
        </div>
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
