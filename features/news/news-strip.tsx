import { CalendarDays } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../contract/format';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { useIslandPageOnServer } from '../../ui/island-page';
import { ScrollStrip } from '../../ui/scroll-strip';
import { Skeleton } from '../../ui/skeleton';
import { STRIP_CARD_WIDTH_PX, STRIP_SCROLL_STEP_PX } from '../../ui/ui-values';
import { usePromotionNews } from '../../entities/news/get-promotion-news';
import { NewsImage } from './news-image';

export interface NewsStripProps {
  limit?: number;
}

/**
 * The promotional news strip under the home banner: only the articles staff marked as
 * promotions, 300 px cards, 320 px per button press. A failed load is only logged and the
 * strip stays away (spec section 8), as it does when no article is a promotion.
 *
 * The row and its cards are HTML: links, and a row that scrolls by touch, trackpad and keyboard
 * without any code. Only its two arrows are an island (ui/scroll-strip-arrows.tsx), hydrated
 * with React alone as the strip nears the screen: whether there is more to see is the browser's
 * to know.
 */
export function NewsStrip({ limit = 10 }: NewsStripProps) {
  const { data, error, isLoading } = usePromotionNews(limit);
  const onServer = useIslandPageOnServer();
  useEffect(() => {
    if (error) console.warn('Không tải được tin khuyến mãi:', error);
  }, [error]);
  // The strip's own height is kept while it loads, so the sections below do not jump. On a
  // page the server draws as islands nothing loads later: no answer there is no strip.
  if (isLoading && !onServer) return <Skeleton className="h-40 rounded-card" />;
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="home-news-strip-heading">
      <h2 id="home-news-strip-heading" className="mb-3 text-lg font-bold text-ink">
        Tin khuyến mãi
      </h2>
      <ScrollStrip label="Danh sách tin khuyến mãi" step={STRIP_SCROLL_STEP_PX} trackClassName="gap-4">
        {data.map((item) => (
          <Link
            key={item._id}
            to={`/tin-tuc/${item._id}`}
            style={{ width: STRIP_CARD_WIDTH_PX }}
            className={cn('group flex shrink-0 gap-3 rounded-card bg-surface p-3 shadow-card ring-1 ring-line hover:shadow-raised', focusRing)}
          >
            <NewsImage src={item.image} sizes="5rem" className="aspect-square w-20 shrink-0 rounded-control object-cover" />
            <span className="min-w-0">
              <span className="line-clamp-2 text-sm font-semibold text-ink group-hover:text-brand-700">{item.title}</span>
              <span className="mt-1 flex items-center gap-1 text-xs text-ink-subtle">
                <CalendarDays aria-hidden="true" className="size-3.5" />
                <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              </span>
            </span>
          </Link>
        ))}
      </ScrollStrip>
    </section>
  );
}
