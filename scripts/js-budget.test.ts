import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstVisitFiles, pageFor, type Manifest } from '../server/lib/page-chunks';
import { readIslandRegistry, readPageRoutes } from './js-budget';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const routesSource = `
const Home = page(() => import('./pages/home'), 'Home');
const List = page(() => import('./pages/list'), 'List');
const Detail = page(() => import('./pages/detail'), 'Detail');
const Area = page(() => import('./pages/area'), 'Area');
const AreaList = page(() => import('./pages/area-list'), 'AreaList');
const Missing = page(() => import('./pages/missing'), 'Missing');
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'list', element: <List /> },
      { path: 'list/:id', element: <Detail /> },
      { path: 'area', element: <Area />, children: [{ path: 'list', element: <AreaList /> }] },
      { path: '*', element: <Missing /> },
    ],
  },
];
`;

describe('readPageRoutes + pageFor', () => {
  const routes = readPageRoutes(root, 'app/routes.tsx', routesSource);

  it('finds the page chunk react-router renders for an address', () => {
    expect(pageFor(routes, '/')).toBe('app/pages/home.tsx');
    expect(pageFor(routes, '/list')).toBe('app/pages/list.tsx');
    expect(pageFor(routes, '/list/42')).toBe('app/pages/detail.tsx');
    expect(pageFor(routes, '/nowhere')).toBe('app/pages/missing.tsx');
  });

  it('takes the deepest page of nested routes, not a same-named top-level one', () => {
    expect(pageFor(routes, '/area/list')).toBe('app/pages/area-list.tsx');
  });

  it('reads the app’s own routes file', () => {
    const appRoutes = readPageRoutes(root);
    expect(pageFor(appRoutes, '/')).toBe('app/pages/home-page.tsx');
    expect(pageFor(appRoutes, '/san-pham/abc')).toBe('app/pages/product-detail-page.tsx');
    expect(pageFor(appRoutes, '/manager/products')).toBe('app/pages/manager-products-page.tsx');
  });
});

describe('readIslandRegistry', () => {
  const registry = `
export const ISLANDS: Record<string, IslandEntry> = {
  header: island(() => import('./header-island').then((module) => module.HeaderIsland)),
  'home-banner': bareIsland(
    () => import('../../features/home/home-banner-carousel').then((module) => module.HomeBannerCarousel),
    () => import('../../ui/banner-carousel-turner').then((module) => module.turnBannerCarousel),
  ),
};`;

  it('reads each island’s component, frame and prelude, a .tsx component and a .ts prelude', () => {
    expect(readIslandRegistry(root, 'app/islands/island-registry.ts', registry)).toEqual([
      { name: 'header', module: 'app/islands/header-island.tsx', frame: 'app' },
      { name: 'home-banner', module: 'features/home/home-banner-carousel.tsx', frame: 'none', prelude: 'ui/banner-carousel-turner.ts' },
    ]);
  });

  it('reads the app’s own registry, whose banner turns before it is hydrated', () => {
    const banner = readIslandRegistry(root).find((island) => island.name === 'home-banner');
    expect(banner).toMatchObject({ frame: 'none', prelude: 'ui/banner-carousel-turner.ts' });
  });
});

describe('firstVisitFiles', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
    '_icons.js': { file: 'assets/icons.js', imports: ['index.html', '_shared.js'] },
    'app/pages/home.tsx': { file: 'assets/home.js', imports: ['index.html', '_icons.js', '_shared.js'], css: ['assets/home.css'] },
    'app/pages/list.tsx': { file: 'assets/list.js', imports: ['index.html'] },
  };

  it('counts the entry, the page and their static imports once each', () => {
    expect(firstVisitFiles(manifest, 'app/pages/home.tsx')).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/home.js', 'assets/icons.js'],
      css: ['assets/index.css', 'assets/home.css'],
    });
    expect(firstVisitFiles(manifest, 'app/pages/list.tsx').js).toEqual(['assets/index.js', 'assets/shared.js', 'assets/list.js']);
  });

  it('refuses a page the build does not have', () => {
    expect(() => firstVisitFiles(manifest, 'app/pages/gone.tsx')).toThrow(/no chunk for app\/pages\/gone\.tsx/);
  });
});
