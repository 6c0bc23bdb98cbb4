import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { ParsedBodyOf } from '../../../contract/endpoint';
import { CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { createPart, updatePart, type Part } from '../../../contract/parts';
import { groupTypedWholeNumber, writeNumber } from '../../../contract/typed-number-rules';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { FormActions } from '../form-actions';
import { PartStockSummary } from './part-stock-summary';

/** What the form holds: numbers as typed ('200.000'), read by the contract's own rules. */
export interface PartFormValues {
  sku: string;
  name: string;
  brand: string;
  unit: string;
  salePrice: string;
  costPrice: string;
  reorderPoints: Array<{ branch: BranchId; reorderPoint: string }>;
  /** The shop's service this part is sold as ('' for none). */
  productId: string;
}

/** A service of the shop the part may be sold as. */
export interface ShopChoice {
  _id: string;
  name: string;
}

export type PartCreateValues = ParsedBodyOf<typeof createPart>;
export type PartUpdateValues = ParsedBodyOf<typeof updatePart>;

function valuesOf(part: Part | null): PartFormValues {
  return {
    sku: part?.sku ?? '',
    name: part?.name ?? '',
    brand: part?.brand ?? '',
    unit: part?.unit ?? 'cái',
    salePrice: part ? writeNumber(part.salePrice) : '',
    costPrice: part ? writeNumber(part.costPrice) : '',
    reorderPoints: CITY_BRANCHES.map(({ id }) => ({ branch: id, reorderPoint: String(part?.stock.find((stock) => stock.branch === id)?.reorderPoint ?? 0) })),
    productId: part?.productId ?? '',
  };
}

/** The body the API takes; an edit carries what the form does not show (archived, the version read). */
function bodyOf(values: PartFormValues, part: Part | null) {
  const { costPrice, productId, ...rest } = values;
  const linked = productId || null;
  if (part) return { ...rest, productId: linked, archived: part.archived, version: part.version };
  // The optional cost left empty is no cost at all (the contract reads '' as a number that is missing).
  return { ...rest, costPrice: costPrice.trim() === '' ? undefined : costPrice, productId: linked };
}

export interface PartFormProps {
  /** The part being edited, or null to add one. */
  part: Part | null;
  /** The shop's services, for 'Bán trên cửa hàng'; while they load only the part's own link shows. */
  shopChoices?: readonly ShopChoice[];
  onSubmit: (body: PartCreateValues | PartUpdateValues) => Promise<void>;
}

/** Add or edit a part: the contract's rules check it (and read '200.000' as 200,000) before anything is sent. */
export function PartForm({ part, shopChoices = [], onSubmit }: PartFormProps) {
  const schema = part ? updatePart.body : createPart.body;
  // The contract checks the body the API receives: map the form's values to it, and submit what it parsed.
  const resolver: Resolver<PartFormValues, unknown, PartCreateValues | PartUpdateValues> = (values, context, options) =>
    zodResolver(schema as never)(bodyOf(values, part) as never, context, options as never) as never;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PartFormValues, unknown, PartCreateValues | PartUpdateValues>({ defaultValues: valuesOf(part), resolver });

  const submit = handleSubmit(async (body) => {
    await onSubmit(body);
  });

  return (
    <form noValidate onSubmit={submit} aria-label={part ? `Sửa phụ tùng ${part.name}` : 'Thêm phụ tùng'} className="space-y-6">
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5 md:grid-cols-2">
        <FormField label="Mã phụ tùng (SKU)" required hint="Chữ không dấu, số, dấu gạch; ví dụ BD-01." error={errors.sku?.message}>
          <Input autoComplete="off" className="font-mono uppercase" {...register('sku')} />
        </FormField>
        <FormField label="Tên phụ tùng" required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label="Hãng" error={errors.brand?.message}>
          <Input autoComplete="off" {...register('brand')} />
        </FormField>
        <FormField label="Đơn vị tính" required hint="Ví dụ: cái, bộ, lít." error={errors.unit?.message}>
          <Input autoComplete="off" {...register('unit')} />
        </FormField>
        <FormField label="Giá bán (đồng)" required error={errors.salePrice?.message}>
          <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} {...register('salePrice')} />
        </FormField>
        {part ? (
          <FormField label="Giá vốn (đồng)" hint="Bình quân các lần nhập hàng; đổi theo đơn nhập.">
            <Input readOnly value={writeNumber(part.costPrice)} />
          </FormField>
        ) : (
          <FormField label="Giá vốn ban đầu (đồng)" hint="Không bắt buộc; sau đó là bình quân các lần nhập hàng." error={errors.costPrice?.message}>
            <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} {...register('costPrice')} />
          </FormField>
        )}
        <FormField
          label="Bán trên cửa hàng"
          hint="Dịch vụ của cửa hàng bán phụ tùng này: số lượng của dịch vụ là số còn dùng được ở hai chi nhánh."
          error={errors.productId?.message}
          className="md:col-span-2"
        >
          <Select
            options={[
              { value: '', label: 'Không bán lẻ' },
              ...(part?.productId && !shopChoices.some((choice) => choice._id === part.productId) ? [{ value: part.productId, label: 'Dịch vụ đang liên kết' }] : []),
              ...shopChoices.map((choice) => ({ value: choice._id, label: choice.name })),
            ]}
            {...register('productId')}
          />
        </FormField>
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2 md:col-span-2">
          <legend className="mb-2 font-semibold text-navy-900">Mức đặt hàng lại từng chi nhánh</legend>
          {CITY_BRANCHES.map((branch, index) => (
            <FormField
              key={branch.id}
              label={`Mức đặt lại ${branch.shortName}`}
              hint="Còn dùng được bằng hoặc dưới mức này là sắp hết hàng."
              error={errors.reorderPoints?.[index]?.reorderPoint?.message}
            >
              <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} {...register(`reorderPoints.${index}.reorderPoint`)} />
            </FormField>
          ))}
        </fieldset>
        {part ? (
          <section aria-label="Tồn kho từng chi nhánh" className="grid gap-4 rounded-card bg-surface-muted p-4 ring-1 ring-line sm:grid-cols-2 md:col-span-2">
            {part.stock.map((stock) => (
              <PartStockSummary key={stock.branch} stock={stock} unit={part.unit} showBranch />
            ))}
          </section>
        ) : null}
      </fieldset>

      <FormActions submitLabel={part ? 'Cập nhật' : 'Thêm phụ tùng'} pending={isSubmitting} onReset={() => reset(valuesOf(part))} />
    </form>
  );
}
