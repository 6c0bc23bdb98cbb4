import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/staff-positions';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import * as service from '../services/staff-positions';

export async function staffPositionRoutes(app: FastifyInstance) {
  route(app, contract.listStaffPositions, async ({ query, reply }) =>
    sendPage(reply, await service.listStaffPositions(app.db, query)),
  );
  route(app, contract.getStaffPosition, ({ params }) => service.getStaffPosition(app.db, params.id));
  route(app, contract.createStaffPosition, ({ body }) => service.createStaffPosition(app.db, body), { status: 201 });
  route(app, contract.updateStaffPosition, ({ params, body }) => service.updateStaffPosition(app.db, params.id, body));
  route(app, contract.deleteStaffPosition, ({ params }) => service.deleteStaffPosition(app.db, params.id));
}
