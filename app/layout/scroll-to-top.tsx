import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The services list, where the header's search lands (`?search=`). */
const SEARCHABLE_LISTS = new Set(['/products', '/san-pham']);

/**
 * What makes a new page: the path, and on the services list also the searched text, since
 * a new header search there is a new page of results. The list's own sort, category and page
 * choices are not: the list moves to its heading itself.
 */
function pageKey(pathname: string, search: string): string {
  if (!SEARCHABLE_LISTS.has(pathname)) return pathname;
  return `${pathname}?${new URLSearchParams(search).get('search') ?? ''}`;
}

/**
 * A new page starts at its top, as a full page load would. The first page needs nothing: the
 * browser has just loaded it (at the top, or where a reload left it), and scrolling here
 * would force a layout of the whole page in the middle of its first render.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const key = pageKey(pathname, search);
  const firstKey = useRef<string | null>(key);
  useEffect(() => {
    if (firstKey.current === key) return;
    firstKey.current = null;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [key]);
  return null;
}
