// How BannerCarousel draws its slides and dots for a given state. Read by the component and by
// the turner that moves a server-drawn carousel before React is there
// (ui/banner-carousel-turner.ts): hydration keeps whatever the page shows, so the two must draw
// exactly the same page. Plain strings, no cn(): the turner loads nothing else.

/** Marks each slide, for the turner to find them. */
export const SLIDE_ATTRIBUTE = 'data-carousel-slide';
/** Marks each dot button, for the turner to find them. */
export const DOT_ATTRIBUTE = 'data-carousel-dot';
/** On the carousel: milliseconds between slides, and the swipe's threshold in px. */
export const INTERVAL_ATTRIBUTE = 'data-interval';
export const SWIPE_THRESHOLD_ATTRIBUTE = 'data-swipe-threshold';

/**
 * A slide's look. The shown one lies on top (fading in over the one being left, which stays
 * underneath). The others are transparent once the first picture has shown, so their pictures
 * load; before that they are not drawn at all, and their lazy pictures wait instead of sharing a
 * slow line with the first one.
 */
export function slideLook(slideIndex: number, index: number, leaving: number | null, picturesShown: boolean): { active: boolean; className: string } {
  const active = slideIndex === index;
  let look: string;
  if (active) look = leaving === null ? 'z-[2] opacity-100' : 'z-[2] opacity-100 motion-safe:animate-crossfade-in';
  else if (slideIndex === leaving) look = 'z-[1] opacity-100';
  else look = picturesShown ? 'opacity-0' : 'hidden';
  return { active, className: `absolute inset-0 ${look}` };
}

/** The mark inside a dot: long and in the brand colour for the shown slide. */
export function dotMarkClassName(current: boolean): string {
  return `block h-2.5 rounded-pill shadow-mark transition-all ${current ? 'w-7 bg-brand-500' : 'w-2.5 bg-white/85 group-hover/dot:bg-white'}`;
}
