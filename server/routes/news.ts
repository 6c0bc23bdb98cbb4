import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/news';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import * as service from '../services/news';

export async function newsRoutes(app: FastifyInstance) {
  route(app, contract.listNews, async ({ query, reply }) => sendPage(reply, await service.listNews(app.db, query)));
  route(app, contract.getNews, ({ params }) => service.getNews(app.db, params.id));
  route(app, contract.createNews, ({ body }) => service.createNews(app.db, body), { status: 201 });
  route(app, contract.updateNews, ({ params, body }) => service.updateNews(app.db, params.id, body));
  route(app, contract.deleteNews, ({ params }) => service.deleteNews(app.db, params.id));
}
