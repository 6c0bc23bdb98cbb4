import type { ComponentType } from 'react';

/** An island's component, loaded the first time the page needs it. */
export type IslandLoader = () => Promise<ComponentType<Record<string, unknown>>>;

/** The props come from the page as JSON, written by the server from the same component's props. */
const island = <P,>(load: () => Promise<ComponentType<P>>): IslandLoader => load as unknown as IslandLoader;

/**
 * Every island a server-drawn page can hold, by the name `Island` writes into the page. One
 * chunk each: a page loads only the code of its own islands, and only when each is needed.
 */
export const ISLAND_LOADERS: Record<string, IslandLoader> = {
  'site-header': island(() => import('./header-island').then((module) => module.HeaderIsland)),
  'floating-helpers': island(() => import('./floating-helpers-island').then((module) => module.FloatingHelpersIsland)),
  'home-banner': island(() => import('../../features/home/home-banner-carousel').then((module) => module.HomeBannerCarousel)),
};
