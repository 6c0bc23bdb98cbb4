import { formatPrice } from '../../contract/format';
import { VAT_RATE_LABELS, type QuoteTotals, type VatRate } from '../../contract/quote-rules';
import { cn } from '../../ui/cn';

export interface QuoteTotalsListProps {
  totals: QuoteTotals;
  vatRate: VatRate;
  /** What the total is of: 'Tổng báo giá', 'Tổng các dòng đồng ý'. */
  label: string;
  className?: string;
}

/** A quote's sums as every screen of it shows them: lines, discount, VAT, total. */
export function QuoteTotalsList({ totals, vatRate, label, className }: QuoteTotalsListProps) {
  return (
    <dl aria-label={label} className={cn('grid gap-1 rounded-control bg-surface-muted p-3 text-sm tabular-nums', className)}>
      <div className="flex justify-between gap-3">
        <dt>Cộng các dòng</dt>
        <dd>{formatPrice(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div className="flex justify-between gap-3">
          <dt>Giảm giá</dt>
          <dd>-{formatPrice(totals.discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3">
        <dt>{VAT_RATE_LABELS[vatRate]}</dt>
        <dd>{formatPrice(totals.vat)}</dd>
      </div>
      <div className="flex justify-between gap-3 text-base font-bold text-navy-900">
        <dt>{label}</dt>
        <dd>{formatPrice(totals.total)}</dd>
      </div>
    </dl>
  );
}
