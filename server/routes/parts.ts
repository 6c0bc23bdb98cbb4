import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/parts';
import { sendPage } from '../lib/paging';
import { route, signedIn } from '../lib/route';
import { vietnamToday } from '../lib/vietnam-time';
import * as parts from '../services/parts/parts';
import { exportParts, importParts } from '../services/parts/part-sheet';
import * as buying from '../services/parts/purchase-orders';
import * as moves from '../services/parts/stock-moves';

/** The parts store (contract/parts.ts): parts, the stock ledger, suppliers, purchase orders, transfers, counts. */
export async function partRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, contract.listParts, async ({ query, reply }) => sendPage(reply, await parts.listParts(app.db, query)));
  route(app, contract.getPart, ({ params }) => parts.getPart(app.db, params.id));
  route(app, contract.createPart, ({ body }) => parts.createPart(app.db, body), { status: 201 });
  route(app, contract.updatePart, ({ params, body }) => parts.updatePart(app.db, params.id, body));
  route(app, contract.importParts, ({ body }) => importParts(app.db, body));
  route(app, contract.exportParts, ({ query, reply }) => exportParts(app.db, reply, query.format ?? 'xlsx', vietnamToday(deps.now())));
  route(app, contract.listStockMovements, async ({ query, reply }) => sendPage(reply, await parts.listMovements(app.db, query)));

  route(app, contract.listSuppliers, async ({ query, reply }) => sendPage(reply, await buying.listSuppliers(app.db, query)));
  route(app, contract.createSupplier, ({ body }) => buying.createSupplier(app.db, body), { status: 201 });
  route(app, contract.updateSupplier, ({ params, body }) => buying.updateSupplier(app.db, params.id, body));

  route(app, contract.listPurchaseOrders, async ({ query, reply }) => sendPage(reply, await buying.listPurchaseOrders(app.db, query)));
  route(app, contract.getPurchaseOrder, ({ params }) => buying.getPurchaseOrder(app.db, params.id));
  route(app, contract.createPurchaseOrder, ({ body, request }) => buying.createPurchaseOrder(app.db, signedIn(request).id, deps.now(), body), { status: 201 });
  route(app, contract.purchaseOrderForQuoteLine, ({ body, request }) => buying.purchaseOrderForQuoteLine(app.db, signedIn(request).id, deps.now(), body), { status: 201 });
  route(app, contract.placePurchaseOrder, ({ params }) => buying.placePurchaseOrder(app.db, params.id));
  route(app, contract.cancelPurchaseOrder, ({ params }) => buying.cancelPurchaseOrder(app.db, params.id));
  route(app, contract.receivePurchaseOrder, ({ params, body, request }) => buying.receivePurchaseOrder(app.db, signedIn(request).id, params.id, body));

  route(app, contract.transferStock, ({ body, request }) => moves.transferStock(deps, signedIn(request).id, body), { status: 201 });
  route(app, contract.returnToSupplier, ({ body, request }) => moves.returnToSupplier(deps, signedIn(request).id, body), { status: 201 });
  route(app, contract.startStockCount, ({ body, request }) => moves.startStockCount(deps, signedIn(request).id, body), { status: 201 });
  route(app, contract.finishStockCount, ({ params, body, request }) => moves.finishStockCount(deps, signedIn(request).id, params.id, body.lines));
  route(app, contract.listStockCounts, async ({ query, reply }) => sendPage(reply, await moves.listStockCounts(app.db, query)));
  route(app, contract.cancelStockCount, ({ params }) => moves.cancelStockCount(app.db, deps.now(), params.id));
}
