import type { FastifyInstance } from 'fastify';
import * as partsContract from '../../contract/parts-reports';
import * as contract from '../../contract/reports';
import { sendCsv } from '../lib/csv';
import { route } from '../lib/route';
import * as partsService from '../services/parts-reports';
import * as service from '../services/reports';

export async function reportRoutes(app: FastifyInstance) {
  route(app, contract.getReport, ({ query }) => service.report(app.deps, query));
  route(app, contract.exportReport, ({ query, reply }) => sendCsv(reply, service.exportReport(app.deps, query)));
  route(app, partsContract.getPartsReport, ({ query }) => partsService.partsReport(app.deps, query));
  route(app, partsContract.exportPartsReport, ({ query, reply }) => sendCsv(reply, partsService.exportPartsReport(app.deps, query)));
}
