import type { FastifyInstance } from 'fastify';
import { BANK_SIGNATURE_HEADER, bankWebhook } from '../../contract/bank-transfers';
import { route } from '../lib/route';
import { receiveWebhook, refuseUnsigned, signatureHolds } from '../services/money/bank-transfers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as they arrived, kept only on the bank webhook: its signature covers them. */
    rawBody?: Buffer;
  }
}

/**
 * The bank-notification webhook in a scope of its own: its JSON is parsed from the raw bytes
 * (kept for the signature), and the signature is checked before the body is validated, so a
 * stranger learns nothing from the shape of a refusal: anything unsigned is a 401.
 */
export async function bankWebhookRoutes(app: FastifyInstance, options: { secret: string | undefined }) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, (body as Buffer).length === 0 ? undefined : JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(null, undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!signatureHolds(options.secret, request.rawBody ?? Buffer.alloc(0), request.headers[BANK_SIGNATURE_HEADER.toLowerCase()])) refuseUnsigned();
  });
  route(app, bankWebhook, ({ body }) => receiveWebhook(app.deps, body));
}
