import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/cart';
import { route } from '../lib/route';
import * as service from '../services/cart';

export async function cartRoutes(app: FastifyInstance) {
  route(app, contract.getCart, ({ params, request }) => service.getCart(app.db, request.user, params.accountId));
  route(app, contract.addToCart, ({ body, request }) => service.addToCart(app.db, request.user, body));
  route(app, contract.updateCartItem, ({ params, body, request }) =>
    service.updateCartItem(app.db, request.user, params.cartItemId, body.quantity),
  );
  route(app, contract.removeCartItem, ({ params, request }) => service.removeCartItem(app.db, request.user, params.cartItemId));
}
