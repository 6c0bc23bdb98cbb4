import { Skeleton } from '../../ui/skeleton';

export interface ProductGridSkeletonProps {
  count?: number;
  label?: string;
}

/** Card-shaped placeholders while services load, so the page does not jump when they arrive. */
export function ProductGridSkeleton({ count = 8, label = 'Đang tải...' }: ProductGridSkeletonProps) {
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-card bg-surface ring-1 ring-line">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton shape="text" className="h-3 w-1/3" />
            <Skeleton shape="text" className="w-4/5" />
            <Skeleton shape="text" className="h-3" />
            <Skeleton shape="text" className="h-5 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
