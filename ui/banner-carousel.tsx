import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { DOT_ATTRIBUTE, dotMarkClassName, INTERVAL_ATTRIBUTE, SLIDE_ATTRIBUTE, slideLook, SWIPE_THRESHOLD_ATTRIBUTE } from './banner-carousel-look';
import { swipeDirection, wrapIndex } from './carousel-logic';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { usePrefersReducedMotion } from './use-reduced-motion';

export interface BannerSlide {
  src: string;
  alt: string;
  /** Copies of the picture at several widths, with `sizes` telling how wide the slide shows. */
  srcSet?: string;
  sizes?: string;
  /** Optional caption over the picture. */
  title?: ReactNode;
  description?: ReactNode;
  /** Stable key when slides can change order. */
  id?: string;
}

export interface BannerCarouselProps extends Omit<ComponentProps<'section'>, 'children'> {
  slides: readonly BannerSlide[];
  /** Milliseconds between slides while playing. */
  interval?: number;
  autoplay?: boolean;
  /** Horizontal movement, in px, beyond which a swipe changes slide. */
  swipeThreshold?: number;
  defaultIndex?: number;
  /**
   * Whether the first picture has shown already, so the other slides' pictures may load: true
   * when the page's turner (ui/banner-carousel-turner.ts) saw it before hydration.
   */
  defaultPicturesShown?: boolean;
  onIndexChange?: (index: number) => void;
  /** Replace the default picture-and-caption, e.g. to wrap it in a link. */
  renderSlide?: (slide: BannerSlide, index: number) => ReactNode;
  /** What lies over a slide's picture, drawn by the carousel; by default its title and description in a box. */
  renderCaption?: (slide: BannerSlide, index: number) => ReactNode;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  slideLabel?: (position: number, count: number) => string;
  dotLabel?: (position: number) => string;
}

/**
 * Rotating banner (WAI-ARIA carousel pattern). Plays every `interval` ms, wraps at both
 * ends, follows swipes, arrow keys, the arrows and the dots. It holds still while the
 * pointer is over it, while focus is inside it, after the pause button, and always for
 * users who prefer reduced motion.
 */
