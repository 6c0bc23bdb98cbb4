import type { FastifyInstance, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapXml } from '../services/site-map';

/**
 * What search engines read before the pages: robots.txt and sitemap.xml. Plain files, not API
 * calls, so they sit outside the contract.
 */
export async function siteMapRoutes(app: FastifyInstance, options: { publicOrigin: string | undefined }) {
  const originOf = (request: FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(app.db, originOf(request))),
  );
}
