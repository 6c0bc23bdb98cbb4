import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole, Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { refusalText } from '../../../contract/client';
import { formatPrice } from '../../../contract/format';
import { branchOf, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { pricingBodySchema, type Pricing, type PricingBody } from '../../../contract/service-packages';
import { groupTypedWholeNumber, readDecimalNumber, readWholeNumber, writeNumber } from '../../../contract/typed-number-rules';
import { DEFAULT_LABOUR_RATE, markedUpPrice } from '../../../contract/workshop-rules';
import { useUpdatePricing } from '../../../entities/service-package/update-pricing';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';
import { fieldRefusals } from './field-refusals';

/** Bands in a table, at most (the contract's limit). */
const MAX_BANDS = 10;

export interface PricingFormValues {
  labourRates: Array<{ branch: BranchId; rate: string }>;
  /** The last band's `upTo` stays '': 'trở lên'. */
  markupBands: Array<{ upTo: string; percent: string }>;
}

function valuesOf(pricing: Pricing): PricingFormValues {
  return {
    labourRates: pricing.labourRates.map((rate) => ({ branch: rate.branch, rate: writeNumber(rate.rate) })),
    markupBands: pricing.markupBands.map((band) => ({ upTo: band.upTo === null ? '' : writeNumber(band.upTo), percent: writeNumber(band.percent) })),
  };
}

// The contract's own body schema: the browser refuses what the server would, in the same words.
const resolver = zodResolver(pricingBodySchema as never) as unknown as Resolver<PricingFormValues, unknown, PricingBody>;

/** The bands as typed, those the price rule can read, for the try-out line. */
const readBands = (bands: PricingFormValues['markupBands']) =>
  bands.flatMap((band, index) => {
    const percent = readDecimalNumber(band.percent);
    const upTo = index === bands.length - 1 ? null : readWholeNumber(band.upTo);
    return percent === null || (index < bands.length - 1 && upTo === null) ? [] : [{ upTo, percent }];
  });

export interface PricingFormProps {
  pricing: Pricing;
  /** A master saves; an admin reads the same figures. */
  isMaster: boolean;
}

/**
 * 'Đơn giá': each branch's labour rate per hour (typed '250.000') and the parts markup by cost
 * band ('đến … đ → %', the last band 'trở lên'), from which a package's lines are priced.
 */
export function PricingForm({ pricing, isMaster }: PricingFormProps) {
  const toast = useToast();
  const { trigger } = useUpdatePricing();
  const [tryCost, setTryCost] = useState('');
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PricingFormValues, unknown, PricingBody>({ defaultValues: valuesOf(pricing), resolver });
  const bandFields = useFieldArray({ control, name: 'markupBands' });
  const bands = useWatch({ control, name: 'markupBands' });

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await trigger(body);
      reset(valuesOf(saved));
      toast.success(messages.packages.pricingSaved);
    } catch (error) {
      const named = fieldRefusals(error);
      if (named.length > 0) named.forEach((refusal, index) => setError(refusal.path as never, { message: refusal.message }, { shouldFocus: index === 0 }));
      else toast.error(refusalText(error, messages.packages.pricingSaveFailed));
    }
  });

  const bandsError = errors.markupBands as ({ message?: string; root?: { message?: string } } & Record<number, { upTo?: { message?: string }; percent?: { message?: string } }>) | undefined;
  const bandsMessage = bandsError?.message ?? bandsError?.root?.message;
  const cost = readWholeNumber(tryCost);
  const readable = readBands(bands);

  return (
    <form noValidate aria-label="Đơn giá giờ công và bảng lợi nhuận phụ tùng" onSubmit={(event) => void submit(event)} className="space-y-6">
      {isMaster ? null : (
        <p className="flex items-start gap-2 rounded-control bg-info-soft p-3 text-sm text-info-ink ring-1 ring-info-line">
          <LockKeyhole aria-hidden="true" className="size-5 shrink-0" />
          {messages.packages.masterOnly}
        </p>
      )}
      <fieldset disabled={!isMaster || isSubmitting} className="min-w-0 space-y-6">
        <section aria-labelledby="labour-rates-title" className="space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
          <h2 id="labour-rates-title" className="text-lg font-bold text-navy-900">
            Đơn giá giờ công
          </h2>
          <div className="grid min-w-0 gap-4 sm:grid-cols-2">
            {pricing.labourRates.map((rate, index) => (
              <FormField
                key={rate.branch}
                label={`${branchOf(rate.branch)?.name ?? rate.branch} (đồng/giờ)`}
                required
                hint={rate.own ? undefined : `Đang dùng mức chung ${formatPrice(DEFAULT_LABOUR_RATE)}.`}
                error={errors.labourRates?.[index]?.rate?.message}
              >
                <FormattedInput inputMode="numeric" autoComplete="off" format={groupTypedWholeNumber} {...register(`labourRates.${index}.rate`)} />
              </FormField>
            ))}
          </div>
        </section>
        <section aria-labelledby="markup-bands-title" className="space-y-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
          <h2 id="markup-bands-title" className="text-lg font-bold text-navy-900">
            Bảng lợi nhuận phụ tùng
          </h2>
          <p className="text-sm text-ink-muted">Giá bán = giá vốn cộng tỷ lệ lợi nhuận của mức giá vốn đó, làm tròn lên nghìn đồng. Nhân viên vẫn sửa được giá trong báo giá.</p>
          {bandsMessage ? (
            <p role="alert" className="text-sm font-semibold text-danger-ink">
              {bandsMessage}
            </p>
          ) : null}
          <ol aria-label="Các mức giá vốn" className="max-w-2xl space-y-3">
            {bandFields.fields.map((field, index) => {
              const last = index === bandFields.fields.length - 1;
              const previous = readWholeNumber(bands[index - 1]?.upTo ?? '');
              const error = bandsError?.[index];
              return (
                <li key={field.id} aria-label={`Mức ${index + 1}`} className="flex min-w-0 flex-wrap items-end gap-3 rounded-control p-3 ring-1 ring-line">
                  {last ? (
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="text-sm font-semibold text-ink">Giá vốn</p>
                      <p className="mt-1.5 py-2 text-sm text-ink">{index === 0 ? 'Mọi mức giá vốn' : previous === null ? 'Trên mức trước, trở lên' : `Trên ${formatPrice(previous)} trở lên`}</p>
                    </div>
                  ) : (
                    <FormField label="Giá vốn đến (đồng)" required error={error?.upTo?.message} className="min-w-0 flex-1 basis-48">
                      <FormattedInput inputMode="numeric" autoComplete="off" format={groupTypedWholeNumber} {...register(`markupBands.${index}.upTo`)} />
                    </FormField>
                  )}
                  <FormField label="Lợi nhuận (%)" required error={error?.percent?.message} className="w-32">
                    <Input inputMode="decimal" autoComplete="off" {...register(`markupBands.${index}.percent`)} />
                  </FormField>
                  {isMaster && !last ? (
                    <Button type="button" variant="outline" size="icon" aria-label={`Xóa mức ${index + 1}`} onClick={() => bandFields.remove(index)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {isMaster ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={bandFields.fields.length >= MAX_BANDS}
              onClick={() => bandFields.insert(Math.max(0, bandFields.fields.length - 1), { upTo: '', percent: '' })}
            >
              <Plus aria-hidden="true" />
              Thêm mức
            </Button>
          ) : null}
          <div className="grid min-w-0 gap-3 rounded-control bg-surface-muted p-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:items-end">
            <FormField label="Thử với giá vốn (đồng)">
              <FormattedInput inputMode="numeric" autoComplete="off" format={groupTypedWholeNumber} value={tryCost} onChange={(event) => setTryCost(event.target.value)} />
            </FormField>
            <p aria-live="polite" className="py-2 text-sm">
              {cost !== null && cost > 0 && readable.length === bands.length ? (
                <>
                  Giá bán <strong className="tabular-nums">{formatPrice(markedUpPrice(cost, readable))}</strong>
                </>
              ) : (
                <span className="text-ink-muted">Nhập giá vốn để xem giá bán theo bảng đang nhập.</span>
              )}
            </p>
          </div>
        </section>
      </fieldset>
      {isMaster ? (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={isSubmitting} pendingLabel="Đang lưu...">
            <Save aria-hidden="true" />
            Lưu đơn giá
          </Button>
          <Button type="button" variant="outline" disabled={isSubmitting || !isDirty} onClick={() => reset(valuesOf(pricing))}>
            Đặt lại
          </Button>
        </div>
      ) : null}
    </form>
  );
}
