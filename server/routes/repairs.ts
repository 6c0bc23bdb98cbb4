import type { FastifyInstance } from 'fastify';
import * as money from '../../contract/repair-quotes';
import * as contract from '../../contract/repairs';
import { getPaymentRequest } from '../../contract/payment-request';
import { messages } from '../../contract/messages';
import { badRequest, notFound } from '../lib/http-errors';
import { sendPage } from '../lib/paging';
import { route, signedIn } from '../lib/route';
import { verifyQuoteLink } from '../lib/quote-link-token';
import { signWatchToken } from '../lib/watch-token';
import { createLookupLimiter, DEFAULT_LOOKUP_LIMITS, type LookupLimitSettings } from '../services/booking-limits';
import { paymentRequestFor } from '../services/money/payment-request';
import { assignRepair } from '../services/repairs/assign';
import { listRepairs } from '../services/repairs/board';
import { listMyRepairs, listMyVehicles, openQuoteLink, trackRepair } from '../services/repairs/customer-view';
import { moveRepair } from '../services/repairs/move';
import { setNextService } from '../services/repairs/next-service';
import { recordPayment } from '../services/money/payments';
import { answerQuote, createQuoteLink, saveQuote } from '../services/repairs/quote';
import { openRepair } from '../services/repairs/open';
import { listWorkshopStaff } from '../services/repairs/staff-members';
import { getRepair } from '../services/repairs/staff-view';
import { getStepLimits, updateStepLimits, workshopCounts } from '../services/repairs/step-limits';
import { findVehicleByPlate, getVehicle } from '../services/repairs/vehicles';

/** Wrong tracking lookups: the booking lookup's budget, counted apart from it and refused in the tracking page's words. */
export const DEFAULT_REPAIR_LOOKUP_LIMITS: LookupLimitSettings = {
  ...DEFAULT_LOOKUP_LIMITS,
  keyPrefix: 'repair-lookup',
  refusal: messages.bookings.tooManyLookups,
};

export async function repairRoutes(
  app: FastifyInstance,
  options: {
    /** Signs the tracking page's watch tokens (the app's JWT secret; the purpose claim keeps them apart from sessions). */
    watchSecret: string;
    lookupLimits?: LookupLimitSettings | undefined;
    /** Counted in Redis when set, so every server process shares the counts. */
    redisUrl?: string | undefined;
  },
) {
  const { deps } = app;
  const lookupLimiter = await createLookupLimiter(options.lookupLimits ?? DEFAULT_REPAIR_LOOKUP_LIMITS, options.redisUrl, (error) =>
    app.log.warn({ err: error }, 'repair lookup limit store error'),
  );
  app.addHook('onClose', () => lookupLimiter.close());

  route(app, contract.openRepair, ({ body, request }) => openRepair(deps, signedIn(request), body), { status: 201 });
  // The fixed paths come before /api/repairs/:id and /api/vehicles/:id.
  route(app, contract.listRepairs, async ({ query, reply }) => sendPage(reply, await listRepairs(deps, query)));
  route(app, contract.listMyRepairs, ({ request }) => listMyRepairs(deps, signedIn(request)));
  route(app, contract.trackRepair, async ({ query, request, reply }) => {
    const repair = await lookupLimiter.attempt(request, reply, () => trackRepair(deps, query));
    return { repair, watchToken: await signWatchToken(options.watchSecret, repair._id) };
  });
  // A signed token, not a guess: no lookup budget is spent on it.
  route(app, contract.openQuoteLink, async ({ query }) => {
    const repair = await openQuoteLink(deps, await verifyQuoteLink(deps.settings.quoteLinkSecret, query.token));
    return { repair, watchToken: await signWatchToken(options.watchSecret, repair._id) };
  });
  route(app, getPaymentRequest, async ({ params, query, request, reply }) => {
    const ask = query.kind === 'deposit' ? { deposit: query.amount } : { part: query.amount };
    if (query.kind === 'deposit' && query.amount === undefined) throw badRequest(messages.vietqr.depositAmountRequired);
    const user = request.user;
    if (user?.isStaff) return paymentRequestFor(deps, params.id, { via: 'staff' }, ask);
    // The code and phone are guesses like the tracking page's, under the same budget of wrong ones.
    if (query.code && query.phone) {
      const viewer = { via: 'tracking' as const, code: query.code, phone: query.phone };
      return lookupLimiter.attempt(request, reply, () => paymentRequestFor(deps, params.id, viewer, ask));
    }
    if (user) return paymentRequestFor(deps, params.id, { via: 'account', accountId: user.id }, ask);
    throw notFound(messages.repairs.notFound);
  });
  route(app, contract.getStepLimits, () => getStepLimits(deps));
  route(app, contract.updateStepLimits, ({ body, request }) => updateStepLimits(deps, signedIn(request), body.limits));
  route(app, contract.getWorkshopCounts, ({ query }) => workshopCounts(deps, query.branch));
  route(app, contract.listWorkshopStaff, () => listWorkshopStaff(deps));
  route(app, contract.getRepair, ({ params, request }) => getRepair(deps, signedIn(request), params.id));
  route(app, contract.moveRepair, ({ params, body, request }) => moveRepair(deps, signedIn(request), params.id, body));
  route(app, contract.assignRepair, ({ params, body }) => assignRepair(deps, params.id, body.staffId));
  route(app, money.saveQuote, ({ params, body, request }) => saveQuote(deps, signedIn(request), params.id, body));
  route(app, money.answerQuote, async ({ params, body, request, reply }) => {
    // The job's own customer signed in answers as themselves; anyone else needs the code and
    // phone the tracking page holds, under the lookup's budget of wrong guesses.
    const user = request.user;
    if (body.token !== undefined) {
      const link = await verifyQuoteLink(deps.settings.quoteLinkSecret, body.token);
      return answerQuote(deps, { via: 'link', link, signedIn: user }, params.id, body, request.ip);
    }
    if (user && !user.isStaff && !(body.code && body.phone)) return answerQuote(deps, { via: 'account', account: user }, params.id, body, request.ip);
    if (!body.code || !body.phone) throw notFound(messages.repairs.notFound);
    const { code, phone } = body;
    return lookupLimiter.attempt(request, reply, () => answerQuote(deps, { via: 'tracking', code, phone, signedIn: user }, params.id, body, request.ip));
  });
  route(app, money.recordPhoneAnswer, ({ params, body, request }) =>
    answerQuote(deps, { via: 'phone', staff: signedIn(request) }, params.id, body, request.ip),
  );
  route(app, money.createQuoteLink, ({ params }) => createQuoteLink(deps, params.id));
  route(app, money.recordPayment, async ({ params, body, request }) => ({ payment: await recordPayment(deps, signedIn(request), params.id, body) }));
  route(app, money.setNextService, ({ params, body }) => setNextService(deps, params.id, body));
  route(app, contract.listMyVehicles, ({ request }) => listMyVehicles(deps, signedIn(request)));
  route(app, contract.findVehicleByPlate, ({ query }) => findVehicleByPlate(deps, query.plate));
  route(app, contract.getVehicle, ({ params }) => getVehicle(deps, params.id));
}
