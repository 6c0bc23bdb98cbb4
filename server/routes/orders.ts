import { recordExport } from '../services/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../contract/messages';
import * as contract from '../../contract/orders';
import { sendCsv } from '../lib/csv';
import { sendPage } from '../lib/paging';
import { route } from '../lib/route';
import * as service from '../services/orders';

export async function orderRoutes(app: FastifyInstance) {
  // The request's own logger, so a failure's log line names the request.
  const deps = (request: FastifyRequest) => ({ ...app.deps, log: request.log });
  route(
    app,
    contract.createOrder,
    async ({ body, request, reply }) => {
      const header = request.headers[contract.IDEMPOTENCY_HEADER.toLowerCase()];
      const { order, replayed } = await service.createOrder(deps(request), request.user, body, header);
      // A repeated submit gets the first answer again, marked so a client can tell.
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return order;
    },
    { status: 201 },
  );
  route(app, contract.listOrders, async ({ query, reply }) => sendPage(reply, await service.listOrders(app.db, query)));
  route(app, contract.exportOrders, async ({ query, reply }) => {
    await recordExport(app.db, 'orders', query);
    return sendCsv(reply, service.exportOrders(app.db, query));
  });
  route(app, contract.listAccountOrders, ({ params, request }) => service.listAccountOrders(app.db, request.user, params.accountId));
  route(app, contract.getOrderDetail, ({ params, request }) => service.getOrderDetail(app.db, request.user, params.id));
  route(app, contract.getOrder, ({ params, request }) => service.getOrder(app.db, request.user, params.id));
  route(app, contract.updateOrderStatus, ({ params, body, request }) => service.updateOrderStatus(deps(request), request.user, params.id, body.status));
  // The deployed client's order history shows the server's message when a delete fails, a 500 too.
  route(app, contract.deleteOrder, ({ params, request }) => service.deleteOrder(app.db, request.user, params.id), { failure: messages.orders.deleteFailed });
}
