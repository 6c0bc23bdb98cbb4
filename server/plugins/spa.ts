import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '../../contract/messages';
import { renderPageHtml } from '../lib/page-html';
import { describePage } from '../services/page-head';

/**
 * Serves the built browser app. A page address gets index.html with that page's own head and
 * status (404 for addresses the app has no page for and for missing services or news); unknown
 * /api paths stay JSON 404s.
 */
export const spaPlugin = fp<{ staticDir: string; publicOrigin: string | undefined }>(async (app, options) => {
  const indexFile = path.join(options.staticDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // Fixed for the life of the build, and read on every page otherwise.
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : '';
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
        }
      },
    });
  } else {
    app.log.warn({ staticDir: options.staticDir }, 'no built app found; only the API is served');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
    if (hasBuild && wantsPage) {
      const page = await describePage(app.db, pathname);
      const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
      return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(renderPageHtml(template, page, origin));
    }
    return reply.status(404).send({ message: messages.common.apiRouteNotFound });
  });
});