export function BannerCarousel({
  slides,
  interval = 5000,
  autoplay = true,
  swipeThreshold = 75,
  defaultIndex = 0,
  defaultPicturesShown = false,
  onIndexChange,
  renderSlide,
  renderCaption,
  label = 'Banner',
  previousLabel = 'Ảnh trước',
  nextLabel = 'Ảnh tiếp theo',
  pauseLabel = 'Tạm dừng tự chạy',
  playLabel = 'Tiếp tục tự chạy',
  slideLabel = (position, count) => `${position} / ${count}`,
  dotLabel = (position) => `Chuyển đến ảnh ${position}`,
  className,
  onKeyDown,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: BannerCarouselProps) {
  const count = slides.length;
  const [rawIndex, setRawIndex] = useState(defaultIndex);
  // The slide being left stays underneath while the new one fades in over it.
  const [leaving, setLeaving] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The other slides' pictures wait for the first one: on a slow line they would share its bandwidth.
  const [firstShown, setFirstShown] = useState(defaultPicturesShown);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const track = useRef<HTMLDivElement>(null);

  // Hydrated on the page because the visitor pointed at the carousel or moved the keyboard into
  // it: no pointerenter or focus will come for what already happened.
  useEffect(() => {
    const section = track.current?.parentElement;
    if (!section) return;
    if (window.matchMedia?.('(hover: hover)').matches && section.matches(':hover')) setHovered(true);
    if (section.contains(document.activeElement)) setFocused(true);
  }, []);

  // Slides can be removed under us (an admin deleting a banner): stay in range.
  const index = wrapIndex(rawIndex, count);
  const canMove = count > 1;
  const playing = autoplay && canMove && !reducedMotion && !stopped && !hovered && !focused;

  const goTo = (target: number) => {
    const next = wrapIndex(target, count);
    if (next === index) return;
    // Without the crossfade no animationend would ever clear it.
    setLeaving(reducedMotion ? null : index);
    setRawIndex(next);
    onIndexChange?.(next);
  };

  // A timeout per slide rather than an interval, so a manual change restarts the wait.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      setLeaving(index);
      const next = wrapIndex(index + 1, count);
      setRawIndex(next);
      onIndexChange?.(next);
    }, interval);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, interval, onIndexChange]);

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!canMove || (event.pointerType === 'mouse' && event.button !== 0)) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already released pointers cannot be captured; the swipe still works.
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y, swipeThreshold);
    if (!direction) return;
    swiped.current = true;
    goTo(direction === 'next' ? index + 1 : index - 1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !canMove) return;
    // Arrow keys inside a field of a custom slide move its caret, not the slides.
    if ((event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  };

  const arrowClass = cn(
    'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-pill bg-navy-950/65 text-white shadow-raised backdrop-blur-sm transition-colors hover:bg-navy-950/85 sm:size-11',
    focusRing,
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('group/carousel relative isolate overflow-hidden rounded-card bg-navy-950 aspect-[16/10] sm:aspect-[16/7] lg:aspect-[16/6]', className)}
      {...{ [INTERVAL_ATTRIBUTE]: interval, [SWIPE_THRESHOLD_ATTRIBUTE]: swipeThreshold }}
      {...props}
      onKeyDown={handleKeyDown}
      // A caller's handlers run too, before the pause logic, which they cannot switch off.
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocused(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={track}
        className="absolute inset-0 touch-pan-y select-none"
        aria-live={playing ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        onClickCapture={(event) => {
          // The end of a swipe is not a click on whatever link the slide holds.
          if (swiped.current) {
            event.preventDefault();
            event.stopPropagation();
            swiped.current = false;
          }
        }}
      >
        {slides.map((slide, slideIndex) => {
          const { active, className: look } = slideLook(slideIndex, index, leaving, firstShown);
          return (
            <div
              key={slide.id ?? slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(slideIndex + 1, count)}
              aria-hidden={!active}
              inert={!active}
              data-active={active || undefined}
              {...{ [SLIDE_ATTRIBUTE]: '' }}
              className={look}
              onAnimationEnd={active ? () => setLeaving(null) : undefined}
            >
              {renderSlide ? (
                renderSlide(slide, slideIndex)
              ) : (
                <>
                  <img
                    src={slide.src}
                    srcSet={slide.srcSet}
                    sizes={slide.srcSet ? slide.sizes : undefined}
                    alt={slide.alt}
                    draggable={false}
                    className="size-full object-cover"
                    // The first slide is usually the page's largest picture: fetch it first.
                    loading={slideIndex === 0 ? 'eager' : 'lazy'}
                    fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                    decoding={slideIndex === 0 ? 'sync' : 'async'}
                    // Hydrated after it loaded, the picture will send no load event.
                    ref={active && !firstShown ? (image) => void (image?.complete && setFirstShown(true)) : undefined}
                    onLoad={active ? () => setFirstShown(true) : undefined}
                    onError={active ? () => setFirstShown(true) : undefined}
                  />
                  {renderCaption ? (
                    renderCaption(slide, slideIndex)
                  ) : slide.title || slide.description ? (
                    <div className="absolute inset-x-14 bottom-11 max-w-xl rounded-control bg-navy-950/80 px-3 py-2 text-white sm:inset-x-auto sm:bottom-12 sm:left-16 sm:rounded-card sm:p-5">
                      {slide.title ? <p className="text-base font-bold sm:text-2xl">{slide.title}</p> : null}
                      {slide.description ? <p className="mt-1 hidden text-sm sm:block sm:text-base">{slide.description}</p> : null}
                    </div>
                  ) : null}
                </>
              )}
            </div>
          );
        })}
      </div>

      {canMove ? (
        <>
          <button type="button" aria-label={previousLabel} onClick={() => goTo(index - 1)} className={cn(arrowClass, 'left-2 sm:left-3')}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button type="button" aria-label={nextLabel} onClick={() => goTo(index + 1)} className={cn(arrowClass, 'right-2 sm:right-3')}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-2 z-10 flex items-center justify-center gap-1">
            {autoplay && !reducedMotion ? (
              <button
                type="button"
                aria-label={stopped ? playLabel : pauseLabel}
                onClick={() => setStopped((current) => !current)}
                className={cn('mr-1 flex size-8 cursor-pointer items-center justify-center rounded-pill bg-navy-950/65 text-white hover:bg-navy-950/85', focusRing)}
              >
                {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
              </button>
            ) : null}
            {slides.map((slide, dotIndex) => (
              <button
                key={slide.id ?? dotIndex}
                type="button"
                aria-label={dotLabel(dotIndex + 1)}
                aria-current={dotIndex === index ? 'true' : undefined}
                onClick={() => goTo(dotIndex)}
                {...{ [DOT_ATTRIBUTE]: '' }}
                className={cn('group/dot flex h-8 min-w-6 cursor-pointer items-center justify-center rounded-pill px-1', focusRing)}
              >
                <span aria-hidden="true" className={dotMarkClassName(dotIndex === index)} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
