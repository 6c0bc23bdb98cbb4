import { mediaSrcSet } from '../../contract/media';
import type { Product } from '../../contract/products';
import { ImageGallery } from '../../ui/image-gallery';

export interface ProductGalleryProps {
  product: Product;
}

/** The main picture of a service and its sub-images as thumbnails; a click enlarges it. */
export function ProductGallery({ product }: ProductGalleryProps) {
  const sources = [product.image, ...product.subImages].filter((src): src is string => Boolean(src));
  const images = sources.map((src, index) => ({
    src,
    srcSet: mediaSrcSet(src),
    alt: sources.length > 1 ? `${product.name} – ảnh ${index + 1}/${sources.length}` : product.name,
  }));
  // Full width on phones, half of the 80rem layout from 1024 px.
  return <ImageGallery images={images} emptyLabel="Dịch vụ chưa có ảnh" mainSizes="(min-width: 80rem) 39rem, (min-width: 1024px) 50vw, 100vw" />;
}
