import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export interface BreadcrumbDetail {
  label: string;
  /** The label is the whole trail after Home (the 404 page), not just its last crumb. */
  replacesTrail: boolean;
}

interface DetailAt extends BreadcrumbDetail {
  pathname: string;
}

interface BreadcrumbDetailApi {
  detail: DetailAt | null;
  setDetail: (detail: DetailAt | null) => void;
}

const BreadcrumbDetailContext = createContext<BreadcrumbDetailApi | null>(null);

/** Lets an item page (a service, an article) name the last crumb once its data has loaded. */
export function BreadcrumbDetailProvider({ children }: { children: ReactNode }) {
  const [detail, setDetail] = useState<DetailAt | null>(null);
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
  const { pathname } = useLocation();
  // Before paint: the trail never shows the address's words for a frame first.
  useLayoutEffect(() => {
    if (!setDetail || !label) return;
    setDetail({ pathname, label, replacesTrail });
    return () => setDetail(null);
  }, [setDetail, pathname, label, replacesTrail]);
}
