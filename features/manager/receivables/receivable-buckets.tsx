import { AGEING_BUCKET_LABELS, type Receivables } from '../../../contract/payments';
import { formatPrice } from '../../../contract/format';
import { cn } from '../../../ui/cn';

export interface ReceivableBucketsProps {
  receivables: Pick<Receivables, 'buckets' | 'total'>;
}

/** Each ageing bucket's count and balance, then the total (the server's, which is their sum). */
export function ReceivableBuckets({ receivables }: ReceivableBucketsProps) {
  const count = receivables.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <dl aria-label="Công nợ theo tuổi nợ" className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {receivables.buckets.map((bucket) => (
        <div key={bucket.bucket} className={cn('min-w-0 rounded-card bg-surface p-4 shadow-card ring-1 ring-line', bucket.bucket !== 'current' && bucket.balance > 0 && 'ring-danger-line')}>
          <dt className="text-sm text-ink-muted">{AGEING_BUCKET_LABELS[bucket.bucket]}</dt>
          <dd className="mt-1 text-lg font-bold break-words text-navy-900 tabular-nums">{formatPrice(bucket.balance)}</dd>
          <dd className="text-sm text-ink-muted">{bucket.count} khoản</dd>
        </div>
      ))}
      <div className="col-span-2 min-w-0 rounded-card bg-navy-900 p-4 text-white shadow-card md:col-span-1">
        <dt className="text-sm text-navy-100">Tổng công nợ</dt>
        <dd className="mt-1 text-lg font-bold break-words tabular-nums">{formatPrice(receivables.total)}</dd>
        <dd className="text-sm text-navy-100">{count} khoản</dd>
      </div>
    </dl>
  );
}
