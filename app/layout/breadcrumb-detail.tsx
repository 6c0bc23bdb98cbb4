import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export interface BreadcrumbDetail {
  label: string;
  /** The label is the whole trail after Home (the 404 page), not just its last crumb. */
  replacesTrail: boolean;
}

export interface DetailAt extends BreadcrumbDetail {
  pathname: string;
}

/**
 * The label a page drawn by the server gave its crumb. Effects never run there, so an item page
 * hands its label over while it renders (`capture`, on the server only); the server's next pass,
 * and the browser that hydrates the page, start with it (`initial`, sent with the page's data).
 */
export interface BreadcrumbServerDetail {
  initial: DetailAt | null;
  capture?: (detail: DetailAt) => void;
}

export const BreadcrumbServerDetailContext = createContext<BreadcrumbServerDetail | null>(null);

interface BreadcrumbDetailApi {
  detail: DetailAt | null;
  setDetail: (detail: DetailAt | null) => void;
}

const BreadcrumbDetailContext = createContext<BreadcrumbDetailApi | null>(null);

/** Lets an item page (a service, an article) name the last crumb once its data has loaded. */
export function BreadcrumbDetailProvider({ children }: { children: ReactNode }) {
  const fromServer = useContext(BreadcrumbServerDetailContext)?.initial ?? null;
  const [detail, setDetail] = useState<DetailAt | null>(fromServer);
  const value = useMemo(() => ({ detail, setDetail }), [detail]);
  return <BreadcrumbDetailContext.Provider value={value}>{children}</BreadcrumbDetailContext.Provider>;
}

/** What the current page said about its crumb, if anything. */
export function useBreadcrumbDetailLabel(): BreadcrumbDetail | undefined {
  const context = useContext(BreadcrumbDetailContext);
  const { pathname } = useLocation();
  // A label given by the previous page must not name this one.
  const detail = context?.detail;
  return detail?.pathname === pathname ? { label: detail.label, replacesTrail: detail.replacesTrail } : undefined;
}

/**
 * Called by an item page with the item's name (or undefined while it loads). With
 * `replacesTrail` the trail becomes Home > label, whatever the address says.
 */
export function useBreadcrumbDetail(label: string | undefined, { replacesTrail = false }: { replacesTrail?: boolean } = {}) {
  const setDetail = useContext(BreadcrumbDetailContext)?.setDetail;
  const capture = useContext(BreadcrumbServerDetailContext)?.capture;
  const { pathname } = useLocation();
  if (capture && label) capture({ pathname, label, replacesTrail });
  // Before paint: the trail never shows the address's words for a frame first.
  useLayoutEffect(() => {
    if (!setDetail || !label) return;
    setDetail({ pathname, label, replacesTrail });
    return () => setDetail(null);
  }, [setDetail, pathname, label, replacesTrail]);
}
