import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/staff';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import * as service from '../services/staff';

export async function staffRoutes(app: FastifyInstance) {
  route(app, contract.listStaff, async ({ query, reply }) => sendPage(reply, await service.listStaff(app.db, query)));
  route(app, contract.getStaff, ({ params }) => service.getStaff(app.db, params.id));
  route(app, contract.createStaff, ({ body }) => service.createStaff(app.db, body), { status: 201 });
  route(app, contract.updateStaff, ({ params, body }) => service.updateStaff(app.db, params.id, body));
  route(app, contract.deleteStaff, ({ params }) => service.deleteStaff(app.db, params.id));
}
