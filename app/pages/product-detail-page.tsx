import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Product } from '../../contract/products';
import { useProduct } from '../../entities/product/get-product';
import { ProductDetail } from '../../features/catalog/product-detail';
import { useBreadcrumbDetail } from '../layout/breadcrumb-detail';
import { useRenderAddToCart } from '../add-to-cart-slot';
import { useRenderLike } from '../shop-slots';
import { ProductCommentsIsland } from '../islands/product-comments-island';
import { HOTLINE } from '../../contract/garage';
import { Island } from '../../ui/island';
import { PageHead } from './page-head';

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Product>();
  const product = loaded?._id === id ? loaded : undefined;
  // From swr too (the detail's own key): on the server, where the detail's effects never run, the crumb is named as it draws.
  const { data: drawn } = useProduct(id);
  useBreadcrumbDetail(product?.name ?? (drawn?._id === id ? drawn.name : undefined));
  const onLoaded = useCallback((item: Product) => setLoaded(item), []);
  const renderLike = useRenderLike();
  const renderAddToCart = useRenderAddToCart();
  return (
    <>
      <PageHead service={product} />
      <ProductDetail
        id={id}
        onLoaded={onLoaded}
        hotline={HOTLINE.display}
        renderLike={renderLike}
        renderPurchase={renderAddToCart}
        renderComments={renderComments}
      />
    </>
  );
}

/**
 * The comments read as HTML; the island loads on first use (the visitor's 'sign in to comment'
 * is the server's own), or once the page is idle for a signed-in customer, who gets the form.
 */
function renderComments(product: Product) {
  // A box of its own: the page spaces its sections with margins, which a `display: contents` wrapper would lose.
  return <Island name="product-comments" component={ProductCommentsIsland} props={{ productId: product._id }} load="interaction" eagerWithSession className="block" />;
}
