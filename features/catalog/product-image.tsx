import { useState } from 'react';
import { mediaSrcSet } from '../../contract/media';
import { cn } from '../../ui/cn';

export interface ProductImageProps {
  src: string | null;
  /** Empty for a picture that only decorates a card whose name is already read. */
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** The page's main picture (the first card of a list, say): fetched at once and first. */
  priority?: boolean;
  /** How wide the picture shows (the `sizes` attribute): the browser then fetches a copy that fits. */
  sizes?: string;
}

/** A drawn garage in the page's calm blues, without text: a service with no picture of its own still looks finished, not broken. */
export const PRODUCT_PLACEHOLDER_SRC = '/images/service-placeholder.svg';

/** A service picture, or the placeholder picture when there is none or it fails to load. */
export function ProductImage({ src, alt = '', className, loading = 'lazy', priority = false, sizes }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return <img src={PRODUCT_PLACEHOLDER_SRC} alt={alt} width={800} height={600} loading={priority ? 'eager' : loading} decoding="async" data-placeholder="" className={cn('bg-navy-100', className)} />;
  }
  return (
    <img
      src={src}
      srcSet={sizes ? mediaSrcSet(src) : undefined}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
