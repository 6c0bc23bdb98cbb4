import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/news';
import { route } from '../lib/route';
import * as service from '../services/news';

export async function newsRoutes(app: FastifyInstance) {
  route(app, contract.listNews, () => service.listNews(app.db));
  route(app, contract.getNews, ({ params }) => service.getNews(app.db, params.id));
  route(app, contract.createNews, ({ body }) => service.createNews(app.db, body), { status: 201 });
  route(app, contract.updateNews, ({ params, body }) => service.updateNews(app.db, params.id, body));
  route(app, contract.deleteNews, ({ params }) => service.deleteNews(app.db, params.id));
}
