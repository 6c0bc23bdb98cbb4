import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/branches';
import { messages } from '../../contract/messages';
import { route, signedIn } from '../lib/route';
import * as service from '../services/branches';

/** Each branch's places per slot and the caller's usual branch (contract/branches.ts). */
export async function branchRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.getBranchSettings, ({ request }) => service.branchSettingsOf(deps, signedIn(request).id));
  route(app, contract.updateBranchCapacity, ({ params, body, request }) =>
    service.setSlotCapacity(deps, signedIn(request), params.branch, body.slotCapacity),
    { refusal: messages.bookings.capacityMasterOnly },
  );
  route(app, contract.updateUsualBranch, ({ body, request }) => service.setUsualBranch(deps, signedIn(request), body.branch));
}
