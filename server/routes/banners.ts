import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/banners';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import * as service from '../services/banners';

export async function bannerRoutes(app: FastifyInstance) {
  route(app, contract.listBanners, async ({ query, reply }) => sendPage(reply, await service.listBanners(app.db, query)));
  route(app, contract.createBanner, ({ body }) => service.createBanner(app.db, body), { status: 201 });
  route(app, contract.updateBanner, ({ params, body }) => service.updateBanner(app.db, params.id, body));
  route(app, contract.deleteBanner, ({ params }) => service.deleteBanner(app.db, params.id));
}
