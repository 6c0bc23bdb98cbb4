import { mediaSrcSet } from '../../contract/media';
import type { Product } from '../../contract/products';
import { ImageGallery } from '../../ui/image-gallery';

/** What the gallery shows of a service: a page drawn as islands writes no more of it into its HTML. */
export type ProductGalleryProps = Pick<Product, 'name' | 'image' | 'subImages'>;

/**
 * The main picture of a service and its sub-images as thumbnails; a click enlarges it. An island
 * with React alone on a page the server draws: the pictures are there before its code.
 */
export function ProductGallery({ name, image, subImages }: ProductGalleryProps) {
  const sources = [image, ...subImages].filter((src): src is string => Boolean(src));
  const images = sources.map((src, index) => ({
    src,
    srcSet: mediaSrcSet(src),
    alt: sources.length > 1 ? `${name} – ảnh ${index + 1}/${sources.length}` : name,
  }));
  // Full width on phones, half of the 80rem layout from 1024 px.
  return <ImageGallery images={images} emptyLabel="Dịch vụ chưa có ảnh" mainSizes="(min-width: 80rem) 39rem, (min-width: 1024px) 50vw, 100vw" />;
}
