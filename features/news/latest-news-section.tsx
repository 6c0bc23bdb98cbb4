import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useNewsList } from '../../entities/news/get-news-list';
import { NewsCard } from './news-card';

export interface LatestNewsSectionProps {
  limit?: number;
}

/**
 * The newest articles on the home page. A failed load is only logged (spec section 8):
 * the rest of the page still shows, and so does nothing here.
 */
export function LatestNewsSection({ limit = 3 }: LatestNewsSectionProps) {
  const { data, error } = useNewsList();
  useEffect(() => {
    if (error) console.warn('Không tải được tin tức cho trang chủ:', error);
  }, [error]);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="home-news-heading">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id="home-news-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          Tin tức mới
        </h2>
        <Link to="/tin-tuc" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
          Xem tất cả tin tức
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {data.slice(0, limit).map((item) => (
          <li key={item._id}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
