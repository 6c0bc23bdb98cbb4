import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/manager-summary';
import type { AppConfig } from '../config';
import { route } from '../lib/route';
import * as service from '../services/manager-summary';

export async function managerSummaryRoutes(app: FastifyInstance, options: { capacity: AppConfig['bookingSlotCapacity']; now?: AppConfig['now'] }) {
  const context: service.SummaryContext = { db: app.db, capacity: options.capacity, ...(options.now ? { now: options.now } : {}) };
  route(app, contract.getManagerSummary, () => service.managerSummary(context));
}
