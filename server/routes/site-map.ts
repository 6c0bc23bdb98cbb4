import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from '../services/site-map';

/**
 * What search engines read before the pages: robots.txt and sitemap.xml. Plain files, not API
 * calls, so they sit outside the contract. Their links use `siteOrigin` (PUBLIC_ORIGIN, else the
 * address the server listens on), never the request's Host: a forged Host would otherwise be
 * written into what a cache or crawler keeps.
 */
export async function siteMapRoutes(app: FastifyInstance, options: { siteOrigin: string }) {
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(options.siteOrigin)),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(app.db, options.siteOrigin)),
  );
}
