import { FeaturedProductsCarousel } from '../../features/catalog/featured-products-carousel';
import { useRenderLike } from '../shop-slots';
import { usePageMeta } from '../use-page-meta';

export function FeaturedProductsPage() {
  usePageMeta('Dịch vụ nổi bật – Gara Ô Tô Sài Gòn', 'Những gói sửa chữa, bảo dưỡng ô tô được khách hàng chọn nhiều nhất tại Gara Ô Tô Sài Gòn.');
  const renderLike = useRenderLike();
  return <FeaturedProductsCarousel renderLike={renderLike} />;
}
