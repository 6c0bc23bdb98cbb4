import type { ReactNode } from 'react';
import { Check, PackageX, X } from 'lucide-react';
import { formatPrice } from '../../contract/format';
import { format, messages } from '../../contract/messages';
import { QUOTE_LINE_KIND_LABELS } from '../../contract/quote-rules';
import type { QuoteLine } from '../../contract/repair-quotes';
import { Badge } from '../../ui/badge';

export interface QuoteLineListProps {
  lines: readonly QuoteLine[];
  /** The inspection's points by id, to name the one a line answers. */
  pointLabels?: ReadonlyMap<string, string>;
  label: string;
  /** What staff may do about a line (order a part the branch lacks); nothing on the customer's pages. */
  lineAction?: (line: QuoteLine) => ReactNode;
}

const quantityText = (line: QuoteLine) => `${line.quantity.toLocaleString('vi-VN')} ${line.kind === 'labour' ? 'giờ' : ''}`.trim();

/** Warranty terms as the invoice prints them: '6 tháng hoặc 10.000 km'. */
export function warrantyText(line: Pick<QuoteLine, 'warrantyMonths' | 'warrantyKm'>): string | null {
  const parts = [line.warrantyMonths ? `${line.warrantyMonths} tháng` : null, line.warrantyKm ? `${line.warrantyKm.toLocaleString('vi-VN')} km` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' hoặc ') : null;
}

/**
 * A quote's lines, read-only: what, how many at what price, the warranty, and the customer's
 * answer once given; a part they approved that the stock could not cover waits for stock
 * ('Chờ hàng', with the units left), out of the totals, on the customer's page and staff's alike.
 */
export function QuoteLineList({ lines, pointLabels, label, lineAction }: QuoteLineListProps) {
  return (
    <ol aria-label={label} className="divide-y divide-line rounded-control ring-1 ring-line">
      {lines.map((line) => {
        const warranty = warrantyText(line);
        const point = line.inspectionPointId ? pointLabels?.get(line.inspectionPointId) : undefined;
        return (
          <li key={line._id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3 text-sm">
            <div className="min-w-0 flex-1 basis-56 space-y-1">
              <p className="font-semibold break-words text-ink">{line.description}</p>
              <p className="text-ink-muted">
                {QUOTE_LINE_KIND_LABELS[line.kind]} · {quantityText(line)} x {formatPrice(line.unitPrice)}
                {warranty ? ` · Bảo hành ${warranty}` : ''}
              </p>
              {point ? <p className="text-ink-muted">Theo kiểm tra: {point}</p> : null}
              {line.stockLeft !== null ? <p className="font-semibold text-danger-ink">{format(messages.quotes.lineWaitingStock, { n: line.stockLeft })}</p> : null}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-bold text-ink tabular-nums">{formatPrice(line.lineTotal)}</span>
              {line.stockLeft !== null ? (
                <Badge tone="orange" size="sm">
                  <PackageX aria-hidden="true" className="size-3.5" />
                  {messages.quotes.waitingStock}
                </Badge>
              ) : line.approved === true ? (
                <Badge tone="green" size="sm">
                  <Check aria-hidden="true" className="size-3.5" />
                  Đồng ý
                </Badge>
              ) : line.approved === false ? (
                <Badge tone="red" size="sm">
                  <X aria-hidden="true" className="size-3.5" />
                  Từ chối
                </Badge>
              ) : null}
              {lineAction?.(line)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
