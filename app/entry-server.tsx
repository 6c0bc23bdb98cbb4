import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { unstable_serialize, type Middleware } from 'swr';
import { ApiError, configureApiClient } from '../contract/client';
import { App } from './app';
import { preloadPages } from './preloadable-page';
import { AppProviders } from './providers';
import { routes } from './routes';
import { keepAnswers, type ServerData } from './server-data';

/**
 * The public pages rendered on the server (server/plugins/spa.ts). A page's data is what its
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

function page(url: string, data: ServerData, record?: Middleware): ReactNode {
  const answered = keepAnswers(
    (key) => key in data.answers,
    (key) => {
      const failure = data.failures[key];
      return failure && new ApiError(failure.status, failure.message);
    },
  );
  return (
    <AppProviders fallback={data.answers} use={record ? [record, answered] : [answered]}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </AppProviders>
  );
}

export interface RenderedPage {
  /** What the page was drawn with, by swr key. */
  data: ServerData;
  /** Streams the page's HTML into a writable, which React ends when the page is done. */
  pipe: PipeableStream['pipe'];
}

/** Renders the page at `url` (path and query) with its data. */
export async function renderPage(url: string, onError: (error: unknown) => void): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  await preloadPages(routes, pathname);
  const data: ServerData = { answers: {}, failures: {} };
  const failed = new Set<string>();
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    const wanted = new Map<string, () => Promise<unknown>>();
    renderToString(page(url, data, recordWanted(data, failed, wanted)));
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
  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(page(url, data), {
      // Everything is loaded, so nothing suspends; and no boundary is sent apart from the page
      // for its size either: each would need React's inline completion script, which the CSP
      // refuses (script-src 'self').
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        resolve({ data, pipe: stream.pipe.bind(stream) });
      },
      onShellError: reject,
      onError,
    });
  });
}
