import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/products';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import * as service from '../services/products';

export async function productRoutes(app: FastifyInstance) {
  route(app, contract.listProducts, async ({ query, reply }) => sendPage(reply, await service.listProducts(app.db, query)));
  // Static segments before `:id`, as the contract declares them.
  route(app, contract.listFeaturedProducts, () => service.listFeaturedProducts(app.db));
  route(app, contract.searchProducts, ({ query }) => service.searchProducts(app.db, query.name));
  route(app, contract.getProduct, ({ params }) => service.getProduct(app.db, params.id));
  route(app, contract.createProduct, ({ body }) => service.createProduct(app.db, body), { status: 201 });
  route(app, contract.updateProduct, ({ params, body }) => service.updateProduct(app.db, params.id, body));
  route(app, contract.setProductFeatured, ({ params, body }) => service.setFeatured(app.db, params.id, body.isFeatured));
  route(app, contract.deleteProduct, ({ params }) => service.deleteProduct(app.db, params.id));
}
