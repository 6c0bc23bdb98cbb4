import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import * as contract from '../../contract/privacy';
import { forbidden } from '../lib/http-errors';
import { route, signedIn } from '../lib/route';
import { linkConsents, myConsents, updateLinkConsents, updateMyConsents } from '../services/privacy/consents';
import { listNotices, publishNotice, readNotice } from '../services/privacy/notices';
import { verifyPrivacyLink } from '../services/privacy/privacy-link';

/** The privacy notice and its versions, a person's consents, and the consents of a mail's recipient through its link. */
export async function privacyConsentRoutes(app: FastifyInstance) {
  const { deps } = app;

  /** The address a mail's link names; a forged, altered or expired link is refused. */
  async function linkEmail(token: string): Promise<string> {
    const email = await verifyPrivacyLink(deps.settings.quoteLinkSecret, token, deps.now());
    if (!email) throw forbidden(messages.privacy.linkInvalid);
    return email;
  }

  route(app, contract.getPrivacyNotice, ({ query }) => readNotice(deps, query.version));
  route(app, contract.listPrivacyNotices, () => listNotices(deps));
  route(app, contract.publishPrivacyNotice, ({ body, request }) => publishNotice(deps, signedIn(request), body), { status: 201 });

  route(app, contract.getMyConsents, ({ request }) => myConsents(deps, signedIn(request)));
  route(app, contract.updateMyConsents, ({ body, request }) => updateMyConsents(deps, signedIn(request), body));

  route(app, contract.getLinkConsents, async ({ query }) => linkConsents(deps, await linkEmail(query.t)));
  route(app, contract.updateLinkConsents, async ({ query, body }) => updateLinkConsents(deps, await linkEmail(query.t), body));
}
