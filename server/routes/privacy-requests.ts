import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/privacy';
import { route, signedIn } from '../lib/route';
import { createLookupLimiter, type LookupLimitSettings } from '../services/booking-limits';
import { createBreach, listBreaches, updateBreach } from '../services/privacy/breaches';
import { exportFilename, exportMyData } from '../services/privacy/export';
import { sendPrivacyCode } from '../services/privacy/guest-codes';
import { answerPrivacyRequest, createPrivacyRequest, listMyPrivacyRequests, listPrivacyRequests } from '../services/privacy/requests';
import { getRetention, updateRetention } from '../services/privacy/retention';
import { sendPage } from '../lib/paging';

/** Wrong references and phones one address may try, as the booking lookup counts them. */
export const DEFAULT_PRIVACY_LOOKUP_LIMITS: LookupLimitSettings = { perAddress: 10, addressWindowSeconds: 15 * 60, keyPrefix: 'privacy-lookup' };

/** A person's requests about their data, the export, the breach register and retention (issue 43). */
export async function privacyRequestRoutes(app: FastifyInstance, options: { lookupLimits?: LookupLimitSettings | undefined; redisUrl?: string | undefined } = {}) {
  const { deps } = app;
  const lookupLimiter = await createLookupLimiter(options.lookupLimits ?? DEFAULT_PRIVACY_LOOKUP_LIMITS, options.redisUrl, (error) =>
    app.log.warn({ err: error }, 'privacy lookup limit store error'),
  );
  app.addHook('onClose', () => lookupLimiter.close());

  route(app, contract.sendPrivacyCode, ({ body, request, reply }) => lookupLimiter.attempt(request, reply, () => sendPrivacyCode(deps, body)));
  route(
    app,
    contract.createPrivacyRequest,
    ({ body, request, reply }) =>
      request.user ? createPrivacyRequest(deps, request.user, body) : lookupLimiter.attempt(request, reply, () => createPrivacyRequest(deps, null, body)),
    { status: 201 },
  );
  route(app, contract.listMyPrivacyRequests, ({ request }) => listMyPrivacyRequests(deps, signedIn(request)));
  route(app, contract.listPrivacyRequests, async ({ query, reply }) => sendPage(reply, await listPrivacyRequests(deps, query)));
  route(app, contract.answerPrivacyRequest, ({ params, body, request }) => answerPrivacyRequest(deps, signedIn(request), params.id, body));
  route(app, contract.exportMyData, async ({ request, reply }) => {
    const zip = await exportMyData(deps, signedIn(request));
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', `attachment; filename="${exportFilename(deps.now())}"`);
    reply.header('Cache-Control', 'private, no-store');
    return Readable.from([Buffer.from(zip)]);
  });

  route(app, contract.listBreaches, () => listBreaches(deps));
  route(app, contract.createBreach, ({ body, request }) => createBreach(deps, signedIn(request), body), { status: 201 });
  route(app, contract.updateBreach, ({ params, body }) => updateBreach(deps, params.id, body));

  route(app, contract.getRetention, () => getRetention(deps));
  route(app, contract.updateRetention, ({ body, request }) => updateRetention(deps, signedIn(request), body));
}
