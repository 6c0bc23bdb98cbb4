import { useEffect } from 'react';
import { titleWithCount, titleWithoutCount } from './alert-title';

/**
 * Keeps '(3) ' before the tab's title while `total` things wait. Pages set their own title
 * (app/use-page-meta.ts) whenever they like: the head is watched, and a title the page wrote
 * gets the count again.
 */
export function useTitleCount(total: number) {
  useEffect(() => {
    if (total <= 0) return;
    let written = '';
    const apply = () => {
      if (document.title === written) return;
      written = titleWithCount(document.title, total);
      document.title = written;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (document.title === written) document.title = titleWithoutCount(written);
    };
  }, [total]);
}
