import type { ReactNode } from 'react';
import type { Product } from '../../contract/products';
import { useProducts } from '../../entities/product/get-products';
import { relatedProducts } from './catalog-query';
import { ProductCard } from './product-card';

export interface RelatedProductsProps {
  product: Product;
  renderLike?: (product: Product) => ReactNode;
}

/** Up to 8 other services of the same category; nothing at all when there are none or the list fails. */
export function RelatedProducts({ product, renderLike }: RelatedProductsProps) {
  const { data } = useProducts();
  const related = data ? relatedProducts(data, product) : [];
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-products-heading">
      <h2 id="related-products-heading" className="mb-4 text-title font-bold text-ink">
        Dịch vụ liên quan
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {related.map((item) => (
          <li key={item._id}>
            <ProductCard product={item} renderLike={renderLike} />
          </li>
        ))}
      </ul>
    </section>
  );
}
