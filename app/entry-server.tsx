import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString, type PipeableStream } from 'react-dom/server';
import { createPath, StaticRouter, type Navigator } from 'react-router-dom';
import { unstable_serialize, type Middleware } from 'swr';
import { ApiError, configureApiClient } from '../contract/client';
import { IslandServerContext, type IslandServer } from '../ui/island';
import { BreadcrumbServerDetailContext } from './layout/breadcrumb-detail';
import { App } from './app';
import { HydrationSignal } from './islands/hydration-signal';
import { IslandFrame } from './islands/island-frame';
import { ISLANDS } from './islands/island-registry';
import { isIslandPage } from './islands/island-pages';
import { preloadPages } from './preloadable-page';
import { AppProviders } from './providers';
import { routes } from './routes';
import { keepAnswers, type ServerData } from './server-data';

/**
 * The public pages rendered on the server (server/plugins/spa.ts), each drawn as islands: the
 * browser hydrates its islands alone, never the page (app/islands/islands.ts). A page's data is what its
 * swr hooks ask for: a first render records the keys and their fetchers, the fetchers run
 * against the server itself (the same routes, services and answer cache the browser would
 * reach), and the page is rendered again with the answers, until it asks for nothing new.
 * The answers go to the browser with the HTML, so swr there starts with them.
 */

/** Passes that find the keys a page asks for: a list, then what its answers lead to (a detail's comments). */
const MAX_DATA_PASSES = 3;

/** Where the pages' API calls go: the server answers them itself, without a network round trip. */
export function setServerFetch(serverFetch: typeof fetch) {
  configureApiClient({ baseUrl: '', getToken: () => null, fetch: serverFetch });
}

/** Records the keys a render asks for that have no answer yet, with the call that answers each. */
function recordWanted(data: ServerData, failed: ReadonlySet<string>, wanted: Map<string, () => Promise<unknown>>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (fetcher) {
      let args: unknown = key;
      try {
        args = typeof key === 'function' ? key() : key;
      } catch {
        // A key that throws is a key not ready yet, as swr itself treats it.
        args = null;
      }
      const serialized = args ? unstable_serialize(args) : '';
      const known = serialized in data.answers || serialized in data.failures || failed.has(serialized);
      if (serialized && !known && !wanted.has(serialized)) wanted.set(serialized, async () => fetcher(args));
    }
    return useSWRNext(key, fetcher, config);
  };
}

/** Nothing navigates while the server draws. */
const noNavigation: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** Records every key a render reads, answered or not (swr's serialization: '' for a key not ready). */
function recordRead(read: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    if (serialized) read.add(serialized);
    return useSWRNext(key, fetcher, config);
  };
}

/** What a page drawn as islands holds: the islands by name, and the keys its app islands read. */
interface IslandsDrawn {
  names: string[];
  keys: Set<string>;
}

const noIslandsYet = (): IslandsDrawn => ({ names: [], keys: new Set() });

/**
 * Draws each island as the root the browser will hydrate (app/islands/island-root.tsx): in its
 * own frame, with its own id prefix, which the page carries for the browser to use again.
 */
function islandServer(url: string, data: ServerData, pageUse: Middleware[], drawn: IslandsDrawn): IslandServer {
  let count = 0;
  // Only the app islands read the page's answers in the browser: the keys they read here are
  // the answers the page has to carry, not those of the HTML around them.
  const use = [recordRead(drawn.keys), ...pageUse];
  return {
    render(name, element) {
      const frame = ISLANDS[name]?.frame;
      if (!frame) throw new Error(`No island "${name}" in app/islands/island-registry.ts`);
      const id = `i${count}-`;
      count += 1;
      drawn.names.push(name);
      const signalled = <HydrationSignal>{element}</HydrationSignal>;
      const root =
        frame === 'none' ? (
          signalled
        ) : (
          <IslandFrame location={url} navigator={noNavigation} fallback={data.answers} use={use} server>
            {signalled}
          </IslandFrame>
        );
      return { id, html: renderToString(root, { identifierPrefix: id }) };
    },
  };
}

function page(url: string, data: ServerData, islands: IslandsDrawn, record?: Middleware): ReactNode {
  const answered = keepAnswers(
    (key) => key in data.answers,
    (key) => {
      const failure = data.failures[key];
      return failure && new ApiError(failure.status, failure.message);
    },
  );
  const use = record ? [record, answered] : [answered];
  // A pass names the crumb for the next (the breadcrumb is drawn above the page that names it).
  const breadcrumb = {
    initial: data.breadcrumb ?? null,
    capture: (detail: NonNullable<ServerData['breadcrumb']>) => {
      data.breadcrumb = detail;
    },
  };
  return (
    <AppProviders fallback={data.answers} use={use}>
      <StaticRouter location={url}>
        <BreadcrumbServerDetailContext.Provider value={breadcrumb}>
          <IslandServerContext.Provider value={islandServer(url, data, use, islands)}>
            <App />
          </IslandServerContext.Provider>
        </BreadcrumbServerDetailContext.Provider>
      </StaticRouter>
    </AppProviders>
  );
}

export interface RenderedPage {
  /** What the islands hydrate with, by swr key: what the app islands read (the HTML holds the rest). */
  data: ServerData;
  /** Streams the page's HTML into a writable, which React ends when the page is done. */
  pipe: PipeableStream['pipe'];
  /** The islands the page holds, by name. */
  islands: string[];
}

const pick = <T,>(record: Record<string, T>, keys: ReadonlySet<string>) => Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));

/** The answers and refusals of `keys` alone. */
function onlyKeys(data: ServerData, keys: ReadonlySet<string>): ServerData {
  return { answers: pick(data.answers, keys), failures: pick(data.failures, keys) };
}

/**
 * Renders the page at `url` (path and query) with its data, as islands; null for a page whose
 * route is not marked to be drawn so (`ISLAND_PAGE`), which the browser draws.
 */
export async function renderPage(url: string, onError: (error: unknown) => void): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://localhost');
  if (!isIslandPage(routes, pathname)) return null;
  await preloadPages(routes, pathname);
  const data: ServerData = { answers: {}, failures: {} };
  const failed = new Set<string>();
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    const wanted = new Map<string, () => Promise<unknown>>();
    renderToString(page(url, data, noIslandsYet(), recordWanted(data, failed, wanted)));
    if (wanted.size === 0) break;
    await Promise.all(
      [...wanted].map(async ([key, load]) => {
        try {
          data.answers[key] = await load();
        } catch (error) {
          // A refusal (a service that is gone) is drawn as the page's own message for it, as the
          // browser would show it; anything else is left to the browser to ask again.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) data.failures[key] = { status: error.status, message: error.message };
          else failed.add(key);
        }
      }),
    );
  }
  const islands = noIslandsYet();
  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(page(url, data, islands), {
      // Everything is loaded, so nothing suspends; and no boundary is sent apart from the page
      // for its size either: each would need React's inline completion script, which the CSP
      // refuses (script-src 'self').
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // The HTML holds everything else the answers drew: the page carries no second copy of it.
        resolve({ data: onlyKeys(data, islands.keys), pipe: stream.pipe.bind(stream), islands: islands.names });
      },
      onShellError: reject,
      onError,
    });
  });
}
