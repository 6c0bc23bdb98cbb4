import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { TEXT_CUT } from '../../contract/constants';
import type { News } from '../../contract/news';
import { cn } from '../../ui/cn';
import { NewsImage } from './news-image';
import { truncate } from './news-query';
import { formatDate } from '../../contract/format';

export interface NewsCardProps {
  item: News;
  headingLevel?: 'h2' | 'h3';
  /** 'wide' puts the picture beside the text from tablet width up. */
  layout?: 'stacked' | 'wide';
  className?: string;
}

/** An article in a list: picture, date, title and the start of its text; the whole card opens it. */
export function NewsCard({ item, headingLevel: Heading = 'h3', layout = 'stacked', className }: NewsCardProps) {
  return (
    <article
      className={cn(
        'group relative flex h-full overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow hover:shadow-raised focus-within:shadow-raised',
        layout === 'wide' ? 'flex-col sm:flex-row' : 'flex-col',
        className,
      )}
    >
      <div className={cn('overflow-hidden bg-navy-100', layout === 'wide' ? 'aspect-video sm:aspect-auto sm:w-2/5 sm:shrink-0' : 'aspect-video')}>
        <NewsImage
          src={item.image}
          sizes={layout === 'wide' ? '(min-width: 80rem) 32rem, (min-width: 640px) 40vw, 100vw' : '(min-width: 80rem) 26rem, (min-width: 640px) 50vw, 100vw'}
          className="size-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-ink-subtle">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </p>
        <Heading className="line-clamp-2 text-base leading-snug font-bold text-ink">
          <Link
            to={`/tin-tuc/${item._id}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {item.title}
          </Link>
        </Heading>
        <p className="text-sm text-ink-muted">{truncate(item.content, TEXT_CUT.newsContent)}</p>
      </div>
    </article>
  );
}
