import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/reports';
import { sendCsv } from '../lib/csv';
import { route } from '../lib/route';
import * as service from '../services/reports';

export async function reportRoutes(app: FastifyInstance) {
  route(app, contract.getReport, ({ query }) => service.report(app.deps, query));
  route(app, contract.exportReport, ({ query, reply }) => sendCsv(reply, service.exportReport(app.deps, query)));
}
