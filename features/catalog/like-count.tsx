import { Heart } from 'lucide-react';
import { cn } from '../../ui/cn';
import { useLikeCount } from '../../entities/like/get-like-count';

export interface LikeCountProps {
  productId: string;
  className?: string;
}

/** How many visitors liked a service; a failed count reads as 0, as the deployed client shows it. */
export function LikeCount({ productId, className }: LikeCountProps) {
  const { data, error, isLoading } = useLikeCount(productId);
  const count = error ? 0 : data;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-semibold text-ink-muted', className)}>
      <Heart aria-hidden="true" className="size-4 text-brand-600" />
      {isLoading || count === undefined ? (
        <span className="sr-only">Đang tải lượt thích</span>
      ) : (
        <>
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{count} lượt thích</span>
        </>
      )}
    </span>
  );
}
