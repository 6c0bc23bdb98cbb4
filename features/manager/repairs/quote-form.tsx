import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { refusalText } from '../../../contract/client';
import { formatPrice } from '../../../contract/format';
import { INSPECTION_STATUS_LABELS } from '../../../contract/inspection-rules';
import type { BranchId } from '../../../contract/garage';
import type { Inspection } from '../../../contract/inspections';
import { format, messages } from '../../../contract/messages';
import { lineTotal, QUOTE_LINE_KIND_LABELS, QUOTE_LINE_KINDS, QUOTE_MAX_LINES, quoteTotals, VAT_RATE_LABELS, VAT_RATES, type VatRate } from '../../../contract/quote-rules';
import { saveQuoteBodySchema, type Quote } from '../../../contract/repair-quotes';
import type { PricedPackageLine } from '../../../contract/service-packages';
import { groupTypedWholeNumber, readDecimalNumber, readWholeNumber, writeNumber } from '../../../contract/typed-number-rules';
import { useSaveQuote } from '../../../entities/repair/save-quote';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { FormattedInput } from '../../../ui/formatted-input';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { PackagePicker } from './package-picker';

/** A line as its inputs hold it: numbers as typed, checked by the contract's schema on submit. */
interface LineValues {
  /** The saved line's id, sent back so the line keeps it (and its technician and clock); null for a new line. */
  _id: string | null;
  kind: string;
  productId: string;
  partId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  inspectionPointId: string;
  warrantyMonths: string;
  warrantyKm: string;
  /** Said under the line, not sent: a package's part without a cost, priced 0. */
  note: string;
}

export interface QuoteFormValues {
  lines: LineValues[];
  discount: string;
  vatRate: string;
}

/**
 * What a part line may take: a part of the parts store ('part:<id>', its stock at the job's
 * branch) or a service of the shop ('product:<id>', its own count), with its price.
 */
export interface QuotePart {
  key: string;
  /** The line's description when picked. */
  name: string;
  /** What the list shows. */
  label: string;
  price: number;
  /** What can be held now: the part's available stock at the job's branch, or the service's count. */
  available: number;
}

/** The picker's value of a line: its part, or its service, or '' (written by hand). */
const pickedKey = (line: Pick<LineValues, 'partId' | 'productId'>) => (line.partId ? `part:${line.partId}` : line.productId ? `product:${line.productId}` : '');

const blankLine = (kind = 'labour'): LineValues => ({
  _id: null,
  kind,
  productId: '',
  partId: '',
  description: '',
  quantity: '1',
  unitPrice: '',
  inspectionPointId: '',
  warrantyMonths: '',
  warrantyKm: '',
  note: '',
});

const asText = (value: number | null) => (value === null ? '' : writeNumber(value));

/** The editor starts from the quote as saved, or from the inspection's urgent points when there is none. */
export function quoteFormDefaults(quote: Quote | null, inspection: Inspection | null): QuoteFormValues {
  if (quote) {
    return {
      lines: quote.lines.map((line) => ({
        _id: line._id,
        kind: line.kind,
        productId: line.partId ? '' : (line.productId ?? ''),
        partId: line.partId ?? '',
        description: line.description,
        quantity: writeNumber(line.quantity),
        unitPrice: writeNumber(line.unitPrice),
        inspectionPointId: line.inspectionPointId ?? '',
        warrantyMonths: asText(line.warrantyMonths),
        warrantyKm: asText(line.warrantyKm),
        note: '',
      })),
      discount: writeNumber(quote.totals.discount),
      vatRate: String(quote.vatRate),
    };
  }
  const urgent = inspection?.points.filter((point) => point.status === 'urgent') ?? [];
  return {
    lines: urgent.length > 0 ? urgent.map((point) => ({ ...blankLine('part'), description: point.label, inspectionPointId: point.id })) : [blankLine()],
    discount: '0',
    vatRate: '10',
  };
}

const formSchema = saveQuoteBodySchema.omit({ version: true });

/** Numbers read as the server will read them ('200.000', '1,5'), 0 where nothing readable is there yet: the running totals while staff type. */
const typedQuantity = (value: string) => readDecimalNumber(value) ?? 0;
const typedAmount = (value: string) => readWholeNumber(value) ?? 0;

