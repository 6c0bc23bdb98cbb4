import type { ComponentType } from 'react';

/**
 * What an island is hydrated inside: `app` the app's providers (swr with the page's answers,
 * the router at the page's address, the session's socket settings, the sign-in dialogs,
 * toasts; app/islands/island-frame.tsx); `none` nothing but React, for an island that only takes
 * its props (much less JavaScript).
 */
export type IslandFrameKind = 'app' | 'none';

/** What runs on an island's server-drawn HTML until the island is hydrated (a banner turning by itself). */
export interface IslandPrelude {
  /** Called right before hydration: it stops, and what it returns joins the island's props. */
  stop(): Record<string, unknown>;
}

export interface IslandEntry {
  /** The island's component, loaded the first time the page needs it. */
  load: () => Promise<ComponentType<Record<string, unknown>>>;
  frame: IslandFrameKind;
  /** Loaded with the page: starts its prelude on the island's element, if it has one to run. */
  prelude?: () => Promise<(element: Element) => IslandPrelude | null>;
}

// The props come from the page as JSON, written by the server from the same component's props.
const island = <P,>(load: () => Promise<ComponentType<P>>): IslandEntry => ({ load: load as unknown as IslandEntry['load'], frame: 'app' });
const bareIsland = <P,>(load: () => Promise<ComponentType<P>>, prelude?: IslandEntry['prelude']): IslandEntry => ({
  load: load as unknown as IslandEntry['load'],
  frame: 'none',
  prelude,
});

/**
 * Every island a server-drawn page can hold, by the name `Island` writes into the page. One
 * chunk each (vite.config.ts reads this file for them): a page loads only the code of its own
 * islands, and only when each is needed. `bareIsland` for a component that needs no provider.
 */
export const ISLANDS: Record<string, IslandEntry> = {
  'site-header': island(() => import('./header-island').then((module) => module.HeaderIsland)),
  'floating-helpers': island(() => import('./floating-helpers-island').then((module) => module.FloatingHelpersIsland)),
  'home-banner': bareIsland(
    () => import('../../features/home/home-banner-carousel').then((module) => module.HomeBannerCarousel),
    () => import('../../ui/banner-carousel-turner').then((module) => module.turnBannerCarousel),
  ),
  'service-group-toggle': bareIsland(() => import('../../features/home/service-group-toggle').then((module) => module.ServiceGroupToggle)),
  achievements: bareIsland(() => import('../../features/home/achievement-counters').then((module) => module.AchievementCounters)),
  'staff-rotator': bareIsland(() => import('../../features/staff/staff-rotator').then((module) => module.StaffRotator)),
  'process-cars': bareIsland(() => import('../../features/site/process-car-rotator').then((module) => module.ProcessCarRotator)),
  'certificate-gallery': bareIsland(() => import('../../features/site/certificate-gallery').then((module) => module.CertificateGallery)),
  'like-button': island(() => import('./like-button-island').then((module) => module.LikeButtonIsland)),
  'add-to-cart': island(() => import('./add-to-cart-island').then((module) => module.AddToCartIsland)),
  'product-comments': island(() => import('./product-comments-island').then((module) => module.ProductCommentsIsland)),
  'product-gallery': bareIsland(() => import('../../features/catalog/product-gallery').then((module) => module.ProductGallery)),
  'scroll-strip-arrows': bareIsland(() => import('../../ui/scroll-strip-arrows').then((module) => module.ScrollStripArrows)),
  'appointment-form': island(() => import('../../features/booking/appointment-form').then((module) => module.AppointmentForm)),
  'booking-lookup': island(() => import('./booking-lookup-island').then((module) => module.BookingLookupIsland)),
  'repair-tracking': island(() => import('./repair-tracking-island').then((module) => module.RepairTrackingIsland)),
  'product-sort': bareIsland(() => import('../../features/catalog/product-sort-select').then((module) => module.ProductSortSelect)),
};
