import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPath, type Navigator, type To } from 'react-router-dom';
import { configureApiClient } from '../../contract/client';
import { STORAGE_KEYS } from '../../contract/constants';
import { keepServerAnswers, readServerData, rememberServerAnswers } from '../server-data';
import { HydrationSignal } from './hydration-signal';
import { IslandFrame } from './island-frame';

// What the page's app islands share, loaded with the first one: the frame, the API client with
// the session's token, and the answers the server drew the page with.
configureApiClient({ getToken: () => localStorage.getItem(STORAGE_KEYS.token) });
const serverData = readServerData();
if (serverData) rememberServerAnswers(serverData);
const use = [keepServerAnswers];

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** The page is HTML from the server: an island's link or navigation loads the next page whole. */
const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/** Hydrates one island in the app's frame (`frame="app"`), as the server drew it. */
export function hydrateIsland(element: Element, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, id: string, onHydrated: () => void) {
  hydrateRoot(
    element,
    <IslandFrame location={window.location.pathname + window.location.search} navigator={pageLoads} fallback={serverData?.answers} use={use}>
      <HydrationSignal onHydrated={onHydrated}>
        <Component {...props} />
      </HydrationSignal>
    </IslandFrame>,
    { identifierPrefix: id },
  );
}
