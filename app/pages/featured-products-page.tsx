import { FeaturedProductsCarousel } from '../../features/catalog/featured-products-carousel';
import { useRenderLike } from '../shop-slots';
import { PageHead } from './page-head';

export function FeaturedProductsPage() {
  const renderLike = useRenderLike();
  return (
    <>
      <PageHead path="/san-pham-noi-bat" />
      <FeaturedProductsCarousel renderLike={renderLike} />
    </>
  );
}
