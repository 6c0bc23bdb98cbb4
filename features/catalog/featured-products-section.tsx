import { ArrowRight } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../contract/products';
import { useFeaturedProducts } from '../../entities/product/get-featured-products';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';

export interface FeaturedProductsSectionProps {
  /** How many featured services the section shows. */
  limit?: number;
  renderLike?: (product: Product) => ReactNode;
}

/**
 * The home page's featured services (newest first). The home page must show even when
 * this list fails, so a failure hides the section and is only logged.
 */
export function FeaturedProductsSection({ limit = 4, renderLike }: FeaturedProductsSectionProps) {
  const { data, error, isLoading } = useFeaturedProducts();
  useEffect(() => {
    if (error) console.warn('Không tải được dịch vụ nổi bật:', error);
  }, [error]);
  if (error || (!isLoading && (!data || data.length === 0))) return null;
  return (
    <section aria-labelledby="home-featured-products-heading">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-featured-products-heading" className="text-2xl font-bold text-ink sm:text-3xl">
            Dịch vụ nổi bật
          </h2>
          <p className="mt-1 text-ink-muted">Những gói dịch vụ được khách hàng chọn nhiều nhất.</p>
        </div>
        <Link to="/san-pham-noi-bat" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
          Xem tất cả
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isLoading || !data ? (
        <ProductGridSkeleton count={limit} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {data.slice(0, limit).map((product) => (
            <li key={product._id}>
              <ProductCard product={product} renderLike={renderLike} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
