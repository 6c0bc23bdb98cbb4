import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/chat';
import type { AppConfig } from '../config';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import { assertSelfOrStaff } from '../plugins/auth';
import * as service from '../services/chat';
import { chatHours } from '../services/chat-hours';

/** How long one count of staff sockets answers the public status call. */
const PRESENCE_CACHE_MS = 2000;

export async function chatRoutes(app: FastifyInstance, options: { offlineMailDelaySeconds: number; now?: AppConfig['now'] }) {
  const clock = options.now ?? (() => new Date());
  route(app, contract.listChatConversations, async ({ query, reply }) => sendPage(reply, await service.listConversations(app.db, query)));

  // A customer reads only their own conversation, whatever id the URL carries; staff read any.
  route(app, contract.getChatHistory, async ({ params, query, request }) => {
    assertSelfOrStaff(request.user, params.userId);
    return service.conversationHistory(app.db, params.userId, query.afterSeq);
  });

  // Anyone may ask, and asking counts sockets on every process: one count serves everyone for a moment.
  let presence: { at: number; desks: ReturnType<FastifyInstance['live']['deskPresence']> } | null = null;
  const deskPresence = () => {
    if (!presence || Date.now() - presence.at > PRESENCE_CACHE_MS) presence = { at: Date.now(), desks: app.live.deskPresence() };
    return presence.desks;
  };

  route(app, contract.getChatStatus, async () => {
    const [desks, hours] = await Promise.all([deskPresence(), chatHours(app.db, clock())]);
    return {
      staffOnline: desks.online,
      onlineBranches: desks.branches,
      withinHours: hours.withinHours,
      opensAt: hours.opensAt?.toISOString() ?? null,
      closedReason: hours.closedReason,
      offlineMailDelaySeconds: options.offlineMailDelaySeconds,
    };
  });
}
