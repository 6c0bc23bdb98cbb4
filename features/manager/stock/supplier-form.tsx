import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { createSupplier, type Supplier } from '../../../contract/parts';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { FormActions } from '../form-actions';

export interface SupplierFormValues {
  name: string;
  phone: string;
  taxCode: string;
  address: string;
  note: string;
}

export type SupplierValues = ParsedBodyOf<typeof createSupplier>;

function valuesOf(supplier: Supplier | null): SupplierFormValues {
  return { name: supplier?.name ?? '', phone: supplier?.phone ?? '', taxCode: supplier?.taxCode ?? '', address: supplier?.address ?? '', note: supplier?.note ?? '' };
}

// The contract's own body schema: the browser refuses what the server would, in the same words.
const resolver = zodResolver(createSupplier.body as never) as unknown as Resolver<SupplierFormValues, unknown, SupplierValues>;

export interface SupplierFormProps {
  /** The supplier being edited, or null to add one. */
  supplier: Supplier | null;
  onSubmit: (body: SupplierValues) => Promise<void>;
}

/** Add or edit a supplier: name, phone, tax code, address, note. */
export function SupplierForm({ supplier, onSubmit }: SupplierFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SupplierFormValues, unknown, SupplierValues>({ defaultValues: valuesOf(supplier), resolver });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (body) => onSubmit(body))}
      aria-label={supplier ? `Sửa nhà cung cấp ${supplier.name}` : 'Thêm nhà cung cấp'}
      className="space-y-6"
    >
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5 md:grid-cols-2">
        <FormField label="Tên nhà cung cấp" required error={errors.name?.message} className="md:col-span-2">
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label="Số điện thoại" hint="Di động hoặc số bàn, ví dụ 028 3812 3456." error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
        </FormField>
        <FormField label="Mã số thuế" hint="10 chữ số, hoặc dạng 0123456789-001." error={errors.taxCode?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('taxCode')} />
        </FormField>
        <FormField label="Địa chỉ" error={errors.address?.message} className="md:col-span-2">
          <Input autoComplete="off" {...register('address')} />
        </FormField>
        <FormField label="Ghi chú" error={errors.note?.message} className="md:col-span-2">
          <Textarea minRows={2} maxRows={8} {...register('note')} />
        </FormField>
      </fieldset>
      <FormActions submitLabel={supplier ? 'Cập nhật' : 'Thêm nhà cung cấp'} pending={isSubmitting} onReset={() => reset(valuesOf(supplier))} />
    </form>
  );
}
