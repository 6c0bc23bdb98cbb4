import { useLayoutEffect, useState, type RefObject } from 'react';

/** What a person presses to act on a screen; a toast over one of them hides the very thing to do next. */
const ACTION_SELECTOR = 'button, [role="button"], input[type="submit"], input[type="button"]';
/** The gap to the window's edge when the stack moves to the other side. */
export const TOAST_EDGE_GAP_PX = 16;
/** Tailwind's md: below it the stack's home is the bottom (when a phone offset is given). */
const PHONE_QUERY = '(max-width: 767.98px)';

interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (band: Band, rect: DOMRect) => band.left < rect.right && rect.left < band.right && band.top < rect.bottom && rect.top < band.bottom;

/** The action controls a person can reach now: inside the open dialog when there is one (the page under it is out of reach). */
function actionRects(viewport: HTMLElement): DOMRect[] {
  const doc = viewport.ownerDocument;
  const dialogs = doc.querySelectorAll('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
  const scope: ParentNode = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : doc;
  return [...scope.querySelectorAll<HTMLElement>(ACTION_SELECTOR)]
    .filter((element) => !viewport.contains(element))
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0);
}

/**
 * Whether the toast stack should leave its home edge (top on wide screens, bottom on a phone) for
 * the other one: only when it would cover a screen's action button at home and covers fewer
 * there. Measured as the stack changes or grows and as the window scrolls or resizes.
 */
export function useToastAway(viewport: RefObject<HTMLElement | null>, stackKey: unknown, topOffset: number, phoneBottomOffset: number | undefined): boolean {
  const [away, setAway] = useState(false);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const view = element.ownerDocument.defaultView ?? window;
    const place = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      if (box.height === 0) return;
      const bottomHome = phoneBottomOffset !== undefined && view.matchMedia(PHONE_QUERY).matches;
      const bottomGap = bottomHome ? phoneBottomOffset : TOAST_EDGE_GAP_PX;
      const atTop: Band = { left: box.left, right: box.right, top: topOffset, bottom: topOffset + box.height };
      const atBottom: Band = { left: box.left, right: box.right, top: view.innerHeight - bottomGap - box.height, bottom: view.innerHeight - bottomGap };
      const [home, other] = bottomHome ? [atBottom, atTop] : [atTop, atBottom];
      const rects = actionRects(element);
      const covered = (band: Band) => rects.filter((rect) => overlaps(band, rect)).length;
      const atHome = covered(home);
      setAway(atHome > 0 && covered(other) < atHome);
    };
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = view.requestAnimationFrame(place);
    };
    place();
    // Radix puts the toasts into the viewport after it mounts: their height arrives later.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(element);
    view.addEventListener('resize', schedule);
    view.addEventListener('scroll', schedule, true);
    return () => {
      if (frame) view.cancelAnimationFrame(frame);
      resized?.disconnect();
      view.removeEventListener('resize', schedule);
      view.removeEventListener('scroll', schedule, true);
    };
  }, [viewport, stackKey, topOffset, phoneBottomOffset]);
  return away;
}
