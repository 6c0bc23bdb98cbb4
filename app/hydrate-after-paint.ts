// Server-rendered pages load this instead of the app's entry (server/lib/page-html.ts). The page
// arrives drawn; its JavaScript only makes it interactive. Fetched after the first paint, it no
// longer shares a phone's bandwidth with the stylesheet, the fonts and the main picture.
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

function afterNextPaint(run: () => void) {
  // A tab opened in the background paints nothing and runs no animation frame until it is
  // shown: there the page gets ready at once, for when the visitor comes to it.
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

if (script?.dataset.entry) {
  const { entry, modules = '' } = script.dataset;
  afterNextPaint(() => {
    // The page's own chunks, fetched beside the entry instead of after it asks for them.
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ entry);
  });
}
