import { zodResolver } from '@hookform/resolvers/zod';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { createProductBodySchema, updateProductBodySchema, type CreateProductBody, type Product, type Specification } from '../../../contract/products';
import { messages } from '../../../contract/messages';
import type { Category } from '../../../contract/categories';
import { groupTypedWholeNumber, readWholeNumber } from '../../../contract/typed-number-rules';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { ImageGallery } from '../../../ui/image-gallery';
import { FormattedInput } from '../../../ui/formatted-input';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { FormActions } from '../form-actions';
import { ImageField } from '../image-field';
import { SpecificationsField } from './specifications-field';

/** Most extra pictures one service keeps (the server's limit). */
const MAX_SUB_IMAGES = 20;

export interface ProductFormValues {
  name: string;
  category_id: string;
  price?: number;
  quantity?: number;
  description: string;
  image: string[];
  subImages: string[];
  /** The rows in the order the detail page lists them. */
  specifications: Specification[];
}

function valuesOf(product: Product | null): ProductFormValues {
  if (!product) return { name: '', category_id: '', price: undefined, quantity: undefined, description: '', image: [], subImages: [], specifications: [] };
  return {
    name: product.name,
    category_id: product.category_id._id,
    price: product.price,
    quantity: product.quantity,
    description: product.description,
    image: product.image ? [product.image] : [],
    subImages: product.subImages,
    specifications: product.specifications.map((row) => ({ ...row })),
  };
}

/** What the API takes: numbers as numbers, the main picture as one value (kept URL or new data URL). */
export function toProductBody(values: ProductFormValues): CreateProductBody {
  return {
    name: values.name,
    category_id: values.category_id,
    price: values.price as number,
    quantity: values.quantity as number,
    description: values.description,
    image: values.image[0] ?? null,
    subImages: values.subImages,
    specifications: values.specifications,
  };
}

/** A number field as the server reads it ('200.000' is 200,000); unreadable text is NaN, which the schema refuses with its message. */
const numberOrEmpty = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'number' ? value : (readWholeNumber(String(value)) ?? Number.NaN));

export interface ProductFormProps {
  /** The service being edited, or null to add one. */
  product: Product | null;
  categories: readonly Category[];
  categoriesFailed?: boolean;
  onSubmit: (body: CreateProductBody) => Promise<void>;
}

/** Add or edit a service: the contract's own rules check it before anything is sent. */
export function ProductForm({ product, categories, categoriesFailed = false, onSubmit }: ProductFormProps) {
  const schema = product ? updateProductBodySchema : createProductBodySchema;
  const [previewOpen, setPreviewOpen] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({
    defaultValues: valuesOf(product),
    // The contract checks the body the API receives, so map the form's values to it first.
    resolver: async (values, context, options) => {
      const result = await zodResolver(schema)(toProductBody(values) as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });
  const images = useWatch({ control, name: 'image' });
  const subImages = useWatch({ control, name: 'subImages' });
  const pictures = [...images, ...subImages].map((src, index) => ({ src, alt: index < images.length ? 'Ảnh chính' : `Ảnh phụ ${index - images.length + 1}` }));

  const submit = handleSubmit(async (values) => {
    await onSubmit(toProductBody(values));
  });

  return (
    <form noValidate onSubmit={submit} aria-label={product ? `Sửa dịch vụ ${product.name}` : 'Thêm dịch vụ'} className="space-y-6">
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5 md:grid-cols-2">
        <FormField label="Tên dịch vụ" required error={errors.name?.message} className="md:col-span-2">
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField
          label="Danh mục"
          required
          error={errors.category_id?.message ?? (categoriesFailed ? messages.products.managerCategoriesLoadFailed : undefined)}
        >
          <Select placeholder="Chọn danh mục" options={categories.map((c) => ({ value: c._id, label: c.name }))} {...register('category_id')} />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Giá (đồng)" required error={errors.price?.message}>
            <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} {...register('price', { setValueAs: numberOrEmpty })} />
          </FormField>
          <FormField label="Số lượng" required error={errors.quantity?.message}>
            <Input type="number" inputMode="numeric" min={0} step={1} {...register('quantity', { setValueAs: numberOrEmpty })} />
          </FormField>
        </div>
        <FormField label="Mô tả" required error={errors.description?.message} className="md:col-span-2">
          <Textarea minRows={4} maxRows={12} {...register('description')} />
        </FormField>
        <SpecificationsField control={control} register={register} errors={errors.specifications} />
        <FormField label="Ảnh chính" hint="Một ảnh JPEG, PNG, WebP hoặc GIF dưới 5 MB.">
          <Controller control={control} name="image" render={({ field }) => <ImageField multiple={false} value={field.value} onChange={field.onChange} label="Chọn ảnh chính" />} />
        </FormField>
        <FormField label="Ảnh phụ" hint={`Tối đa ${MAX_SUB_IMAGES} ảnh, mỗi ảnh dưới 5 MB.`}>
          <Controller
            control={control}
            name="subImages"
            render={({ field }) => <ImageField multiple maxFiles={MAX_SUB_IMAGES} value={field.value} onChange={field.onChange} label="Chọn ảnh phụ" />}
          />
        </FormField>
      </fieldset>

      <FormActions submitLabel={product ? 'Cập nhật' : 'Thêm dịch vụ'} pending={isSubmitting} onReset={() => reset(valuesOf(product))}>
        <Button type="button" variant="outline" disabled={pictures.length === 0} onClick={() => setPreviewOpen(true)}>
          <Eye aria-hidden="true" />
          Xem trước ảnh
        </Button>
      </FormActions>

      <Dialog open={previewOpen} onOpenChange={setPreviewOpen} title="Xem trước ảnh dịch vụ" size="lg">
        <ImageGallery images={pictures} />
      </Dialog>
    </form>
  );
}
