import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '../../contract/comments';
import { messages } from '../../contract/messages';
import { unauthorized } from '../lib/http-errors';
import { route } from '../lib/route';
import * as service from '../services/comments';

/** The auth plugin has already refused anonymous calls to 'user' routes; this narrows the type. */
function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthorized(messages.common.unauthorized);
  return request.user;
}

export async function commentRoutes(app: FastifyInstance) {
  route(app, contract.listProductComments, ({ params }) => service.listProductComments(app.db, params.productId));
  route(app, contract.createComment, ({ body, request }) => service.createComment(app.db, signedIn(request), body), { status: 201 });
  route(app, contract.deleteComment, ({ params, request }) => service.deleteComment(app.db, signedIn(request), params.id));
}
