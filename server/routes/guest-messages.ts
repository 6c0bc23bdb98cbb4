import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/guest-messages';
import { route, signedIn } from '../lib/route';
import { admitGuestMessage, createGuestMessageLimiter, DEFAULT_GUEST_MESSAGE_LIMITS, type GuestMessageLimitSettings } from '../services/guest-message-limits';
import * as service from '../services/guest-messages';

export async function guestMessageRoutes(
  app: FastifyInstance,
  options: {
    /** Per address and per phone or e-mail (DEFAULT_GUEST_MESSAGE_LIMITS unless given). */
    limits?: GuestMessageLimitSettings | undefined;
    /** Counted in Redis when set, so every server process shares the counts. */
    redisUrl?: string | undefined;
  } = {},
) {
  const limiter = await createGuestMessageLimiter(options.limits ?? DEFAULT_GUEST_MESSAGE_LIMITS, options.redisUrl, (error) =>
    app.log.warn({ err: error }, 'guest message limit store error'),
  );
  app.addHook('onClose', () => limiter.close());
  const { deps } = app;

  route(
    app,
    contract.createGuestMessage,
    ({ body, request, reply }) => service.createGuestMessageFor(deps, body, (contacts) => admitGuestMessage(limiter, request, reply, contacts)),
    { status: 201 },
  );
  route(app, contract.listGuestMessages, () => service.listOpenGuestMessages(app.db));
  route(app, contract.replyGuestMessage, ({ params, body, request }) => service.replyToGuestMessage(deps, signedIn(request), params.id, body));
  route(app, contract.markGuestMessageAnswered, ({ params, request }) => service.markGuestMessageAnsweredBy(deps, signedIn(request), params.id));
}
