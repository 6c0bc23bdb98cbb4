import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/comments';
import { route, signedIn } from '../lib/route';
import { admitComment, createCommentLimiter, DEFAULT_COMMENT_LIMITS, type CommentLimitSettings } from '../services/comment-limits';
import * as service from '../services/comments';

export async function commentRoutes(
  app: FastifyInstance,
  options: {
    /** Comments per account (DEFAULT_COMMENT_LIMITS unless given). */
    limits?: CommentLimitSettings | undefined;
    /** Counted in Redis when set, so every server process shares the counts. */
    redisUrl?: string | undefined;
  } = {},
) {
  const limiter = await createCommentLimiter(options.limits ?? DEFAULT_COMMENT_LIMITS, options.redisUrl, (error) =>
    app.log.warn({ err: error }, 'comment limit store error'),
  );
  app.addHook('onClose', () => limiter.close());

  route(app, contract.listProductComments, ({ params }) => service.listProductComments(app.db, params.productId));
  route(
    app,
    contract.createComment,
    ({ body, request, reply }) => {
      const user = signedIn(request);
      return service.createComment(app.db, user, body, () => admitComment(limiter, request, reply, user.id));
    },
    { status: 201 },
  );
  route(app, contract.deleteComment, ({ params, request }) => service.deleteComment(app.db, signedIn(request), params.id));
}
