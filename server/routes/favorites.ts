import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/favorites';
import { route } from '../lib/route';
import { signedIn } from '../services/cart';
import * as service from '../services/favorites';

export async function favoriteRoutes(app: FastifyInstance) {
  route(app, contract.likeProduct, ({ body, request }) => service.likeProduct(app.db, signedIn(request.user), body));

  route(app, contract.unlikeProduct, async ({ params, request, reply }) => {
    const message = await service.unlikeProduct(app.db, signedIn(request.user), params);
    // Fastify sends a bare string as text/plain; the favourites page renders the parsed
    // body, so it must be a JSON string literal.
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(message);
  });

  route(app, contract.getLikeCount, ({ params }) => service.likeCount(app.db, params.productId));
  route(app, contract.getLiked, ({ params, request }) => service.isLiked(app.db, request.user, params));
  route(app, contract.listFavoriteProducts, ({ params, request }) =>
    service.listFavoriteProducts(app.db, signedIn(request.user), params.accountId),
  );
}
