import { ArrowRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../contract/messages';
import type { Product } from '../../contract/products';
import { Button } from '../../ui/button';
import { ScrollStrip } from '../../ui/scroll-strip';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useFeaturedProducts } from '../../entities/product/get-featured-products';
import { LoadError } from '../../ui/load-error';
import { ProductCard } from './product-card';
import { useIslandPageOnServer } from '../../ui/island-page';

export interface FeaturedProductsCarouselProps {
  renderLike?: (product: Product) => ReactNode;
}

/**
 * The featured services page: every featured service in a row that scrolls by touch or buttons.
 * The server draws the row and its cards as HTML; only the two buttons (and the like buttons) are
 * islands, so the cards are links that work before any code.
 */
export function FeaturedProductsCarousel({ renderLike }: FeaturedProductsCarouselProps) {
  const { data, error: loadError, isLoading, mutate } = useFeaturedProducts();
  // On a page drawn as islands nothing loads later: a list the server could not get is a failure.
  const onServer = useIslandPageOnServer();
  const error = loadError ?? (onServer && !data ? true : undefined);
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(messages.products.listLoadFailed);
  }, [error, toast]);

  let body: ReactNode;
  if (isLoading && !onServer) {
    body = (
      <div role="status" className="flex gap-5 overflow-hidden py-2">
        <span className="sr-only">{messages.common.loading}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-96 w-72 shrink-0 rounded-card" />
        ))}
      </div>
    );
  } else if (error) {
    body = <LoadError message={messages.products.listLoadFailed} onRetry={() => void mutate()} retryHref="/san-pham-noi-bat" />;
  } else if (!data || data.length === 0) {
    body = <p className="rounded-card bg-surface px-6 py-12 text-center font-semibold text-ink ring-1 ring-line">Chưa có dịch vụ nổi bật nào.</p>;
  } else {
    body = (
      <ScrollStrip label="Dịch vụ nổi bật" trackClassName="snap-x snap-mandatory px-1 pb-3">
        {data.map((product) => (
          <div key={product._id} className="w-72 shrink-0 snap-start">
            <ProductCard product={product} renderLike={renderLike} headingLevel="h2" />
          </div>
        ))}
      </ScrollStrip>
    );
  }

  return (
    <div>
      <h1 className="text-3xl font-bold text-ink">Dịch vụ nổi bật</h1>
      <p className="mt-1 mb-6 max-w-prose text-ink-muted">Những gói dịch vụ khách hàng tin chọn nhiều nhất, cập nhật thường xuyên theo mùa và ưu đãi.</p>
      {body}
      <div className="mt-8">
        <Button asChild variant="outline" size="lg">
          <Link to="/san-pham">
            Xem tất cả dịch vụ
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
