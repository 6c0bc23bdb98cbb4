import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Product } from '../../contract/products';
import { ProductDetail } from '../../features/catalog/product-detail';
import { useBreadcrumbDetail } from '../layout/breadcrumb-detail';
import { useRenderAddToCart } from '../add-to-cart-slot';
import { useRenderLike } from '../shop-slots';
import { HOTLINE } from '../../contract/garage';
import { SERVICE_FALLBACK_HEAD, serviceHead } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Product>();
  const product = loaded?._id === id ? loaded : undefined;
  useBreadcrumbDetail(product?.name);
  usePageMeta(product ? serviceHead(product) : SERVICE_FALLBACK_HEAD);
  const onLoaded = useCallback((item: Product) => setLoaded(item), []);
  const renderLike = useRenderLike();
  const renderAddToCart = useRenderAddToCart();
  return <ProductDetail id={id} onLoaded={onLoaded} hotline={HOTLINE.display} renderLike={renderLike} renderPurchase={renderAddToCart} />;
}