/** A package's priced line as an editor line, every field still editable. */
const packageLine = (line: PricedPackageLine): LineValues => ({
  ...blankLine(line.kind),
  partId: line.partId ?? '',
  description: line.description,
  quantity: writeNumber(line.quantity),
  unitPrice: writeNumber(line.unitPrice),
  note: line.note ?? '',
});

export interface QuoteFormProps {
  id: string;
  repairId: string;
  /** The job's branch: a package is priced at its labour rate. */
  branch: BranchId;
  quote: Quote | null;
  inspection: Inspection | null;
  parts: readonly QuotePart[];
  /** The job's branch, named where a part's stock is said. */
  branchName: string;
  onPendingChange: (pending: boolean) => void;
  onSaved: () => void;
}

/**
 * The quote editor: lines of parts (picked from the catalogue with its price, or written by
 * hand), labour (hours x rate) and other, each with a warranty and the inspection point it
 * answers; discount and VAT. The totals show as staff type, from the same rules the server
 * applies when it stores them.
 */
export function QuoteForm({ id, repairId, branch, quote, inspection, parts, branchName, onPendingChange, onSaved }: QuoteFormProps) {
  const toast = useToast();
  const save = useSaveQuote();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<QuoteFormValues>({
    defaultValues: quoteFormDefaults(quote, inspection),
    resolver: zodResolver(formSchema) as unknown as Resolver<QuoteFormValues>,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const discount = useWatch({ control, name: 'discount' });
  const vatRate = Number(useWatch({ control, name: 'vatRate' })) as VatRate;
  const totals = quoteTotals(
    lines.map((line) => ({ quantity: typedQuantity(line.quantity), unitPrice: typedAmount(line.unitPrice) })),
    typedAmount(discount),
    (VAT_RATES as readonly number[]).includes(vatRate) ? vatRate : 0,
  );
  const points = inspection?.points.filter((point) => point.status !== 'good') ?? [];
  const partOptions = [
    { value: '', label: 'Ghi tay (không lấy từ kho)' },
    ...parts.map((part) => ({ value: part.key, label: `${part.label} · ${formatPrice(part.price)} · ${part.key.startsWith('part:') ? `còn ${part.available} ở ${branchName}` : `còn ${part.available}`}` })),
  ];
  const pointOptions = [{ value: '', label: 'Không gắn' }, ...points.map((point) => ({ value: point.id, label: `${point.label} (${INSPECTION_STATUS_LABELS[point.status]})` }))];

  const pickPart = (index: number, key: string) => {
    const [kind, itemId = ''] = key.split(':');
    setValue(`lines.${index}.partId`, kind === 'part' ? itemId : '');
    setValue(`lines.${index}.productId`, kind === 'product' ? itemId : '');
    const part = parts.find((item) => item.key === key);
    if (!part) return;
    setValue(`lines.${index}.kind`, 'part');
    setValue(`lines.${index}.description`, part.name, { shouldValidate: true });
    setValue(`lines.${index}.unitPrice`, writeNumber(part.price), { shouldValidate: true });
  };

  const submit = handleSubmit(async (values) => {
    onPendingChange(true);
    try {
      await save.trigger({ id: repairId, body: { ...values, version: quote?.version ?? 0 } as never });
      toast.success(messages.quotes.saved);
      onSaved();
    } catch (error) {
      toast.error(refusalText(error, messages.quotes.saveFailed));
    } finally {
      onPendingChange(false);
    }
  });

  const lineErrors = errors.lines;
  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {typeof lineErrors?.message === 'string' ? (
        <p role="alert" className="text-sm font-semibold text-danger-ink">
          {lineErrors.message}
        </p>
      ) : null}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const line = lines[index] ?? field;
          const error = lineErrors?.[index];
          const total = lineTotal(typedQuantity(line.quantity), typedAmount(line.unitPrice));
          const part = line.kind === 'part' ? parts.find((item) => item.key === pickedKey(line)) : undefined;
          // Said while typing: the answer would be refused for this line (the part is held at the job's branch when approved).
          const short = part !== undefined && typedQuantity(line.quantity) > part.available;
          return (
            <li key={field.id} className="space-y-3 rounded-control p-3 ring-1 ring-line" aria-label={`Dòng ${index + 1}`}>
              <div className="grid gap-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
                <FormField label="Loại" error={error?.kind?.message}>
                  <Select options={QUOTE_LINE_KINDS.map((kind) => ({ value: kind, label: QUOTE_LINE_KIND_LABELS[kind] }))} {...register(`lines.${index}.kind`)} />
                </FormField>
                <FormField label="Nội dung" required error={error?.description?.message}>
                  <Input {...register(`lines.${index}.description`)} />
                </FormField>
              </div>
              {line.note ? (
                <p className="rounded-control bg-warning-soft px-3 py-2 text-sm text-warning-ink ring-1 ring-warning-line">{line.note}</p>
              ) : null}
              {line.kind === 'part' ? (
                <FormField label="Phụ tùng trong kho" hint="Chọn để lấy tên và giá; phần đã duyệt được giữ trong kho.">
                  <Select options={partOptions} value={pickedKey(line)} onChange={(event) => pickPart(index, event.target.value)} />
                </FormField>
              ) : null}
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <FormField
                  label={line.kind === 'labour' ? 'Số giờ' : 'Số lượng'}
                  required
                  error={error?.quantity?.message}
                  hint={short ? format(messages.quotes.stockHint, { n: part.available }) : undefined}
                >
                  <Input inputMode="decimal" {...register(`lines.${index}.quantity`)} />
                </FormField>
                <FormField label={line.kind === 'labour' ? 'Đơn giá mỗi giờ (đ)' : 'Đơn giá (đ)'} required error={error?.unitPrice?.message}>
                  <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} {...register(`lines.${index}.unitPrice`)} />
                </FormField>
                <FormField label="Bảo hành (tháng)" error={error?.warrantyMonths?.message}>
                  <Input inputMode="numeric" {...register(`lines.${index}.warrantyMonths`)} />
                </FormField>
                <FormField label="Bảo hành (km)" error={error?.warrantyKm?.message}>
                  <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} {...register(`lines.${index}.warrantyKm`)} />
                </FormField>
              </div>
              <div className="flex flex-wrap items-end justify-between gap-3">
                {points.length > 0 ? (
                  <FormField label="Theo hạng mục kiểm tra" className="min-w-0 grow sm:max-w-sm">
                    <Select options={pointOptions} {...register(`lines.${index}.inspectionPointId`)} />
                  </FormField>
                ) : null}
                <p className="text-sm text-ink-muted">
                  Thành tiền <span className="font-bold text-ink tabular-nums">{formatPrice(total)}</span>
                </p>
                <Button type="button" variant="outline" size="sm" disabled={fields.length === 1} onClick={() => remove(index)} aria-label={`Xóa dòng ${index + 1}`}>
                  <Trash2 aria-hidden="true" />
                  Xóa dòng
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {QUOTE_LINE_KINDS.map((kind) => (
          <Button key={kind} type="button" variant="outline" size="sm" disabled={fields.length >= QUOTE_MAX_LINES} onClick={() => append(blankLine(kind))}>
            <Plus aria-hidden="true" />
            Thêm {QUOTE_LINE_KIND_LABELS[kind].toLowerCase()}
          </Button>
        ))}
      </div>
      <PackagePicker branch={branch} room={QUOTE_MAX_LINES - fields.length} onPicked={(_pack, priced) => append(priced.map(packageLine))} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Giảm giá (đ)" error={errors.discount?.message}>
          <FormattedInput inputMode="numeric" format={groupTypedWholeNumber} {...register('discount')} />
        </FormField>
        <FormField label="Thuế VAT" error={errors.vatRate?.message}>
          <Select options={VAT_RATES.map((rate) => ({ value: String(rate), label: VAT_RATE_LABELS[rate] }))} {...register('vatRate')} />
        </FormField>
      </div>
      <dl aria-label="Tổng báo giá" className="grid gap-1 rounded-control bg-surface-muted p-3 text-sm tabular-nums">
        <div className="flex justify-between gap-3">
          <dt>Cộng các dòng</dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Giảm giá</dt>
          <dd>-{formatPrice(totals.discount)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{VAT_RATE_LABELS[(VAT_RATES as readonly number[]).includes(vatRate) ? vatRate : 0]}</dt>
          <dd>{formatPrice(totals.vat)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-bold text-navy-900">
          <dt>Tổng cộng</dt>
          <dd>{formatPrice(totals.total)}</dd>
        </div>
      </dl>
    </form>
  );
}
