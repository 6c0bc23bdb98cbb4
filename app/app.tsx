import { useEffect } from 'react';
import { useRoutes } from 'react-router-dom';
import { PAGE_HYDRATED_ATTRIBUTE, PAGE_HYDRATED_EVENT } from './hydrated-event';
import { routes } from './routes';

// The declarative router: pages load their data through swr, not route loaders, and it is
// about 18 KB (gzip) lighter than the data router on every first visit. The server renders
// the same component inside a StaticRouter (app/entry-server.tsx).
export function App() {
  // Runs once the root has committed (hydrated, for a page the server drew): forms sent before
  // that were held by app/hydrate-after-paint.ts and are sent again now.
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
    window.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, []);
  return useRoutes(routes);
}
