// A page the server drew (as islands) loads this instead of the app's entry (server/lib/page-html.ts).
// The page arrives drawn; its JavaScript only makes its islands interactive. The island loader
// (app/islands/islands.ts) is fetched after the first paint, so it does not share a phone's
// bandwidth with the stylesheet, the fonts and the main picture, or at once at the visitor's
// first touch. A click on an island before the loader has run is held and given to it then (the
// loader holds it in turn until the island is hydrated): a tap that early is never lost.
import { ISLAND_NAME_ATTRIBUTE } from '../ui/island-attributes';

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

function afterNextPaint(run: () => void) {
  // A tab opened in the background paints nothing and runs no animation frame until it is
  // shown: there the page gets ready at once, for when the visitor comes to it.
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

const entry = script?.dataset.entry;
if (entry) {
  let loading = false;
  let held: Element | null = null;
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${ISLAND_NAME_ATTRIBUTE}]`)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
    load();
  };
  const load = () => {
    if (loading) return;
    loading = true;
    const stop = () => {
      document.removeEventListener('click', hold, true);
      for (const type of FIRST_TOUCH) document.removeEventListener(type, load, true);
    };
    void import(/* @vite-ignore */ entry).then(() => {
      stop();
      held?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    }, stop);
  };
  document.addEventListener('click', hold, true);
  for (const type of FIRST_TOUCH) document.addEventListener(type, load, { capture: true, passive: true });
  afterNextPaint(load);
}
