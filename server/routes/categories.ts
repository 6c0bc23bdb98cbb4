import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/categories';
import { route } from '../lib/route';
import * as service from '../services/categories';

export async function categoryRoutes(app: FastifyInstance) {
  route(app, contract.listCategories, () => service.listCategories(app.db));
}
