import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, matchPath } from '../contract/site-map';
import { routes } from './routes';

function patternsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && route.path !== '*') ? [here] : [];
    return [...own, ...patternsOf(route.children ?? [], here === '/' ? '' : here)];
  });
}

describe('the server knows the router', () => {
  it('has the same page addresses as app/routes.tsx, so it answers 404 exactly where the app shows its 404 page', () => {
    expect([...new Set(patternsOf(routes))].sort()).toEqual([...new Set(APP_ROUTE_PATTERNS)].sort());
  });

  it('matches a pattern segment by segment', () => {
    expect(matchPath('/san-pham/:id', '/san-pham/abc')).toEqual({ id: 'abc' });
    expect(matchPath('/san-pham/:id', '/san-pham/abc/x')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/lien-he', '/lien-he/')).toEqual({});
  });
});
