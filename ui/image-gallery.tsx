import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { wrapIndex } from './carousel-logic';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { LazyBoundary } from './lazy-boundary';
import { retryableLazy } from './retryable-lazy';

// The enlarged view (Radix dialog, focus trap, scroll lock) loads the first time it opens.
const Dialog = retryableLazy(() => import('./dialog').then((module) => module.Dialog));

export interface GalleryImage {
  src: string;
  alt: string;
  /** Copies of the picture at several widths; the main picture picks one by `mainSizes`. */
  srcSet?: string;
}

export interface ImageGalleryProps extends Omit<ComponentProps<'div'>, 'children'> {
  images: readonly GalleryImage[];
  defaultIndex?: number;
  enlargeLabel?: (alt: string) => string;
  thumbnailLabel?: (position: number, alt: string) => string;
  previousLabel?: string;
  nextLabel?: string;
  closeLabel?: string;
  /** Shown instead of the gallery when there is no image. */
  emptyLabel?: string;
  /** How wide the main picture shows (the `sizes` attribute), for images with a `srcSet`. */
  mainSizes?: string;
}

/** A main picture with thumbnails below; the main picture opens enlarged in a dialog. */
export function ImageGallery({
  images,
  defaultIndex = 0,
  enlargeLabel = (alt) => `Phóng to ảnh: ${alt}`,
  thumbnailLabel = (position, alt) => `Xem ảnh ${position}: ${alt}`,
  previousLabel = 'Ảnh trước',
  nextLabel = 'Ảnh tiếp theo',
  closeLabel = 'Đóng',
  emptyLabel = 'Chưa có ảnh',
  mainSizes = '100vw',
  className,
  ...props
}: ImageGalleryProps) {
  const [rawIndex, setRawIndex] = useState(defaultIndex);
  const [enlarged, setEnlarged] = useState(false);
  // How often it was enlarged. From the first time on the viewer stays mounted, so closing
  // still animates; a new attempt after its chunk failed to load tries the import again.
  const [openings, setOpenings] = useState(0);
  const count = images.length;
  const index = wrapIndex(rawIndex, count);
  const current = images[index];

  if (!current) {
    return (
      <div className={cn('flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-card bg-surface-muted text-ink-muted', className)} {...props}>
        <ImageOff aria-hidden="true" className="size-10" />
        <span className="text-sm font-semibold">{emptyLabel}</span>
      </div>
    );
  }

  const step = (delta: number) => setRawIndex(wrapIndex(index + delta, count));
  const onViewerKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };

  const navButton = cn(
    'absolute top-1/2 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-pill bg-navy-950/65 text-white shadow-raised hover:bg-navy-950/85',
    focusRing,
  );

  return (
    <div className={cn('flex flex-col gap-3', className)} {...props}>
      <button
        type="button"
        aria-label={enlargeLabel(current.alt)}
        onClick={() => {
          setOpenings((current) => current + 1);
          setEnlarged(true);
        }}
        className={cn('group relative block aspect-[4/3] cursor-zoom-in overflow-hidden rounded-card bg-surface-muted', focusRing)}
      >
        <img src={current.src} srcSet={current.srcSet} sizes={current.srcSet ? mainSizes : undefined} alt="" fetchPriority="high" className="size-full object-cover transition-transform motion-safe:group-hover:scale-[1.03]" />
        <span aria-hidden="true" className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-pill bg-navy-950/70 text-white">
          <Maximize2 className="size-4" />
        </span>
      </button>

      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, thumbIndex) => (
            <li key={`${thumbIndex}-${image.src}`} className="shrink-0">
              <button
                type="button"
                aria-label={thumbnailLabel(thumbIndex + 1, image.alt)}
                aria-current={thumbIndex === index ? 'true' : undefined}
                onClick={() => setRawIndex(thumbIndex)}
                className={cn(
                  'block size-16 cursor-pointer overflow-hidden rounded-control border-2 bg-surface-muted sm:size-20',
                  thumbIndex === index ? 'border-brand-600' : 'border-transparent opacity-75 hover:opacity-100',
                  focusRing,
                )}
              >
                <img src={image.src} srcSet={image.srcSet} sizes={image.srcSet ? '5rem' : undefined} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {openings > 0 ? (
        <LazyBoundary retryKey={openings} onError={Dialog.retry}>
          <Dialog open={enlarged} onOpenChange={setEnlarged} title={current.alt} size="full" closeLabel={closeLabel} onKeyDown={onViewerKeyDown}>
            <div className="relative flex items-center justify-center">
              <img src={current.src} alt={current.alt} className="max-h-[75dvh] w-auto max-w-full rounded-control object-contain" />
              {count > 1 ? (
                <>
                  <button type="button" aria-label={previousLabel} onClick={() => step(-1)} className={cn(navButton, 'left-2')}>
                    <ChevronLeft aria-hidden="true" className="size-6" />
                  </button>
                  <button type="button" aria-label={nextLabel} onClick={() => step(1)} className={cn(navButton, 'right-2')}>
                    <ChevronRight aria-hidden="true" className="size-6" />
                  </button>
                </>
              ) : null}
            </div>
            {count > 1 ? (
              <p className="mt-3 text-center text-sm font-semibold text-ink-muted" aria-live="polite">
                {index + 1} / {count}
              </p>
            ) : null}
          </Dialog>
        </LazyBoundary>
      ) : null}
    </div>
  );
}
