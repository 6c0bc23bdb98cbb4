// A page the server drew (as islands) loads this instead of the app's entry (server/lib/page-html.ts).
// The page arrives drawn; its JavaScript only makes its islands interactive. The island loader
// (app/islands/islands.ts) is fetched after the first paint, so it does not share a phone's
// bandwidth with the stylesheet, the fonts and the main picture.
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

function afterNextPaint(run: () => void) {
  // A tab opened in the background paints nothing and runs no animation frame until it is
  // shown: there the page gets ready at once, for when the visitor comes to it.
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

const entry = script?.dataset.entry;
if (entry) afterNextPaint(() => void import(/* @vite-ignore */ entry));
