import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { mediaSrcSet } from '../../contract/media';
import { cn } from '../../ui/cn';

export interface NewsImageProps {
  src: string | null;
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** How wide the picture shows (the `sizes` attribute): the browser then fetches a copy that fits. */
  sizes?: string;
}

/** An article picture, or a calm placeholder when there is none or it fails to load. */
export function NewsImage({ src, alt = '', className, loading = 'lazy', sizes }: NewsImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div role={alt ? 'img' : undefined} aria-label={alt || undefined} className={cn('flex items-center justify-center bg-navy-100 text-navy-500', className)}>
        <Newspaper aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={sizes ? mediaSrcSet(src) : undefined}
      sizes={sizes}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
