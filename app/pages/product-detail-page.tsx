import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Product } from '../../contract/products';
import { ProductDetail } from '../../features/catalog/product-detail';
import { useBreadcrumbDetail } from '../layout/breadcrumb-detail';
import { useRenderAddToCart } from '../add-to-cart-slot';
import { useRenderLike } from '../shop-slots';
import { useCommentViewer } from '../comment-slot';
import { HOTLINE } from '../../contract/garage';
import { PageHead } from './page-head';

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Product>();
  const product = loaded?._id === id ? loaded : undefined;
  useBreadcrumbDetail(product?.name);
  const onLoaded = useCallback((item: Product) => setLoaded(item), []);
  const renderLike = useRenderLike();
  const renderAddToCart = useRenderAddToCart();
  const comments = useCommentViewer();
  return (
    <>
      <PageHead service={product} />
      <ProductDetail
        id={id}
        onLoaded={onLoaded}
        hotline={HOTLINE.display}
        renderLike={renderLike}
        renderPurchase={renderAddToCart}
        commentViewer={comments.viewer}
        onLoginRequest={comments.onLoginRequest}
      />
    </>
  );
}
