import { ProductList } from '../../features/catalog/product-list';
import { useRenderLike } from '../shop-slots';
import { usePageMeta } from '../use-page-meta';

export function ProductsPage() {
  usePageMeta(
    'Dịch vụ sửa chữa, bảo dưỡng ô tô – Gara Ô Tô Sài Gòn',
    'Bảng giá và danh sách dịch vụ: bảo dưỡng định kỳ, sửa chữa động cơ, phanh, điện, điều hòa, đồng sơn, lốp và cứu hộ ô tô.',
  );
  const renderLike = useRenderLike();
  return <ProductList renderLike={renderLike} />;
}
