import { ImageOff } from 'lucide-react';
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

/** A service picture, or a calm placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt = '', className, loading = 'lazy', priority = false, sizes }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div role={alt ? 'img' : undefined} aria-label={alt || undefined} className={cn('flex items-center justify-center bg-navy-100 text-navy-400', className)}>
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    );
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
