import type { CashDay } from '../../../contract/cashbook';
import { formatPrice } from '../../../contract/format';
import { cn } from '../../../ui/cn';

export interface CashDaySummaryProps {
  cashDay: CashDay;
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0 rounded-card bg-surface p-3 shadow-card ring-1 ring-line sm:p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className={cn('mt-1 text-lg font-bold break-words text-navy-900 tabular-nums sm:text-2xl', className)}>{value}</dd>
    </div>
  );
}

/** What the drawer held in the morning, what came in and went out, and what it should hold now. */
export function CashDaySummary({ cashDay }: CashDaySummaryProps) {
  return (
    <dl aria-label="Tổng hợp sổ quỹ" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Tồn đầu ngày" value={formatPrice(cashDay.openingBalance)} />
      <Figure label="Tổng thu" value={formatPrice(cashDay.receipts)} className="text-success-ink" />
      <Figure label="Tổng chi" value={formatPrice(cashDay.expenses)} className="text-danger-ink" />
      <Figure label="Tồn cuối ngày" value={formatPrice(cashDay.closingBalance)} />
    </dl>
  );
}
