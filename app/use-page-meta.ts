import { useEffect } from 'react';

export interface PageMetaOptions {
  /** Keep the page out of search results (the 404 page: the server answers every address with 200). */
  noindex?: boolean;
}

/** Sets the document title and meta description of the page being shown. */
export function usePageMeta(title: string, description: string, { noindex = false }: PageMetaOptions = {}) {
  useEffect(() => {
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

/** A description search engines show whole: one line, about 155 characters, cut at a word. */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
