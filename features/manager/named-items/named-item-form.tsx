import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { FormActions } from '../form-actions';

export interface NamedItem {
  _id: string;
  name: string;
  createdAt: string;
}

export interface NamedItemBody {
  name: string;
}

export interface NamedItemFormProps {
  /** The row being edited, or null to add one. */
  item: NamedItem | null;
  /** What is added: 'danh mục' gives 'Thêm danh mục'. */
  noun: string;
  /** The field's label: 'Tên danh mục'. */
  nameLabel: string;
  /** The contract's body schema: its own message when the name is missing. */
  schema: z.ZodType<NamedItemBody, NamedItemBody>;
  onSubmit: (body: NamedItemBody) => Promise<void>;
}

/** Adds or renames a category-like row: one required name, checked by the contract before anything is sent. */
export function NamedItemForm({ item, noun, nameLabel, schema, onSubmit }: NamedItemFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NamedItemBody>({ defaultValues: { name: item?.name ?? '' }, resolver: zodResolver(schema) });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => onSubmit(body))}
      aria-label={item ? `Sửa ${noun} ${item.name}` : `Thêm ${noun}`}
      className="max-w-xl space-y-6 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6"
    >
      <fieldset disabled={isSubmitting} className="min-w-0">
        <FormField label={nameLabel} required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
      </fieldset>
      <FormActions submitLabel={item ? 'Cập nhật' : `Thêm ${noun}`} pending={isSubmitting} onReset={() => reset({ name: item?.name ?? '' })} />
    </form>
  );
}
