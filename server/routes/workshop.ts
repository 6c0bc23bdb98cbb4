import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import * as contract from '../../contract/workshop';
import { route, signedIn } from '../lib/route';
import { assignLineTechnician, setLeadTechnician } from '../services/workshop/assign';
import { clockLine } from '../services/workshop/clock';
import { moveWorkshopJob } from '../services/workshop/move';
import { correctClock, getRepairClocks } from '../services/workshop/repair-clocks';
import { listTechnicians, setAccountBranch } from '../services/workshop/technicians';
import { getWorkshopToday } from '../services/workshop/today';

/** The workshop floor (contract/workshop.ts, issue 44): technicians, the tablet's day, line clocks, who does which line. */
export async function workshopRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.listTechnicians, ({ query }) => listTechnicians(deps, query.branch));
  route(app, contract.setAccountBranch, ({ params, body }) => setAccountBranch(deps, params.id, body.branch), { refusal: messages.workshop.branchOnlyMaster });
  route(app, contract.getWorkshopToday, ({ query, request }) => getWorkshopToday(deps, signedIn(request), query.technicianId));
  route(app, contract.moveWorkshopJob, ({ params, body, request }) => moveWorkshopJob(deps, signedIn(request), params.id, body.version));
  route(app, contract.clockLine, ({ params, body, request }) => clockLine(deps, signedIn(request), params.id, params.lineId, body));
  route(app, contract.getRepairClocks, ({ params }) => getRepairClocks(deps, params.id));
  route(app, contract.correctClock, ({ params, body, request }) => correctClock(deps, signedIn(request), params.id, params.lineId, body));
  route(app, contract.assignLineTechnician, ({ params, body }) => assignLineTechnician(deps, params.id, params.lineId, body.technicianId));
  route(app, contract.setLeadTechnician, ({ params, body }) => setLeadTechnician(deps, params.id, body.technicianId));
}
