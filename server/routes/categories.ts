import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/categories';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import * as service from '../services/categories';

export async function categoryRoutes(app: FastifyInstance) {
  route(app, contract.listCategories, async ({ query, reply }) => sendPage(reply, await service.listCategories(app.db, query)));
  route(app, contract.getCategory, ({ params }) => service.getCategory(app.db, params.id));
  route(app, contract.createCategory, ({ body }) => service.createCategory(app.db, body), { status: 201 });
  route(app, contract.updateCategory, ({ params, body }) => service.updateCategory(app.db, params.id, body));
  route(app, contract.deleteCategory, ({ params }) => service.deleteCategory(app.db, params.id));
}
