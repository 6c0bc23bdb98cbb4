import { ProductList } from '../../features/catalog/product-list';
import { useRenderLike } from '../shop-slots';
import { PageHead } from './page-head';

export function ProductsPage() {
  const renderLike = useRenderLike();
  return (
    <>
      <PageHead path="/san-pham" />
      <ProductList renderLike={renderLike} />
    </>
  );
}
