import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/closed-days';
import { messages } from '../../contract/messages';
import { route, signedIn } from '../lib/route';
import { affectedBookings } from '../services/bookings/staff';
import * as service from '../services/closed-days';

/** Days the garage takes no bookings (contract/closed-days.ts). */
export async function closedDayRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.listClosedDays, ({ query }) => service.closedDaysBetween(app.db, query.from, query.to, query.branch));
  route(app, contract.listAffectedBookings, () => affectedBookings(deps));
  route(
    app,
    contract.addClosedDay,
    async ({ body, request }) => {
      const closedDay = await service.addClosedDay(app.db, signedIn(request), deps.now(), body);
      const affected = await affectedBookings(deps, { date: body.date, branch: body.branch, reason: body.reason });
      return { closedDay, affected };
    },
    {
      status: 201,
      refusal: messages.bookings.closedDayMasterOnly,
    },
  );
  route(app, contract.removeClosedDay, ({ params }) => service.removeClosedDay(app.db, params.id), { refusal: messages.bookings.closedDayMasterOnly });
}
