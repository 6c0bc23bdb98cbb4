import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { cn } from '../../../ui/cn';
import { focusRing } from '../../../ui/focus-ring';

/** Stored pictures are served at a smaller width on request; data URLs are shown as they are. */
const thumbnailOf = (src: string) => (src.startsWith('/media/') ? `${src}?w=160` : src);

export interface BookingPicturesProps {
  images: readonly string[];
}

/** The customer's pictures as thumbnails; each opens large in a second dialog, with previous and next. */
export function BookingPictures({ images }: BookingPicturesProps) {
  const [shown, setShown] = useState<number | null>(null);
  const count = images.length;
  if (count === 0) return <p className="text-ink-muted">Không có ảnh</p>;
  const index = shown ?? 0;
  const step = (delta: number) => setShown((index + delta + count) % count);
  const navButton = cn(
    'absolute top-1/2 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-pill bg-navy-950/65 text-white shadow-raised hover:bg-navy-950/85',
    focusRing,
  );

  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {images.map((src, position) => (
          <li key={`${position}-${src}`}>
            <button
              type="button"
              aria-label={`Xem ảnh ${position + 1} cỡ lớn`}
              onClick={() => setShown(position)}
              className={cn('block size-20 cursor-zoom-in overflow-hidden rounded-control bg-surface-muted ring-1 ring-line hover:ring-brand-600', focusRing)}
            >
              <img src={thumbnailOf(src)} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
        size="full"
        title={`Ảnh ${index + 1}/${count} của lịch hẹn`}
        onKeyDown={(event) => {
          if (count < 2) return;
          if (event.key === 'ArrowRight') step(1);
          else if (event.key === 'ArrowLeft') step(-1);
        }}
      >
        <div className="relative flex items-center justify-center">
          <img src={images[index]} alt={`Ảnh ${index + 1} khách gửi kèm lịch hẹn`} className="max-h-[75dvh] w-auto max-w-full rounded-control object-contain" />
          {count > 1 ? (
            <>
              <button type="button" aria-label="Ảnh trước" onClick={() => step(-1)} className={cn(navButton, 'left-2')}>
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button type="button" aria-label="Ảnh tiếp theo" onClick={() => step(1)} className={cn(navButton, 'right-2')}>
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
