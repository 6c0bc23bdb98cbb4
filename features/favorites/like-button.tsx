import { Heart } from 'lucide-react';
import { useState } from 'react';
import { messages } from '../../contract/messages';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { useToast } from '../../ui/toast';
import { actionErrorMessage } from './action-error';
import { useLikeCount } from '../../entities/like/get-like-count';
import { useLiked } from '../../entities/like/get-liked';
import { useLikeProduct } from '../../entities/like/like-product';
import { useUnlikeProduct } from '../../entities/like/unlike-product';

export interface LikeButtonProps {
  productId: string;
  /** Names the button for screen readers: 'Thích Thay dầu phanh'. */
  productName?: string;
  /** The signed-in account; a visitor without one is asked to sign in instead. */
  accountId?: string;
  /** Opens the login dialog when a visitor tries to like. */
  onRequireLogin?: () => void;
  /** Already known to be liked (the favourites list), so the status is not asked again. */
  liked?: boolean;
  /** Where the button sits: the favourites page reports failures in its own words. */
  context?: 'catalog' | 'favorites';
  size?: 'sm' | 'md';
  className?: string;
}

/** A heart with the like count that likes or unlikes a service for the signed-in customer. */
export function LikeButton({
  productId,
  productName,
  accountId,
  onRequireLogin,
  liked: knownLiked,
  context = 'catalog',
  size = 'sm',
  className,
}: LikeButtonProps) {
  const toast = useToast();
  const count = useLikeCount(productId);
  const status = useLiked(accountId, productId, knownLiked);
  const like = useLikeProduct();
  const unlike = useUnlikeProduct();
  const [pending, setPending] = useState(false);

  // A failed status or count reads as "not liked" and 0, as the deployed client shows them.
  const liked = accountId ? (status.error ? false : (status.data ?? false)) : false;
  const shownCount = count.error ? 0 : count.data;
  const checking = Boolean(accountId) && status.isLoading;

  const toggle = async () => {
    if (!accountId) {
      toast.warning(messages.favorites.loginToLike);
      onRequireLogin?.();
      return;
    }
    if (pending || checking) return;
    setPending(true);
    try {
      if (liked) {
        const message = await unlike(accountId, productId);
        toast.success(message || messages.favorites.unliked);
      } else {
        await like(accountId, productId);
        toast.success(context === 'favorites' ? messages.favorites.likedProduct : messages.favorites.likedService);
      }
    } catch (error) {
      const fallback = context === 'favorites' || liked ? messages.favorites.productActionFailed : messages.favorites.likeFailed;
      toast.error(actionErrorMessage(error, fallback));
    } finally {
      setPending(false);
    }
  };

  return (
    <span className={cn('inline-flex items-center', className)}>
      <button
        type="button"
        aria-pressed={liked}
        aria-busy={pending || checking || undefined}
        disabled={pending || checking}
        onClick={() => void toggle()}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1.5 rounded-pill font-semibold transition-colors disabled:cursor-wait',
          'bg-surface text-ink-muted ring-1 ring-line hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200',
          'aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-pressed:ring-brand-300',
          size === 'sm' ? 'h-9 px-3 text-sm' : 'h-11 px-4 text-base',
          focusRing,
        )}
      >
        <Heart aria-hidden="true" className={cn(size === 'sm' ? 'size-4' : 'size-5', 'text-brand-600', liked && 'fill-current')} />
        {/* The name comes from the content, so the count a sighted user sees stays out of it. */}
        <span className="sr-only">Thích {productName ?? 'dịch vụ'}</span>
        <span aria-hidden="true" className="min-w-[1ch] tabular-nums">
          {shownCount ?? '–'}
        </span>
      </button>
      <span className="sr-only" aria-live="polite">
        {shownCount === undefined ? 'Đang tải lượt thích' : `${shownCount} lượt thích`}
      </span>
    </span>
  );
}
