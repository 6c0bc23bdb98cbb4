import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '../../../contract/messages';
import { createNewsBodySchema, type News, type NewsBody } from '../../../contract/news';
import { Checkbox } from '../../../ui/checkbox';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { ImageField } from '../image-field';
import { FormActions } from '../form-actions';

export interface NewsFormValues {
  title: string;
  content: string;
  /** At most one picture: the kept URL or a new data URL. */
  image: string[];
  /** Listed under 'Tin khuyến mãi' on the home page. */
  promotion: boolean;
}

function valuesOf(news: News | null): NewsFormValues {
  return { title: news?.title ?? '', content: news?.content ?? '', image: news?.image ? [news.image] : [], promotion: news?.promotion ?? false };
}

/**
 * What the API takes. Adding: the new picture or null. Editing: null keeps the current
 * picture (API-NOTES 6), '' removes it, a data URL replaces it.
 */
export function toNewsBody(values: NewsFormValues, news: News | null): NewsBody {
  const picked = values.image[0] ?? null;
  let image: string | null = picked;
  if (news) image = picked === news.image ? null : (picked ?? '');
  return { title: values.title, content: values.content, image, promotion: values.promotion };
}

export interface NewsFormProps {
  /** The article being edited, or null to add one. */
  news: News | null;
  onSubmit: (body: NewsBody) => Promise<void>;
}

/** Add or edit an article: title and content required, one optional picture under 5 MB, whether it is a promotion. */
export function NewsForm({ news, onSubmit }: NewsFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsFormValues>({
    defaultValues: valuesOf(news),
    // The contract checks the body the API receives: map the form's values to it first.
    resolver: async (values, context, options) => {
      const result = await zodResolver(createNewsBodySchema)(toNewsBody(values, news) as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(toNewsBody(values, news)))}
      aria-label={news ? `Sửa tin tức ${news.title}` : 'Thêm tin tức'}
      className="space-y-6"
    >
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5">
        <FormField label="Tiêu đề" required error={errors.title?.message}>
          <Input autoComplete="off" {...register('title')} />
        </FormField>
        <FormField label="Nội dung" required error={errors.content?.message}>
          <Textarea minRows={6} maxRows={16} {...register('content')} />
        </FormField>
        <FormField label="Ảnh minh họa" hint="Không bắt buộc. Một ảnh JPEG, PNG, WebP hoặc GIF dưới 5 MB." className="max-w-md">
          <Controller
            control={control}
            name="image"
            render={({ field }) => <ImageField multiple={false} value={field.value} onChange={field.onChange} label="Chọn ảnh minh họa" previewAlt={() => 'Ảnh minh họa đã chọn'} />}
          />
        </FormField>
        <FormField label={messages.news.promotionLabel} layout="inline" hint={messages.news.promotionHint}>
          <Controller control={control} name="promotion" render={({ field }) => <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />} />
        </FormField>
      </fieldset>
      <FormActions submitLabel={news ? 'Cập nhật' : 'Thêm tin tức'} pending={isSubmitting} onReset={() => reset(valuesOf(news))} />
    </form>
  );
}
