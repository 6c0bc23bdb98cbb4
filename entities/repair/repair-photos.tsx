import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { format, messages } from '../../contract/messages';
import { wrapIndex } from '../../ui/carousel-logic';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { LazyBoundary } from '../../ui/lazy-boundary';
import { retryableLazy } from '../../ui/retryable-lazy';

// The viewer (Radix dialog, focus trap, scroll lock) loads the first time a photo opens: most
// timelines are read without opening one, and the tracking page's first load stays small.
const Dialog = retryableLazy(() => import('../../ui/dialog').then((module) => module.Dialog));

export interface RepairPhotosProps {
  photos: readonly string[];
  /** The step's name, which the alt texts and the viewer's title read. */
  stepLabel: string;
  className?: string;
}

/** A move's photos as thumbnails; one opens large in a viewer, with arrows and the arrow keys between them. */
export function RepairPhotos({ photos, stepLabel, className }: RepairPhotosProps) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // From the first opening on the viewer stays mounted, so closing animates; after a failed chunk a new opening tries again.
  const [openings, setOpenings] = useState(0);
  const count = photos.length;
  if (count === 0) return null;
  const shown = wrapIndex(index, count);
  const altOf = (position: number) => format(messages.repairTimeline.photoAlt, { position, count, step: stepLabel });
  const step = (delta: number) => setIndex(wrapIndex(shown + delta, count));
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
    <>
      <ul aria-label={format(messages.repairTimeline.photosLabel, { step: stepLabel })} className={cn('flex flex-wrap gap-2', className)}>
        {photos.map((photo, photoIndex) => (
          <li key={`${photoIndex}-${photo}`}>
            <button
              type="button"
              aria-label={format(messages.repairTimeline.openPhoto, { position: photoIndex + 1, count, step: stepLabel })}
              onClick={() => {
                setIndex(photoIndex);
                setOpenings((current) => current + 1);
                setOpen(true);
              }}
              className={cn('block size-16 cursor-zoom-in overflow-hidden rounded-control bg-surface-muted ring-1 ring-line sm:size-20', focusRing)}
            >
              <img src={photo} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {openings > 0 ? (
        <LazyBoundary retryKey={openings} onError={Dialog.retry}>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={altOf(shown + 1)}
            size="full"
            closeLabel={messages.common.close}
            onKeyDown={onViewerKeyDown}
          >
            <div className="relative flex items-center justify-center">
              <img src={photos[shown]} alt={altOf(shown + 1)} className="max-h-[75dvh] w-auto max-w-full rounded-control object-contain" />
              {count > 1 ? (
                <>
                  <button type="button" aria-label={messages.repairTimeline.previousPhoto} onClick={() => step(-1)} className={cn(navButton, 'left-2')}>
                    <ChevronLeft aria-hidden="true" className="size-6" />
                  </button>
                  <button type="button" aria-label={messages.repairTimeline.nextPhoto} onClick={() => step(1)} className={cn(navButton, 'right-2')}>
                    <ChevronRight aria-hidden="true" className="size-6" />
                  </button>
                </>
              ) : null}
            </div>
            {count > 1 ? (
              <p className="mt-3 text-center text-sm font-semibold text-ink-muted" aria-live="polite">
                {format(messages.repairTimeline.photoPosition, { position: shown + 1, count })}
              </p>
            ) : null}
          </Dialog>
        </LazyBoundary>
      ) : null}
    </>
  );
}
