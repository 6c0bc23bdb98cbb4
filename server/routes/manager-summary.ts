import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/manager-summary';
import { route } from '../lib/route';
import * as service from '../services/manager-summary';

export async function managerSummaryRoutes(app: FastifyInstance) {
  route(app, contract.getManagerSummary, () => service.managerSummary(app.deps));
}
