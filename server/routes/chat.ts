import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/chat';
import { route } from '../lib/route';
import { assertSelfOrStaff } from '../plugins/auth';
import * as service from '../services/chat';

export async function chatRoutes(app: FastifyInstance) {
  route(app, contract.listChatConversations, () => service.listOpenConversations(app.db));

  // A customer reads only their own conversation, whatever id the URL carries; staff read any.
  route(app, contract.getChatHistory, async ({ params, query, request }) => {
    assertSelfOrStaff(request.user, params.userId);
    return service.conversationHistory(app.db, params.userId, query.afterSeq);
  });
}
