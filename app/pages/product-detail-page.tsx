import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Product } from '../../contract/products';
import { ProductDetail } from '../../features/catalog/product-detail';
import { useBreadcrumbDetail } from '../layout/breadcrumb-detail';
import { useRenderAddToCart } from '../add-to-cart-slot';
import { useRenderLike } from '../shop-slots';
import { HOTLINE } from '../../contract/garage';
import { metaDescription, usePageMeta } from '../use-page-meta';

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Product>();
  const product = loaded?._id === id ? loaded : undefined;
  useBreadcrumbDetail(product?.name);
  usePageMeta(
    product ? `${product.name} – Gara Ô Tô Sài Gòn` : 'Dịch vụ – Gara Ô Tô Sài Gòn',
    product ? metaDescription(product.description) : 'Chi tiết dịch vụ sửa chữa, bảo dưỡng ô tô của Gara Ô Tô Sài Gòn.',
  );
  const onLoaded = useCallback((item: Product) => setLoaded(item), []);
  const renderLike = useRenderLike();
  const renderAddToCart = useRenderAddToCart();
  return <ProductDetail id={id} onLoaded={onLoaded} hotline={HOTLINE.display} renderLike={renderLike} renderPurchase={renderAddToCart} />;
}
