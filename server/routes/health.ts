import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { getHealth } from '../../contract/health';
import { route } from '../lib/route';

export async function healthRoutes(app: FastifyInstance) {
  route(app, getHealth, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.database.kind, uptimeSeconds: Math.round(process.uptime()) };
  });
}
