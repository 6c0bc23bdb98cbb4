import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '../../contract/messages';

/**
 * Serves the built browser app; client routes fall back to index.html while unknown
 * /api paths stay JSON 404s.
 */
export const spaPlugin = fp<{ staticDir: string }>(async (app, options) => {
  const hasBuild = existsSync(path.join(options.staticDir, 'index.html'));
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
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
    if (hasBuild && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.common.apiRouteNotFound });
  });
});
