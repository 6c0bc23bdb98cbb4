import { DOT_ATTRIBUTE, dotMarkClassName, INTERVAL_ATTRIBUTE, SLIDE_ATTRIBUTE, slideLook, SWIPE_THRESHOLD_ATTRIBUTE } from './banner-carousel-look';
import { swipeDirection, wrapIndex } from './carousel-logic';
import { REDUCED_MOTION_QUERY } from './ui-values';

/** Where BannerCarousel starts from when it is hydrated over a carousel the turner has moved. */
export type TurnedCarousel = {
  defaultIndex: number;
  defaultPicturesShown: boolean;
};

export interface CarouselTurner {
  /** Stops turning and leaves the carousel as BannerCarousel draws the state it returns. */
  stop(): TurnedCarousel;
}

/**
 * Turns a BannerCarousel the server drew, before React is there: every few seconds, and by
 * swipe, with the same crossfade and the same pauses (pointer over it, focus inside, reduced
 * motion). A phone then loads no React for a banner nobody touches; the island hydrates at the
 * visitor's first touch, from the slide the turner shows. Its arrows, dots and pause button are
 * React's: a click on them before hydration is held by the island loader and given to React.
 */
export function turnBannerCarousel(root: Element): CarouselTurner | null {
  const section = root.querySelector<HTMLElement>(`[${INTERVAL_ATTRIBUTE}]`);
  if (!section) return null;
  const slides = [...section.querySelectorAll<HTMLElement>(`[${SLIDE_ATTRIBUTE}]`)];
  const dots = [...section.querySelectorAll<HTMLElement>(`[${DOT_ATTRIBUTE}]`)];
  const track = slides[0]?.parentElement;
  const count = slides.length;
  if (!track || count < 2) return null;

  // BannerCarousel writes both, with its defaults applied.
  const interval = Number(section.getAttribute(INTERVAL_ATTRIBUTE));
  const swipeThreshold = Number(section.getAttribute(SWIPE_THRESHOLD_ATTRIBUTE));
  const reducedMotion = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
  let index = Math.max(0, slides.findIndex((slide) => slide.hasAttribute('data-active')));
  let leaving: number | null = null;
  let picturesShown = false;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;
  let swipeStart: { x: number; y: number } | null = null;

  // Attribute for attribute what React renders for the same state (ui/banner-carousel.tsx).
  const draw = () => {
    slides.forEach((slide, slideIndex) => {
      const { active, className } = slideLook(slideIndex, index, leaving, picturesShown);
      slide.className = className;
      slide.setAttribute('aria-hidden', String(!active));
      slide.toggleAttribute('inert', !active);
      if (active) slide.setAttribute('data-active', 'true');
      else slide.removeAttribute('data-active');
    });
    dots.forEach((dot, dotIndex) => {
      const current = dotIndex === index;
      if (current) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
      dot.firstElementChild?.setAttribute('class', dotMarkClassName(current));
    });
  };

  const schedule = () => {
    window.clearTimeout(timer);
    if (!reducedMotion && !hovered && !focused) timer = window.setTimeout(() => goTo(index + 1), interval);
  };

  const goTo = (target: number) => {
    const next = wrapIndex(target, count);
    if (next === index) return;
    leaving = reducedMotion ? null : index;
    index = next;
    draw();
    schedule();
  };

  const showPictures = () => {
    if (picturesShown) return;
    picturesShown = true;
    draw();
  };
  const first = slides[index]?.querySelector('img');
  if (!first || first.complete) picturesShown = true;
  else {
    first.addEventListener('load', showPictures, { once: true });
    first.addEventListener('error', showPictures, { once: true });
  }

  const hold = (pointer: boolean, focus: boolean) => {
    hovered = pointer;
    focused = focus;
    schedule();
  };
  const listeners: [EventTarget, string, (event: Event) => void][] = [
    [section, 'pointerenter', () => hold(true, focused)],
    [section, 'pointerleave', () => hold(false, focused)],
    [section, 'focusin', () => hold(hovered, true)],
    [
      section,
      'focusout',
      (event) => {
        if (!section.contains((event as FocusEvent).relatedTarget as Node | null)) hold(hovered, false);
      },
    ],
    [
      track,
      'animationend',
      (event) => {
        if (leaving === null || event.target !== slides[index]) return;
        leaving = null;
        draw();
      },
    ],
    [
      track,
      'pointerdown',
      (event) => {
        const { clientX: x, clientY: y, pointerType, button } = event as PointerEvent;
        swipeStart = pointerType === 'mouse' && button !== 0 ? null : { x, y };
      },
    ],
    [
      track,
      'pointerup',
      (event) => {
        const start = swipeStart;
        swipeStart = null;
        if (!start) return;
        const { clientX, clientY } = event as PointerEvent;
        const direction = swipeDirection(clientX - start.x, clientY - start.y, swipeThreshold);
        if (direction) goTo(direction === 'next' ? index + 1 : index - 1);
      },
    ],
    [
      track,
      'pointercancel',
      () => {
        swipeStart = null;
      },
    ],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  if (picturesShown) draw();
  schedule();

  return {
    stop() {
      window.clearTimeout(timer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      first?.removeEventListener('load', showPictures);
      first?.removeEventListener('error', showPictures);
      // A crossfade cut short: React starts with no slide being left.
      leaving = null;
      draw();
      return { defaultIndex: index, defaultPicturesShown: picturesShown };
    },
  };
}
