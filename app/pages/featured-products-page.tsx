import { FeaturedProductsCarousel } from '../../features/catalog/featured-products-carousel';
import { useRenderLike } from '../shop-slots';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function FeaturedProductsPage() {
  usePageMeta(PAGE_HEADS['/san-pham-noi-bat']!);
  const renderLike = useRenderLike();
  return <FeaturedProductsCarousel renderLike={renderLike} />;
}
