import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { messages } from '../../contract/messages';
import { matchPath, PRIVATE_PAGE_PATTERNS, PRIVATE_PATH_PREFIXES } from '../../contract/site-map';
import { escapeXml } from '../lib/escape-xml';
import { HYDRATION_LOADER, ISLANDS_ENTRY, type Manifest } from '../lib/page-chunks';
import { renderPageHtml, ROOT_ELEMENT, serverDataScript } from '../lib/page-html';
import { describePage } from '../services/page-head';

export interface SpaOptions {
  staticDir: string;
  /**
   * The site's address in canonical links, og tags and JSON-LD: PUBLIC_ORIGIN, else the one the
   * server listens on (AppConfig.siteOrigin). Never the request's Host, which anyone can set.
   */
  siteOrigin: string;
  /** Public pages rendered with React on the server (the default); off, every page is drawn by the browser. */
  renderPages?: boolean;
}

const NO_SCRIPT_NOTICE = `<noscript><p style="max-width:40rem;margin:6rem auto;padding:0 1rem;font:600 1.125rem/1.6 system-ui,sans-serif">${escapeXml(messages.common.needsJavaScript)}</p></noscript>`;

/** The route that answers every page address; the public answer cache keeps its 200s (server/plugins/public-cache.ts). */
export const PAGE_ROUTE_URL = '/*';

/** The workshop view (issue 44) is an app of its own: its manifest instead of the website's in its HTML. */
const WORKSHOP_PAGE = /^\/xuong(\/|$)/;
const SITE_MANIFEST_LINK = 'href="/manifest.webmanifest"';
const WORKSHOP_MANIFEST_LINK = 'href="/xuong.webmanifest"';
/** Files a browser must check on every visit: the workshop's service worker (else a deploy never reaches an installed tablet) and the manifests. */
const ALWAYS_REVALIDATED = /^(sw\.js|[\w-]+\.webmanifest)$/;

/** Pages drawn for one signed-in person or for staff: the browser renders them, from local storage. */
const isPrivatePage = (pathname: string) =>
  PRIVATE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || PRIVATE_PAGE_PATTERNS.some((pattern) => matchPath(pattern, pathname));

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** The pages' API calls, answered by this server in-process: same routes, services and answer cache, no socket. */
function serverFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      ...(typeof init?.body === 'string' && { payload: init.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/**
 * Serves the built browser app. A page address gets index.html with that page's own head and
 * status (404 for addresses the app has no page for and for missing services or news); a
 * public page also comes rendered by React with the data it shows, which the browser hydrates.
 * Unknown /api paths stay JSON 404s.
 */
export const spaPlugin = fp<SpaOptions>(async (app, options) => {
  const indexFile = path.join(options.staticDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Fixed for the life of the build.
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  const manifest = readJson<Manifest>(path.join(options.staticDir, '.vite', 'manifest.json'), {});
  const hydrationLoader = manifest[HYDRATION_LOADER]?.file;
  const islandsEntry = manifest[ISLANDS_ENTRY]?.file;
  // Loaded only when pages are rendered: the whole browser app, which API-only servers and tests do without.
  const renderer = hasBuild && options.renderPages !== false && template.includes(ROOT_ELEMENT) ? await import('../../app/entry-server') : null;
  renderer?.setServerFetch(serverFetch(app));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (vite.config.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (ALWAYS_REVALIDATED.test(path.basename(filePath))) {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn({ staticDir: options.staticDir }, 'no built app found; only the API is served');
  }

  app.get(PAGE_ROUTE_URL, { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
    if (!hasBuild || !wantsPage) return reply.status(404).send({ message: messages.common.apiRouteNotFound });

    const page = await describePage(app.db, pathname);
    const withManifest = (html: string) => (WORKSHOP_PAGE.test(pathname) ? html.replace(SITE_MANIFEST_LINK, WORKSHOP_MANIFEST_LINK) : html);
    const appHtml = withManifest(renderPageHtml(template, page, options.siteOrigin));
    reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    // A page the browser draws says, to a browser without JavaScript, why it stays empty.
    const drawnByBrowser = () => reply.send(appHtml.replace(ROOT_ELEMENT, () => `<div id="root">${NO_SCRIPT_NOTICE}</div>`));
    if (!renderer || isPrivatePage(pathname)) return drawnByBrowser();

    let body;
    try {
      body = await renderer.renderPage(request.url, (error) => request.log.error({ err: error }, 'page render'));
    } catch (error) {
      // The browser still draws the page from the same HTML without its content.
      request.log.error({ err: error }, 'page render failed; the browser renders it');
      return reply.send(appHtml);
    }
    if (!body) return drawnByBrowser();
    // The server draws a page as islands: it loads the island loader instead of the app, which hydrates the islands alone.
    const pageHtml =
      hydrationLoader && islandsEntry ? withManifest(renderPageHtml(template, page, options.siteOrigin, { loader: hydrationLoader, entry: `/${islandsEntry}` })) : appHtml;
    const [before, after] = pageHtml.split(ROOT_ELEMENT) as [string, string];
    const out = new PassThrough();
    out.write(`${before}<div id="root">`);
    // React ends the stream it writes into: the rest of the page follows its end.
    const reactOutput = new PassThrough();
    // A visitor who left has closed the reply: React's remaining output goes nowhere.
    reactOutput.on('data', (chunk: Buffer) => {
      if (!out.destroyed) out.write(chunk);
    });
    reactOutput.on('end', () => {
      if (!out.destroyed) out.end(`</div>${serverDataScript(body.data)}${after}`);
    });
    reactOutput.on('error', (error) => out.destroy(error));
    body.pipe(reactOutput);
    return reply.send(out);
  });

  // Other methods on unknown addresses.
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: messages.common.apiRouteNotFound }));
});
