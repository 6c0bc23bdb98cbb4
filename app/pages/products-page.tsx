import { ProductList } from '../../features/catalog/product-list';
import { useRenderLike } from '../shop-slots';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function ProductsPage() {
  usePageMeta(PAGE_HEADS['/san-pham']!);
  const renderLike = useRenderLike();
  return <ProductList renderLike={renderLike} />;
}
