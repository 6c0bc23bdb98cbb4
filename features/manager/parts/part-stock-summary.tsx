import { TriangleAlert } from 'lucide-react';
import { branchOf } from '../../../contract/garage';
import type { PartStock } from '../../../contract/parts';
import { Badge } from '../../../ui/badge';
import { cn } from '../../../ui/cn';

export interface PartStockSummaryProps {
  stock: PartStock;
  unit: string;
  /** Names the branch above the figures (the form); the table's column header already does. */
  showBranch?: boolean;
  className?: string;
}

/** One branch's stock: on hand, held for quotes, still usable, the reorder point, and a warning when it is reached. */
export function PartStockSummary({ stock, unit, showBranch = false, className }: PartStockSummaryProps) {
  const branch = branchOf(stock.branch)?.shortName ?? stock.branch;
  const figures: Array<[string, number]> = [
    ['Có', stock.onHand],
    ['Giữ cho báo giá', stock.reserved],
    ['Còn dùng được', stock.available],
    ['Mức đặt lại', stock.reorderPoint],
  ];
  return (
    <div className={cn('min-w-44 space-y-1.5', className)} aria-label={`Tồn kho ${branch}`} role="group">
      {showBranch ? <p className="font-semibold text-navy-900">{branch}</p> : null}
      <dl className="grid grid-cols-[auto_auto] justify-between gap-x-3 gap-y-0.5 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className={cn('text-right tabular-nums', label === 'Còn dùng được' && 'font-semibold text-navy-900')}>
              {value} {unit}
            </dd>
          </div>
        ))}
      </dl>
      {stock.low ? (
        <Badge tone="red" size="sm">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          Sắp hết hàng
        </Badge>
      ) : null}
    </div>
  );
}
