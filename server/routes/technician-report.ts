import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/technician-reports';
import { sendCsv } from '../lib/csv';
import { route, signedIn } from '../lib/route';
import * as service from '../services/technician-report';

/** The technicians' figures in '/manager/reports' and the master's share of labour (contract/technician-reports.ts). */
export async function technicianReportRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.getTechnicianReport, ({ query }) => service.technicianReport(deps, query));
  route(app, contract.exportTechnicianReport, ({ query, reply }) => sendCsv(reply, service.exportTechnicianReport(deps, query)));
  route(app, contract.setTechnicianShare, ({ params, body, request }) => service.setTechnicianShare(deps, signedIn(request).id, params.id, body.percent));
}
