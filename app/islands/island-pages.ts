import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * A route's `handle` for a page the server draws as islands: the browser hydrates only its
 * islands (ui/island.tsx), not the page. Read by the server's renderer (app/entry-server.tsx)
 * and, from the routes' source, by scripts/check-js-budget.ts.
 */
export const ISLAND_PAGE = { islands: true } as const;

export function isIslandPage(routes: RouteObject[], pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => (route.handle as { islands?: boolean } | undefined)?.islands === true);
}
