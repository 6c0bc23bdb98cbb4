import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/bot';
import type { AppConfig } from '../config';
import { route } from '../lib/route';
import * as service from '../services/bot';

export async function botRoutes(app: FastifyInstance, options: { coze: AppConfig['coze'] }) {
  route(app, contract.botChat, async ({ body, request }) => {
    // The remote bot sees who is signed in (or 'guest'), never an id the body claims.
    const userId = request.user?.id ?? 'guest';
    const botReply = await service.botReply(
      { ...app.deps, coze: options.coze, log: request.log },
      body.message,
      userId,
    );
    return { botReply };
  });
}
