import { useEffect } from 'react';
import { PAGE_HEAD_ATTRIBUTE, type PageHead } from '../contract/page-heads';

export interface PageMetaOptions {
  /** Keep the page out of search results (the 404 page, the management area). */
  noindex?: boolean;
}

/** The address the server wrote the head for: its canonical link, previews and JSON-LD describe that page only. */
const addressServed = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * Sets the document title and meta description of the page being shown; public pages take
 * theirs from contract/page-heads.ts, which the server also writes into the HTML it sends.
 */
export function usePageMeta({ title, description }: PageHead, { noindex = false }: PageMetaOptions = {}) {
  useEffect(() => {
    if (window.location.pathname !== addressServed) {
      for (const stale of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) stale.remove();
    }
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);

  useEffect(() => {
    if (!noindex) return;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    // The next page is a real one again.
    return () => robots.remove();
  }, [noindex]);
}
