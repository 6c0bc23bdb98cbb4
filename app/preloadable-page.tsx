import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A page loaded in its own chunk, which can be loaded ahead of its first render. */
export type PreloadablePage = ComponentType & { preload(): Promise<void> };

/**
 * Every page is its own chunk, so the home page downloads only what it shows. Unlike a bare
 * React.lazy, a page loaded ahead (preloadPages) renders at once instead of suspending: the
 * server renders it whole, and the browser hydrates the same tree without waiting a turn.
 */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PreloadablePage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module[name];
      },
      (error: unknown) => {
        // A failed chunk (a network hiccup) is tried again next time.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}

/** Loads the chunks of the pages an address shows (the page and the layouts around it). */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function' ? (type as PreloadablePage).preload() : undefined;
    }),
  );
}
