import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/alerts';
import { route, signedIn } from '../lib/route';
import * as service from '../services/alerts';

/** Staff alert counts and settings (contract/alerts.ts); the live part is the socket's (plugins/realtime.ts). */
export async function managerAlertRoutes(app: FastifyInstance) {
  route(app, contract.getManagerAlerts, ({ request }) => service.alertsOf(app.db, signedIn(request).id));
  route(app, contract.markAlertsSeen, async ({ body, request }) => {
    const staff = signedIn(request);
    const alerts = await service.markSeen(app.db, staff.id, body.kind);
    // The person's other tabs drop the same badge.
    app.live.alertsChanged(staff.id);
    return alerts;
  });
  route(app, contract.updateAlertSettings, async ({ body, request }) => {
    const staff = signedIn(request);
    const alerts = await service.updateSettings(app.db, staff.id, body);
    app.live.alertsChanged(staff.id);
    return alerts;
  });
}
