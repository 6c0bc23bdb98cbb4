import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/branches';
import { messages } from '../../contract/messages';
import type { AppConfig } from '../config';
import { route, signedIn } from '../lib/route';
import * as service from '../services/branches';

/** Each branch's places per slot and the caller's usual branch (contract/branches.ts). */
export async function branchRoutes(app: FastifyInstance, options: { capacity: AppConfig['bookingSlotCapacity'] }) {
  const context: service.BranchContext = { db: app.db, defaultCapacity: options.capacity };
  route(app, contract.getBranchSettings, ({ request }) => service.branchSettingsOf(context, signedIn(request).id));
  route(app, contract.updateBranchCapacity, ({ params, body, request }) =>
    service.setSlotCapacity(context, signedIn(request), params.branch, body.slotCapacity),
    { refusal: messages.bookings.capacityMasterOnly },
  );
  route(app, contract.updateUsualBranch, ({ body, request }) => service.setUsualBranch(context, signedIn(request), body.branch));
}
