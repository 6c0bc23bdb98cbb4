import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/closed-days';
import { messages } from '../../contract/messages';
import type { AppConfig } from '../config';
import { route, signedIn } from '../lib/route';
import * as bookings from '../services/bookings';
import * as service from '../services/closed-days';

/** Days the garage takes no bookings (contract/closed-days.ts). */
export async function closedDayRoutes(app: FastifyInstance, options: { now?: AppConfig['now'] }) {
  const clock = () => (options.now ? options.now() : new Date());
  route(app, contract.listClosedDays, ({ query }) => service.closedDaysBetween(app.db, query.from, query.to, query.branch));
  route(app, contract.listAffectedBookings, () => bookings.affectedBookings(app.db, clock()));
  route(
    app,
    contract.addClosedDay,
    async ({ body, request }) => {
      const closedDay = await service.addClosedDay(app.db, signedIn(request), clock(), body);
      const affected = await bookings.affectedBookings(app.db, clock(), { date: body.date, branch: body.branch, reason: body.reason });
      return { closedDay, affected };
    },
    {
      status: 201,
      refusal: messages.bookings.closedDayMasterOnly,
    },
  );
  route(app, contract.removeClosedDay, ({ params }) => service.removeClosedDay(app.db, params.id), { refusal: messages.bookings.closedDayMasterOnly });
}
