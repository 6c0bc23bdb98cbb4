import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPath, type Navigator, type To } from 'react-router-dom';
import { configureApiClient } from '../../contract/client';
import { STORAGE_KEYS } from '../../contract/constants';
import { HANDED_STATE_KEY } from '../../ui/island-attributes';
import { keepServerAnswers, readServerData, rememberServerAnswers } from '../server-data';
import { HydrationSignal } from './hydration-signal';
import { IslandFrame } from './island-frame';

// What the page's app islands share, loaded with the first one: the frame, the API client with
// the session's token, and the answers the server drew the page with.
configureApiClient({ getToken: () => localStorage.getItem(STORAGE_KEYS.token) });
const serverData = readServerData();
if (serverData) rememberServerAnswers(serverData);
const use = [keepServerAnswers];
/** What the page before handed to this one, moved into its history entry by the loader (app/islands/islands.ts). */
const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Hands `next` to the page at `to`, about to be loaded whole. */
function handOver(to: To, next: unknown) {
  if (next === undefined || next === null) return;
  try {
    window.sessionStorage.setItem(HANDED_STATE_KEY, JSON.stringify({ href: href(to), state: next }));
  } catch {
    // Storage refused: the next page opens as from a plain link.
  }
}

/** The page is HTML from the server: an island's link or navigation loads the next page whole, with the state it hands over. */
const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to, next) => {
    handOver(to, next);
    window.location.assign(href(to));
  },
  replace: (to, next) => {
    handOver(to, next);
    window.location.replace(href(to));
  },
};

/** Hydrates one island in the app's frame (`frame="app"`), as the server drew it. */
export function hydrateIsland(element: Element, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, id: string, onHydrated: () => void) {
  hydrateRoot(
    element,
    <IslandFrame location={window.location.pathname + window.location.search} state={state} navigator={pageLoads} fallback={serverData?.answers} use={use}>
      <HydrationSignal onHydrated={onHydrated}>
        <Component {...props} />
      </HydrationSignal>
    </IslandFrame>,
    { identifierPrefix: id },
  );
}
